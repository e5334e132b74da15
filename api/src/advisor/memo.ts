import { LRUCache } from 'lru-cache';

/**
 * A pure function of a string (over indexes built once) that remembers its latest results. The
 * offline advisor reads the same texts again and again: suggestion chips send the same questions,
 * and a visitor's last message is read again on their next turn. Longer texts than `maxKeyLength`
 * are worked out every time (a pasted page would only push useful entries out). The results are
 * shared between calls: callers must not change them. Anything but a string is passed on as it is
 * (the work answers it; JavaScript callers can send anything).
 */
export function memoize<T extends object>(work: (text: string) => T, options: { max: number; maxKeyLength: number }): (text: string) => T {
  const cache = new LRUCache<string, T>({ max: options.max });
  return (text) => {
    if (typeof text !== 'string' || text.length > options.maxKeyLength) return work(text);
    let found = cache.get(text);
    if (found === undefined) {
      found = work(text);
      cache.set(text, found);
    }
    return found;
  };
}
