import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetState } from '../store/types';
import { createWidgetController, type WidgetTarget } from './controller';
import { forgetVisitor } from './forget-visitor';

/** A stand-in for a widget's store recording what the API asked of it. */
function fakeTarget() {
  const calls: string[] = [];
  const state = {
    isOpen: false as boolean,
    setOpen: vi.fn((open: boolean) => {
      state.isOpen = open;
      calls.push(`open:${open}`);
    }),
    send: vi.fn(async (text: string) => void calls.push(`send:${text}`)),
    newChat: vi.fn(async () => void calls.push('newChat')),
    setIdentity: vi.fn((identity: object) => void calls.push(`identity:${JSON.stringify(identity)}`)),
  } satisfies Pick<WidgetState, 'isOpen' | 'setOpen' | 'send' | 'newChat' | 'setIdentity'>;
  const target: WidgetTarget = { store: { getState: () => state }, restart: vi.fn(() => void calls.push('restart')) };
  return { target, state, calls };
}

/** Lets the attach's microtask run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the imperative API', () => {
  it('keeps calls made before the widget exists, asks for it once per call, and runs them in order when it attaches', async () => {
    const request = vi.fn();
    const controller = createWidgetController({ request });
    const { target, calls } = fakeTarget();
    let ready = false;

    controller.setIdentity({ userId: 'client-7', identityToken: 'token' });
    const sent = controller.send('How do I reach 7 stars?');
    controller.close();
    controller.toggle();
    expect(request).toHaveBeenCalledTimes(2); // send and toggle load the chat; close alone does not
    void controller.ready;
    expect(request).toHaveBeenCalledTimes(3); // so does asking for ready
    void controller.ready.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);

    controller.attach(target);
    await sent;
    expect(calls).toEqual(['identity:{"userId":"client-7","identityToken":"token"}', 'open:true', 'send:How do I reach 7 stars?', 'open:false', 'open:true']);
    await controller.ready;
    expect(ready).toBe(true);
  });

  it('runs at once once attached; send opens a closed panel first and ignores blank text', async () => {
    const controller = createWidgetController();
    const { target, state, calls } = fakeTarget();
    controller.attach(target);
    await settle();
    await controller.send('   ');
    expect(calls).toEqual([]);
    await controller.send('Hello');
    await controller.send('Again');
    expect(calls).toEqual(['open:true', 'send:Hello', 'send:Again']);
    controller.close();
    controller.toggle();
    controller.toggle();
    expect(state.isOpen).toBe(false);
    await controller.newChat();
    expect(calls.at(-1)).toBe('newChat');
  });

  it('tells on() handlers their events until unsubscribed; a throwing handler does not stop the others', () => {
    const controller = createWidgetController();
    const seen: unknown[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    controller.on('open', () => {
      throw new Error('host bug');
    });
    const off = controller.on('open', (event) => seen.push(event.open));
    controller.on('message', (event) => seen.push(event.message.content));
    controller.emit({ type: 'open', open: true });
    controller.emit({ type: 'minimize' });
    off();
    controller.emit({ type: 'open', open: false });
    expect(seen).toEqual([true]);
    expect(console.warn).toHaveBeenCalledWith('energy-advisor: an on() handler threw', expect.any(Error));
  });

  it('forgetVisitor removes the stored visitor tokens and anonymous id, only the widget\'s keys', () => {
    localStorage.setItem('energy-advisor:visitor:http://api.test:client-7', '{}');
    localStorage.setItem('energy-advisor:visitor:http://api.test', '{}');
    localStorage.setItem('energy-advisor:user-id', 'visitor-1');
    localStorage.setItem('host-app:cart', 'kept');
    forgetVisitor();
    expect(Object.keys(localStorage)).toEqual(['host-app:cart']);
  });

  it('reset closes and restarts (a reset made before the widget exists waits for it); a new store gets the API identity without its user', async () => {
    const early = createWidgetController();
    early.reset();
    const waiting = fakeTarget();
    early.attach(waiting.target);
    await settle();
    expect(waiting.calls).toEqual(['open:false', 'restart']);

    const controller = createWidgetController();
    const first = fakeTarget();
    controller.attach(first.target);
    await settle();
    controller.setIdentity({ userId: 'client-7', projectId: 'banksia' });
    first.state.isOpen = true;

    controller.reset();
    expect(first.calls.slice(-2)).toEqual(['open:false', 'restart']);

    controller.detach(first.target);
    const second = fakeTarget();
    controller.attach(second.target);
    await settle();
    expect(second.calls).toEqual(['identity:{"projectId":"banksia"}']);
  });

  it('a detached widget waits for the next one', async () => {
    const controller = createWidgetController();
    const first = fakeTarget();
    controller.attach(first.target);
    await settle();
    controller.detach(first.target);
    const sent = controller.send('later');
    const second = fakeTarget();
    controller.attach(second.target);
    await sent;
    expect(first.calls).toEqual([]);
    expect(second.calls).toEqual(['open:true', 'send:later']);
  });
});
