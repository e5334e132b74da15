import ReactMarkdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/** The link protocols assistant text may use; relative links are allowed too. */
export const LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * GitHub's sanitize schema without images (a reply must not make the visitor's browser fetch a
 * URL: an image address could carry the conversation out) and without form inputs, links limited
 * to LINK_PROTOCOLS.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'img' && tag !== 'input' && tag !== 'picture' && tag !== 'source'),
  protocols: { href: [...LINK_PROTOCOLS] },
};

/** Links keep only safe URLs (react-markdown's default allows exactly LINK_PROTOCOLS); nothing else keeps a URL. */
const urlTransform: UrlTransform = (url, key) => (key === 'href' ? defaultUrlTransform(url) : null);

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: () => null,
};

/**
 * The one place assistant text becomes HTML: react-markdown with rehype-sanitize as the last
 * plugin and never rehype-raw, so raw HTML, scripts, event handlers, unsafe link protocols and
 * images never reach the DOM. Links open in a new tab without an opener or referrer.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="ea-markdown">
      <ReactMarkdown rehypePlugins={[[rehypeSanitize, schema]]} urlTransform={urlTransform} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
