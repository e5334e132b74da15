import r2wc from '@r2wc/react-to-web-component';
import { createWidgetController } from '../api/controller';
import { controllerRegistry, installElementApi } from '../api/element-api';
import { elementLabelSources, installLabelsProperty } from '../labels/element-labels';
import { ATTRIBUTE_NAMES, dispatchWidgetEvent, ELEMENT_NAME, originOf, readAttributes } from './attributes';
import { WidgetShell } from './widget-shell';

const R2WC_RENDER = Symbol.for('r2wc.render');

/** The origin this module was loaded from: the element's default `api-base`. */
const moduleOrigin = (() => {
  try {
    return originOf(import.meta.url);
  } catch {
    return '';
  }
})();

/** Each element's imperative API (its methods call it). */
const controllerOf = controllerRegistry(() => createWidgetController());

/** What r2wc renders: the widget configured from the host element's attributes. */
function ElementWidget({ container }: { container?: HTMLElement | ShadowRoot }) {
  const host = container instanceof ShadowRoot ? container.host : container;
  if (!host) return null;
  return (
    <WidgetShell
      {...readAttributes(host, moduleOrigin)}
      labelSources={elementLabelSources(host as HTMLElement)}
      bridge
      controller={controllerOf(host as HTMLElement)}
      onEvent={(event) => {
        // Reflect the visitor's toggle; the re-render it causes passes the same value, a no-op.
        if (event.type === 'open') host.toggleAttribute('open', event.open);
        dispatchWidgetEvent(host, event);
      }}
    />
  );
}

/**
 * Registers `<energy-advisor>` (made with @r2wc/react-to-web-component, rendering into an open
 * shadow root). Guarded and idempotent: when the name is taken — by an earlier call, a second copy
 * of the script, or the script-tag loader — nothing changes. Answers the registered constructor.
 *
 * Attributes: `project-id`, `job-id`, `user-id`, `identity-token` (proof of the user signed by the
 * host's server), `api-base` (default: the origin this script was loaded from), `open` (reflected when
 * the visitor toggles), `allowed-origins`, `layout`. Events (bubbling,
 * composed CustomEvents): `energy-advisor:open` {open}, `energy-advisor:conversation`
 * {conversationId}, `energy-advisor:message` {message}, `energy-advisor:ready` {conversationId},
 * `energy-advisor:minimize`. Methods: the imperative API (`open()`, `close()`, `toggle()`, `send(text)`,
 * `newChat()`, `setIdentity(...)`, `reset()`, `ready`, `on(type, handler)`; see EnergyAdvisorApi).
 */
export function defineEnergyAdvisor(registry: CustomElementRegistry = customElements): CustomElementConstructor {
  const existing = registry.get(ELEMENT_NAME);
  if (existing) return existing;
  // `open` is the API's method and `labels` takes an object (the attributes stay); r2wc's accessors are for the others.
  const props = Object.fromEntries(ATTRIBUTE_NAMES.filter((name) => name !== 'open' && name !== 'labels').map((name) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), 'string']));
  const Base = r2wc(ElementWidget, { shadow: 'open', props }) as unknown as new () => HTMLElement & { [R2WC_RENDER](): void };
  class EnergyAdvisorElement extends Base {
    static get observedAttributes(): string[] {
      return [...ATTRIBUTE_NAMES];
    }
    /** Every attribute change re-renders from the attributes (r2wc alone skips empty and removed ones). */
    attributeChangedCallback(): void {
      this[R2WC_RENDER]();
    }
  }
  installElementApi(EnergyAdvisorElement.prototype, controllerOf);
  installLabelsProperty(EnergyAdvisorElement.prototype);
  registry.define(ELEMENT_NAME, EnergyAdvisorElement);
  return EnergyAdvisorElement;
}
