import type { EnergyAdvisorApi } from '../public-types';
import { API_METHODS } from './element-api';

/** The commands `window.EnergyAdvisor(name, ...args)` takes: the API's methods, and `ready`. */
export const COMMANDS = [...API_METHODS, 'ready'] as const;
export type CommandName = (typeof COMMANDS)[number];

/**
 * `window.EnergyAdvisor`: call it with a command (`EnergyAdvisor('open')`,
 * `EnergyAdvisor('send', 'Hello')`, `EnergyAdvisor('on', 'message', handler)`,
 * `EnergyAdvisor('ready', callback)`) or use its methods (`EnergyAdvisor.open()`).
 */
export type EnergyAdvisorGlobal = ((command: CommandName, ...args: unknown[]) => unknown) &
  Omit<EnergyAdvisorApi, 'ready'> & {
    /** The page's queue stub collects calls here before the script has run. */
    q?: ArrayLike<unknown>[] | undefined;
  };

declare global {
  interface Window {
    EnergyAdvisor?: EnergyAdvisorGlobal;
  }
}

/**
 * Installs `window.EnergyAdvisor`, driving the page's first `<energy-advisor>` (`find`). Calls the
 * page queued with the snippet
 * `window.EnergyAdvisor = window.EnergyAdvisor || function(){(EnergyAdvisor.q=EnergyAdvisor.q||[]).push(arguments)}`
 * run first, in order; later calls run at once. While no element is on the page, calls wait for
 * one (`flush()` runs them when it connects). An unknown command is a console warning, never an error.
 * Answers `flush`.
 */
export function installCommandQueue(win: Window, find: () => (HTMLElement & EnergyAdvisorApi) | null): () => void {
  const pending: { name: CommandName; args: unknown[]; settle(value: unknown): void }[] = [];
  const element = () => {
    const found = find();
    return found && typeof found.open === 'function' ? found : null;
  };
  const call = (target: HTMLElement & EnergyAdvisorApi, name: CommandName, args: unknown[]): unknown => {
    if (name === 'ready') {
      const callback = args[0];
      return typeof callback === 'function' ? target.ready.then(() => callback()) : target.ready;
    }
    return (target[name] as (...args: unknown[]) => unknown)(...args);
  };
  const run = (name: unknown, args: unknown[]): unknown => {
    if (!COMMANDS.includes(name as CommandName)) {
      console.warn(`energy-advisor: unknown command ${String(name)}`);
      return undefined;
    }
    const target = element();
    if (target && pending.length === 0) return call(target, name as CommandName, args);
    return new Promise((settle) => {
      pending.push({ name: name as CommandName, args, settle });
      flush();
    });
  };
  function flush(): void {
    const target = element();
    if (!target) return;
    for (const { name, args, settle } of pending.splice(0)) {
      try {
        settle(call(target, name, args));
      } catch (error) {
        console.warn(error);
        settle(undefined);
      }
    }
  }

  const existing = win.EnergyAdvisor;
  if (existing && typeof existing.open === 'function' && !existing.q) return flush;
  const queued = Array.from(existing?.q ?? []);
  const global = ((name: CommandName, ...args: unknown[]) => run(name, args)) as EnergyAdvisorGlobal;
  for (const name of API_METHODS) (global as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => run(name, args);
  win.EnergyAdvisor = global;
  for (const args of queued) {
    const [name, ...rest] = Array.from(args);
    run(name, rest);
  }
  return flush;
}
