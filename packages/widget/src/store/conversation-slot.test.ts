import { describe, expect, it, vi } from 'vitest';
import { createConversationSlot } from './conversation-slot';
import { createGeneration } from './generation';

/** A slot over a plain variable, recording every change it reports. */
function setup() {
  let current: string | null = null;
  const changes: [string | null, boolean][] = [];
  const generation = createGeneration();
  const slot = createConversationSlot({
    read: () => current,
    write: (id) => (current = id),
    changed: (id, fresh) => changes.push([id, fresh]),
    generation,
  });
  /** A creation request whose answer the test releases. */
  const pending: ((id: string) => void)[] = [];
  const request = vi.fn(() => new Promise<{ id: string }>((resolve) => pending.push((id) => resolve({ id }))));
  return { slot, generation, changes, request, pending, current: () => current };
}

describe('createConversationSlot', () => {
  it('adopts an id once and reports each change', () => {
    const { slot, changes, current } = setup();
    expect(slot.adopt('a')).toBe(true);
    expect(slot.adopt('a')).toBe(false);
    expect(slot.adopt(null)).toBe(true);
    expect(current()).toBeNull();
    expect(changes).toEqual([['a', false], [null, false]]);
  });

  it('creates one conversation for callers that ask at the same time, and adopts it fresh', async () => {
    const { slot, changes, request, pending, current } = setup();
    const first = slot.create(request);
    const second = slot.create(request);
    expect(request).toHaveBeenCalledTimes(1);
    pending[0]?.('created');
    expect(await Promise.all([first, second])).toEqual(['created', 'created']);
    expect(current()).toBe('created');
    expect(changes).toEqual([['created', true]]);
    void slot.create(request);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('neither adopts nor shares a creation started before a reset', async () => {
    const { slot, generation, changes, request, pending, current } = setup();
    const stale = slot.create(request);
    generation.next();
    const fresh = slot.create(request);
    expect(request).toHaveBeenCalledTimes(2);
    pending[0]?.('old');
    expect(await stale).toBe('old');
    expect(current()).toBeNull();
    pending[1]?.('new');
    expect(await fresh).toBe('new');
    expect(changes).toEqual([['new', true]]);
  });

  it('keeps a conversation that became current while the creation ran', async () => {
    const { slot, changes, request, pending, current } = setup();
    const created = slot.create(request);
    slot.adopt('found');
    pending[0]?.('created');
    expect(await created).toBe('created');
    expect(current()).toBe('found');
    expect(changes).toEqual([['found', false]]);
  });
});
