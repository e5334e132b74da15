import { LRUCache } from 'lru-cache';

/**
 * `work`, remembering its latest results (least recently used dropped first) under the key that
 * `key` gives its arguments; arguments without a key (undefined) are worked out every time. For
 * pure functions over indexes built once: the offline advisor reads the same texts again and
 * again (suggestion chips send the same questions, and a visitor's last message is read again on
 * their next turn). The results are shared between calls: callers must not change them.
 */
export function memoize<A extends unknown[], T extends object>(
  work: (...args: A) => T,
  options: { max: number; key: (...args: A) => string | undefined },
): (...args: A) => T {
  const cache = new LRUCache<string, T>({ max: options.max });
  return (...args) => {
    const key = options.key(...args);
    if (key === undefined) return work(...args);
    let found = cache.get(key);
    if (found === undefined) {
      found = work(...args);
      cache.set(key, found);
    }
    return found;
  };
}

/**
 * The key of a text: the text itself, up to `maxLength` characters. Longer texts (a pasted page
 * would only push useful entries out) and anything but a string (JavaScript callers can send
 * anything; the work answers it) get none.
 */
export const textKey =
  (maxLength: number) =>
  (text: string): string | undefined =>
    typeof text === 'string' && text.length <= maxLength ? text : undefined;
