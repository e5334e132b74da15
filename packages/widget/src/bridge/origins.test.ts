import { describe, expect, it } from 'vitest';
import { normaliseOrigin, parentOrigin, parseAllowedOrigins, type FramedDocument } from './origins';

const page = 'https://widget.example.org';

describe('parseAllowedOrigins', () => {
  it('is the page origin alone when nothing is configured', () => {
    expect(parseAllowedOrigins(null, page)).toEqual([page]);
    expect(parseAllowedOrigins('', page)).toEqual([page]);
    expect(parseAllowedOrigins('  , ,  ', page)).toEqual([page]);
  });

  it('adds a comma and/or space separated list after the page origin', () => {
    expect(parseAllowedOrigins('https://a.example.com,https://b.example.com', page)).toEqual([
      page,
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseAllowedOrigins(' https://a.example.com  http://localhost:4100\n, https://b.example.com ', page)).toEqual([
      page,
      'https://a.example.com',
      'http://localhost:4100',
      'https://b.example.com',
    ]);
  });

  it('normalises each entry to its origin', () => {
    expect(
      parseAllowedOrigins('https://Shop.Example.com/, https://a.example.com:443/embed?x=1#top, http://b.example.com:80', page),
    ).toEqual([page, 'https://shop.example.com', 'https://a.example.com', 'http://b.example.com']);
    expect(parseAllowedOrigins(null, 'https://widget.example.org/agent-fullpage?embedded=true')).toEqual([page]);
  });

  it('keeps non-default ports, which are part of the origin', () => {
    expect(parseAllowedOrigins('https://a.example.com:8443', page)).toEqual([page, 'https://a.example.com:8443']);
  });

  it('drops *, wildcards, invalid entries and opaque origins', () => {
    const configured = [
      '*',
      'https://*.example.com',
      'example.com',
      '//example.com',
      'not a url',
      'null',
      'file:///etc/passwd',
      'data:text/html,hi',
      'javascript:alert(1)',
      'ftp://files.example.com',
      'https://ok.example.com',
    ].join(',');
    expect(parseAllowedOrigins(configured, page)).toEqual([page, 'https://ok.example.com']);
  });

  it('lists each origin once', () => {
    expect(parseAllowedOrigins(`${page}, ${page}/, https://a.example.com https://a.example.com/x`, page)).toEqual([
      page,
      'https://a.example.com',
    ]);
  });

  it('leaves out a page origin that is not http(s)', () => {
    expect(parseAllowedOrigins('https://a.example.com', 'null')).toEqual(['https://a.example.com']);
    expect(parseAllowedOrigins(null, 'about:blank')).toEqual([]);
  });
});

describe('normaliseOrigin', () => {
  it('returns scheme://host[:port] or null', () => {
    expect(normaliseOrigin(' https://example.com/path ')).toBe('https://example.com');
    expect(normaliseOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseOrigin('https://example.com.attacker.com')).toBe('https://example.com.attacker.com');
    expect(normaliseOrigin('*')).toBeNull();
    expect(normaliseOrigin('')).toBeNull();
    expect(normaliseOrigin('null')).toBeNull();
  });
});

/** A framed document as a browser presents it (a real `Document` fits `FramedDocument` too). */
function framedDocument(options: { ancestorOrigins?: string[]; referrer?: string; framed?: boolean }): FramedDocument {
  const view: { parent: unknown } = { parent: null };
  view.parent = options.framed === false ? view : {};
  return {
    referrer: options.referrer ?? '',
    location: options.ancestorOrigins === undefined ? {} : { ancestorOrigins: options.ancestorOrigins },
    defaultView: view,
  };
}

describe('parentOrigin', () => {
  it('reads location.ancestorOrigins[0] first', () => {
    const doc = framedDocument({
      ancestorOrigins: ['https://builder.example.com', 'https://top.example.net'],
      referrer: 'https://elsewhere.example.org/page',
    });
    expect(parentOrigin(doc)).toBe('https://builder.example.com');
  });

  it("falls back to the referrer's origin where ancestorOrigins does not exist or is empty", () => {
    expect(parentOrigin(framedDocument({ referrer: 'http://localhost:4100/index.html?x=1' }))).toBe('http://localhost:4100');
    expect(parentOrigin(framedDocument({ ancestorOrigins: [], referrer: 'https://builder.example.com/p' }))).toBe(
      'https://builder.example.com',
    );
  });

  it('is null when the origin is unknown or opaque', () => {
    expect(parentOrigin(framedDocument({}))).toBeNull();
    expect(parentOrigin(framedDocument({ referrer: 'not a url' }))).toBeNull();
    // A sandboxed parent reports "null"; the referrer must not be trusted instead.
    expect(parentOrigin(framedDocument({ ancestorOrigins: ['null'], referrer: 'https://builder.example.com/' }))).toBeNull();
  });

  it('is null when the document is not in a frame', () => {
    expect(parentOrigin(framedDocument({ framed: false, referrer: 'https://previous-page.example.com/' }))).toBeNull();
    expect(parentOrigin({ referrer: 'https://a.example.com/', location: null, defaultView: null })).toBeNull();
    // happy-dom's top-level document: window.parent === window.
    expect(parentOrigin(document)).toBeNull();
  });
});
