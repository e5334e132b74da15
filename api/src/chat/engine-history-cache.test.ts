import { describe, expect, it } from 'vitest';
import type { SalesMessage } from '@energy-advisor/contracts';
import { engineHistory } from '../advisor/engine';
import { LEAD_OFFER } from '../advisor/policy';
import { EngineHistoryCache } from './engine-history-cache';

const user = (n: number): SalesMessage => ({ role: 'user', content: `question ${n}` });
const assistant = (n: number, offer = false): SalesMessage => ({ role: 'assistant', content: `answer ${n}${offer ? `\n\n${LEAD_OFFER}` : ''}` });

describe('the engine history cache', () => {
  it('answers engineHistory of the newest messages as they grow, lead offers leaving the window included', () => {
    const window = 6;
    const cache = new EngineHistoryCache(window, 10);
    const all: SalesMessage[] = [];
    cache.set('c', 0, []);
    // one message at a time, so that every message passes the window's edge; lead offers alone in
    // the window, and two close together (the second is first once the first has left)
    const offers = new Set([3, 15, 17]);
    for (let n = 0; n < 40; n += 1) {
      const added = n % 2 === 0 || n % 7 === 0 ? [user(n)] : [assistant(n, offers.has(n))];
      all.push(...added);
      cache.extend('c', all.length, added);
      expect(cache.get('c', all.length), `after message ${n}`).toEqual(engineHistory(all.slice(-window)));
    }
    // two at a time, as a chat turn stores them
    for (let n = 40; n < 60; n += 1) {
      const added = [user(n), assistant(n, n === 45)];
      all.push(...added);
      cache.extend('c', all.length, added);
      expect(cache.get('c', all.length), `after turn ${n}`).toEqual(engineHistory(all.slice(-window)));
    }
  });

  it('answers nothing when the count shows another writer added messages, or after a turn it did not see', () => {
    const cache = new EngineHistoryCache(24, 10);
    cache.set('c', 2, [user(0), assistant(0)]);
    expect(cache.get('c', 3)).toBeUndefined();
    cache.extend('c', 5, [user(1), assistant(1)]); // the entry was at 2, this turn starts at 3
    expect(cache.get('c', 5)).toBeUndefined();
    cache.extend('d', 2, [user(0), assistant(0)]); // never read: nothing to extend
    expect(cache.get('d', 2)).toBeUndefined();
  });

  it('keeps the newest conversations only, the least recently read leaving first', () => {
    const cache = new EngineHistoryCache(24, 2);
    cache.set('a', 1, [user(0)]);
    cache.set('b', 1, [user(1)]);
    expect(cache.get('a', 1)).toEqual([user(0)]);
    cache.set('c', 1, [user(2)]);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toEqual([user(0)]);
    expect(cache.get('c', 1)).toEqual([user(2)]);
  });

  it('hands out copies', () => {
    const cache = new EngineHistoryCache(24, 2);
    cache.set('a', 1, [user(0)]);
    cache.get('a', 1)?.push(user(9));
    expect(cache.get('a', 1)).toEqual([user(0)]);
  });
});
