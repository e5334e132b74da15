import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export { LINK_PROTOCOLS } from './render-markdown';

/**
 * Assistant text as formatted HTML: `renderMarkdown` (marked, then DOMPurify with an allow-list)
 * is the only source of the markup, so nothing unsafe reaches `innerHTML`. Links open in a new
 * tab without an opener or referrer; images and raw HTML are never shown.
 */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className="ea-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
