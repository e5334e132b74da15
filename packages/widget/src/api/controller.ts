import type { EnergyAdvisorApi, WidgetEvent, WidgetIdentity } from '../public-types';
import type { WidgetState } from '../store/types';

/** What the controller drives of a mounted widget: its store, and how to start it afresh. */
export interface WidgetTarget {
  store: { getState(): Pick<WidgetState, 'isOpen' | 'setOpen' | 'send' | 'newChat' | 'setIdentity'> };
  /** Forgets the visitor on this device and starts the widget afresh (a new store and client). */
  restart(): void;
}

/** One widget's imperative API plus the hooks its shell calls. */
export interface WidgetController extends EnergyAdvisorApi {
  /** The shell's store is ready: commands waiting for it run now, in the order they were made. */
  attach(target: WidgetTarget): void;
  /** The shell's store is gone (unmounted, restarted): commands wait for the next one. */
  detach(target: WidgetTarget): void;
  /** Tells the `on(...)` handlers of the event's type. */
  emit(event: WidgetEvent): void;
  /** The public methods alone (what a React ref or `window.EnergyAdvisor` hands out). */
  readonly api: EnergyAdvisorApi;
}

/** Options of {@link createWidgetController}. */
export interface WidgetControllerOptions {
  /** Called when a command must wait for the widget (the script-tag loader loads the chat then). */
  request?: () => void;
}

/**
 * Creates the imperative API of one widget. Rules: a command made before the widget's store exists
 * waits and runs once it does, in order (and `request` is called so the chat loads); afterwards it
 * runs at once. `send` opens a closed panel first. `setIdentity` made before the store exists, or
 * before a reset, is applied when the (next) store attaches. `reset` made before the chat has loaded
 * waits for it (the chat loads within seconds of the page: idle time) and then forgets the visitor.
 * A handler that throws is logged and the other handlers still run. Kept small: the script-tag
 * loader carries it.
 */
export function createWidgetController(options: WidgetControllerOptions = {}): WidgetController {
  let target: WidgetTarget | undefined;
  /** A store attached in this task: it takes commands from the next microtask on (see attach). */
  let attaching: WidgetTarget | undefined;
  /** Identity set through the API: it outlives a restart (a reset forgets its user and token). */
  let identity: WidgetIdentity = {};
  const waiting: ((current: WidgetTarget) => void)[] = [];
  const handlers = new Map<string, Set<(event: WidgetEvent) => void>>();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  /** Runs `command` on the widget now, or once it is there; resolves with its result. */
  function whenAttached<T>(command: (current: WidgetTarget) => T | Promise<T>, load = true): Promise<T> {
    if (target) {
      try {
        return Promise.resolve(command(target));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return new Promise<T>((resolve, reject) => {
      waiting.push((current) => {
        try {
          resolve(command(current));
        } catch (error) {
          reject(error);
        }
      });
      if (load) options.request?.();
    });
  }
  const state = (current: WidgetTarget) => current.store.getState();

  const api: EnergyAdvisorApi = {
    open: () => void whenAttached((current) => state(current).setOpen(true)),
    close: () => void whenAttached((current) => state(current).setOpen(false), false),
    toggle: () => void whenAttached((current) => state(current).setOpen(!state(current).isOpen)),
    send: (text) =>
      whenAttached(async (current) => {
        if (typeof text !== 'string' || text.trim() === '') return;
        if (!state(current).isOpen) state(current).setOpen(true);
        await state(current).send(text);
      }),
    newChat: () => whenAttached((current) => state(current).newChat()),
    setIdentity(next) {
      const known: WidgetIdentity = {};
      for (const key of ['userId', 'projectId', 'jobId', 'identityToken'] as const) if (next && key in next) known[key] = next[key] || undefined;
      identity = { ...identity, ...known };
      if (target) state(target).setIdentity(known);
    },
    reset() {
      delete identity.userId;
      delete identity.identityToken;
      void whenAttached((current) => {
        state(current).setOpen(false);
        current.restart();
      }, false);
    },
    /** Asking for it loads the chat (the script tag otherwise loads it on hover, focus or idle time, or on the first open). */
    get ready() {
      if (!target) options.request?.();
      return ready;
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const listener = handler as (event: WidgetEvent) => void;
      set.add(listener);
      return () => void set.delete(listener);
    },
  };

  // Not `...api`: a spread would read `ready` (and load the chat) at once.
  return Object.assign(Object.create(api) as EnergyAdvisorApi, {
    api,
    // The shell attaches from an effect; the waiting commands run a microtask later, outside the
    // renderer's effect flush (a command re-rendering from inside it remounted the widget in Preact).
    attach(next: WidgetTarget) {
      attaching = next;
      queueMicrotask(() => {
        if (attaching !== next) return;
        attaching = undefined;
        target = next;
        if (Object.keys(identity).length > 0) state(next).setIdentity(identity);
        for (const command of waiting.splice(0)) command(next);
        markReady();
      });
    },
    detach(previous: WidgetTarget) {
      if (target === previous) target = undefined;
      if (attaching === previous) attaching = undefined;
    },
    emit(event: WidgetEvent) {
      for (const handler of [...(handlers.get(event.type) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          console.warn('energy-advisor: an on() handler threw', error);
        }
      }
    },
  });
}
