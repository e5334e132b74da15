import { describe, expect, it } from 'vitest';
import { createVisitorStorage, visitorStorageKey, type KeyValueStorage } from './index';

const visitor = { token: 'visitor-token-1', userId: 'user 1', expiresAt: '2030-01-01T00:00:00.000Z', verified: false };

function mapStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A storage that throws on every access, as localStorage does in a sandboxed iframe. */
const sandboxed: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('The document is sandboxed', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The document is sandboxed', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('The document is sandboxed', 'SecurityError');
  },
};

describe('visitorStorageKey', () => {
  it('names the API origin and the user (URI-encoded), or the origin alone for a new user', () => {
    expect(visitorStorageKey('https://advisor.example.com', 'user 1')).toBe('energy-advisor:visitor:https://advisor.example.com:user%201');
    expect(visitorStorageKey('https://advisor.example.com', undefined)).toBe('energy-advisor:visitor:https://advisor.example.com');
  });
});

describe('createVisitorStorage', () => {
  it('keeps a token as JSON with token, userId, expiresAt and verified', () => {
    const backing = mapStorage();
    const storage = createVisitorStorage(backing);
    storage.write('key', visitor);
    expect(JSON.parse(backing.items.get('key') ?? '')).toEqual(visitor);
    expect(createVisitorStorage(backing).read('key')).toEqual(visitor);
    storage.remove('key');
    expect(backing.items.has('key')).toBe(false);
    expect(storage.read('key')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['no token', JSON.stringify({ ...visitor, token: '' })],
    ['no date', JSON.stringify({ ...visitor, expiresAt: 'soon' })],
    ['no verified flag', JSON.stringify({ ...visitor, verified: 'yes' })],
  ])('reads a stored value with %s as none', (_name, text) => {
    const backing = mapStorage();
    backing.items.set('key', text);
    expect(createVisitorStorage(backing).read('key')).toBeUndefined();
  });

  it('keeps tokens in memory where the storage cannot be reached (a sandboxed iframe)', () => {
    const storage = createVisitorStorage(sandboxed);
    expect(storage.read('key')).toBeUndefined();
    storage.write('key', visitor);
    expect(storage.read('key')).toEqual(visitor);
    storage.remove('key');
    expect(storage.read('key')).toBeUndefined();
  });

  it('keeps tokens in memory without any storage (no localStorage here)', () => {
    const storage = createVisitorStorage();
    storage.write('key', visitor);
    expect(storage.read('key')).toEqual(visitor);
    expect(createVisitorStorage().read('key')).toBeUndefined();
  });
});
