/**
 * Origins for the parent-window bridge. An allow-list holds exact origins (`scheme://host[:port]`),
 * compared with `===` against `MessageEvent.origin`: no `*`, no prefixes, no patterns.
 */

/**
 * The origin of an http(s) URL or origin, or null for anything else: blank, unparsable, containing
 * `*`, or of another scheme (file:, data:, javascript: and sandboxed frames have the opaque origin
 * "null", which must never be trusted).
 */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

/**
 * The origins allowed to talk to the widget: the page's own origin first, then every entry of the
 * configured list (comma and/or whitespace separated, e.g. the allowed-origins attribute or the
 * operator's ALLOWED_PARENT_ORIGINS), each normalised to its origin. Invalid entries and `*` are
 * dropped; duplicates appear once.
 */
export function parseAllowedOrigins(attributeValue: string | null, pageOrigin: string): string[] {
  const entries = [pageOrigin, ...(attributeValue ?? '').split(/[\s,]+/)];
  const origins = new Set<string>();
  for (const entry of entries) {
    const origin = normaliseOrigin(entry);
    if (origin !== null) origins.add(origin);
  }
  return [...origins];
}

/** What `parentOrigin` reads of a document (a real `Document` fits). */
export interface FramedDocument {
  readonly referrer: string;
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> } | null;
  readonly defaultView: { readonly parent: unknown } | null;
}

/**
 * The origin of the window that frames this document, to post messages to from an iframe:
 * `location.ancestorOrigins[0]` where the browser offers it (Chromium, WebKit), otherwise the origin
 * of `document.referrer` (Firefox; the page that loaded the frame). Null when the document is not
 * in a frame or the origin is unknown or opaque: then no message is posted out at all.
 */
export function parentOrigin(doc: FramedDocument): string | null {
  const view = doc.defaultView;
  if (view === null || view.parent === view) return null;
  const ancestors = doc.location?.ancestorOrigins;
  if (ancestors !== undefined && ancestors.length > 0) {
    const nearest = ancestors[0];
    return nearest === undefined ? null : normaliseOrigin(nearest);
  }
  return doc.referrer === '' ? null : normaliseOrigin(doc.referrer);
}
