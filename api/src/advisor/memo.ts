/**
 * `work`, remembering its latest results (least recently used dropped first) under the key that
 * `key` gives its arguments; arguments without a key (undefined) are worked out every time. For
 * pure functions over indexes built once: the offline advisor reads the same texts again and
 * again (suggestion chips send the same questions, and a visitor's last message is read again on
 * their next turn). The results are shared between calls: callers must not change them.
 *
 * A turn makes dozens of these look-ups, most of them misses on a question never seen, so each
 * must cost little: lru-cache's general options (stale entries, sizes, timers, diagnostics) cost
 * about a microsecond a look-up, and a Map's own key order is no LRU list (dropping its first key
 * over and over makes reading the first key walk past every dropped one). So the entries are a Map
 * of keys to entries chained from the most to the least recently used; a full cache reuses its
 * last entry for the new result.
 */
export function memoize<A extends unknown[], T extends object>(
  work: (...args: A) => T,
  options: { max: number; key: (...args: A) => string | undefined },
): (...args: A) => T {
  const { max, key } = options;
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`memoize: max must be a positive integer, got ${max}`);
  const entries = new Map<string, Entry<T>>();
  // the chain's ends: the most and the least recently used entry
  let newest: Entry<T> | undefined;
  let oldest: Entry<T> | undefined;

  function unlink(entry: Entry<T>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
  }

  function putFirst(entry: Entry<T>): void {
    entry.newer = undefined;
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  }

  return function remembered(...args: A): T {
    const cacheKey = key(...args);
    if (cacheKey === undefined) return work(...args);
    const found = entries.get(cacheKey);
    if (found !== undefined) {
      if (found !== newest) {
        unlink(found);
        putFirst(found);
      }
      return found.value;
    }
    const value = work(...args);
    let entry: Entry<T>;
    if (entries.size >= max && oldest) {
      // the least recently used entry is dropped, and its object reused
      entry = oldest;
      unlink(entry);
      entries.delete(entry.key);
      entry.key = cacheKey;
      entry.value = value;
    } else {
      entry = { key: cacheKey, value, newer: undefined, older: undefined };
    }
    entries.set(cacheKey, entry);
    putFirst(entry);
    return value;
  };
}

/** A remembered result, chained to the entries used just after (newer) and just before (older) it. */
interface Entry<T> {
  key: string;
  value: T;
  newer: Entry<T> | undefined;
  older: Entry<T> | undefined;
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
