import type { EnergyAdvisorApi } from '../public-types';
import type { WidgetController } from './controller';

/** The element's API methods (the `ready` promise is a getter beside them). */
export const API_METHODS = ['open', 'close', 'toggle', 'send', 'newChat', 'setIdentity', 'reset', 'on'] as const satisfies readonly (keyof EnergyAdvisorApi)[];

/**
 * Gives an element class the imperative API (`element.open()`, `element.send(text)`, `element.ready`,
 * ...): each method calls the element's own controller, so every element is driven on its own.
 */
export function installElementApi(prototype: HTMLElement, controllerOf: (element: HTMLElement) => WidgetController): void {
  for (const name of API_METHODS) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: HTMLElement, ...args: unknown[]) {
        return (controllerOf(this)[name] as (...args: unknown[]) => unknown)(...args);
      },
    });
  }
  Object.defineProperty(prototype, 'ready', {
    configurable: true,
    get(this: HTMLElement) {
      return controllerOf(this).ready;
    },
  });
}

/** One controller per element, made on first use. */
export function controllerRegistry(create: (element: HTMLElement) => WidgetController): (element: HTMLElement) => WidgetController {
  const controllers = new WeakMap<HTMLElement, WidgetController>();
  return (element) => {
    let controller = controllers.get(element);
    if (!controller) {
      controller = create(element);
      controllers.set(element, controller);
    }
    return controller;
  };
}
