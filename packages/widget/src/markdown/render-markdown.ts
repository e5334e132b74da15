import { Marked, type Tokens } from 'marked';

/** The link protocols assistant text may use; relative links are allowed too. */
export const LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * A link target is safe when it has no protocol (relative, `#anchor`, `?query`) or one of
 * LINK_PROTOCOLS (the rule react-markdown's `defaultUrlTransform` applies): a colon before any
 * `/`, `?` or `#` starts a protocol.
 */
export function isSafeUrl(url: string): boolean {
  const colon = url.indexOf(':');
  const firstOther = url.search(/[/?#]/);
  if (colon === -1 || (firstOther !== -1 && colon > firstOther)) return true;
  return (LINK_PROTOCOLS as readonly string[]).includes(url.slice(0, colon).toLowerCase());
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A link target as the browser would read it: character references decoded (`&#106;avascript:`
 * is `javascript:`), by the document's own HTML parser, before its protocol is checked.
 */
function decodeEntities(url: string): string {
  if (!url.includes('&')) return url;
  const textarea = document.createElement('textarea');
  textarea.innerHTML = url;
  return textarea.value;
}

/**
 * GitHub-flavoured Markdown (tables, strikethrough, autolinks) with three rules of our own:
 * raw HTML in the text is dropped (never rendered, as react-markdown without rehype-raw did),
 * images are dropped (an image address could carry the conversation out), and a link with an
 * unsafe target keeps its text without the link.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: () => '',
    image: () => '',
    // GFM task-list boxes: a reply has no form inputs
    checkbox: () => '',
    link(this: { parser: { parseInline(tokens: Tokens.Link['tokens']): string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = decodeEntities(token.href);
      if (!isSafeUrl(href)) return `<span>${text}</span>`;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(href)}"${title} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
  },
});

/**
 * The one place assistant text becomes HTML. It is safe by construction: marked escapes all text,
 * the renderer above drops raw HTML and images and keeps only safe links, and the only attributes
 * it writes are a link's `href` and `title` (escaped), a table cell's `align` and a code block's
 * language class (escaped by marked). Links open in a new tab without an opener or referrer.
 */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }).trim();
}
