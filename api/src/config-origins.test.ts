import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('ALLOWED_PARENT_ORIGINS and ALLOWED_ORIGINS', () => {
  it('default to none: only the server itself', () => {
    const config = loadConfig({});
    expect(config.allowedParentOrigins).toEqual([]);
    expect(config.allowedOrigins).toEqual([]);
  });

  it('read comma and/or space separated exact origins, normalised and without duplicates', () => {
    const config = loadConfig({
      ALLOWED_PARENT_ORIGINS: 'http://localhost:4100, https://Builder.example.com/ http://localhost:4100',
      ALLOWED_ORIGINS: 'https://shop.example.com:8443,http://127.0.0.1:4300',
    });
    expect(config.allowedParentOrigins).toEqual(['http://localhost:4100', 'https://builder.example.com']);
    expect(config.allowedOrigins).toEqual(['https://shop.example.com:8443', 'http://127.0.0.1:4300']);
  });

  it.each([
    ['*', /wildcards/],
    ['https://*.example.com', /wildcards/],
    ['builder.example.com', /not an origin/],
    ['ftp://builder.example.com', /only http and https/],
    ['https://builder.example.com/embed', /no path, query or fragment \(did you mean https:\/\/builder\.example\.com\?\)/],
    ['https://builder.example.com?x=1', /no path, query or fragment/],
    ['https://user:secret@builder.example.com', /no user name or password/],
  ])('refuse %s, naming the variable', (value, reason) => {
    for (const name of ['ALLOWED_PARENT_ORIGINS', 'ALLOWED_ORIGINS']) {
      const load = () => loadConfig({ [name]: `http://localhost:4100,${value}` });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(`^${name} holds "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
      expect(load).toThrow(reason);
    }
  });
});
