/**
 * Origin lists in the configuration (ALLOWED_PARENT_ORIGINS, ALLOWED_ORIGINS): exact origins
 * (`scheme://host[:port]`), separated by commas and/or whitespace. Each entry must be an http(s)
 * origin with nothing after it (a trailing `/` is tolerated); `*`, wildcards, paths, queries,
 * credentials and other schemes are refused, so a typo stops the server instead of opening it up.
 */
export function parseOriginList(name: string, value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(/[\s,]+/)) {
    if (entry === '') continue;
    origins.add(parseOrigin(name, entry));
  }
  return [...origins];
}

/** Thrown for an invalid entry; the message names the variable and the entry. */
export class OriginListError extends Error {
  override name = 'OriginListError';
}

function parseOrigin(name: string, entry: string): string {
  const refuse = (why: string) => new OriginListError(`${name} holds "${entry}": ${why}`);
  if (entry.includes('*')) throw refuse("wildcards are not accepted; list each origin exactly (never '*')");
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw refuse('not an origin such as https://builder.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('only http and https origins are accepted');
  if (url.username !== '' || url.password !== '') throw refuse('an origin has no user name or password');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(entry)) {
    throw refuse(`an origin has no path, query or fragment (did you mean ${url.origin}?)`);
  }
  return url.origin;
}
