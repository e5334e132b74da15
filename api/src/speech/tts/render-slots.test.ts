import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots';

const later = () => {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('RenderSlots.runIfFree', () => {
  it('runs at once in a free slot, and holds that slot while it runs', async () => {
    const slots = new RenderSlots(2, 4);
    const first = later();
    const held = slots.run(() => first.done);
    const second = later();
    const extra = slots.runIfFree(() => second.done.then(() => 'extra'));
    // both slots are taken now: nothing more runs without waiting
    expect(await slots.runIfFree(async () => 'no')).toBeUndefined();
    second.finish();
    await expect(extra).resolves.toBe('extra');
    first.finish();
    await held;
    await expect(slots.runIfFree(async () => 'free again')).resolves.toBe('free again');
  });

  it('never takes a slot a waiting render is owed', async () => {
    const slots = new RenderSlots(1, 4);
    const first = later();
    const held = slots.run(() => first.done);
    const waiting = slots.run(async () => 'waited');
    expect(await slots.runIfFree(async () => 'jumped the queue')).toBeUndefined();
    first.finish();
    await held;
    await expect(waiting).resolves.toBe('waited');
  });
});
