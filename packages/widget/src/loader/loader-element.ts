import { createWidgetController, type WidgetController } from '../api/controller';
import { installElementApi } from '../api/element-api';
import { elementLabelSources, installLabelsProperty, launcherLabel } from '../labels/element-labels';
import { ATTRIBUTE_NAMES, dispatchWidgetEvent, readAttributes } from '../element/attributes';
import type { MountedWidget } from '../element/mount-widget';
import { launcherStyles } from '../styles/launcher-styles';
import { loadChat } from './load-chat';
import { prefetchAllowed, whenIdle } from './prefetch';

/** Where the loader came from: the chat bundle's URL and the default API base derive from it. */
export interface LoaderSource {
  chatUrl: string;
  defaultApiBase: string;
  nonce: string | undefined;
  /** Called when an element connects (the `window.EnergyAdvisor` calls waiting for one run then). */
  onConnect?: (() => void) | undefined;
}

const LAUNCHER_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/></svg>';
const IDLE_TIMEOUT_MS = 4000;

/**
 * The script-tag `<energy-advisor>` (no React): a vanilla launcher in the shadow root, shown at
 * once; on hover, focus or idle time the chat is warmed (see prefetch.ts): its bundle loads, runs
 * and takes over the shadow root closed, its panel rendered hidden, so the click only reveals it;
 * without warming (opted out) it loads on the first open. Attribute changes and the visitor's toggles (reflected as `open`) pass through.
 */
export function createLoaderElement(source: LoaderSource): CustomElementConstructor {
  class EnergyAdvisorLoaderElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...ATTRIBUTE_NAMES];
    }
    private readonly root: ShadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    private launcher: HTMLButtonElement | undefined;
    private launcherStyle: HTMLStyleElement | undefined;
    private widget: MountedWidget | undefined;
    /** The imperative API: calls made before the chat has loaded load it and wait for it. */
    readonly controller: WidgetController = createWidgetController({ request: () => void this.load() });

    connectedCallback(): void {
      source.onConnect?.();
      if (this.widget) return;
      this.showLauncher();
      if (this.wantsChatNow()) void this.load();
      else whenIdle(() => this.warm(), IDLE_TIMEOUT_MS);
    }

    disconnectedCallback(): void {
      this.widget?.unmount();
      this.widget = undefined;
    }

    attributeChangedCallback(): void {
      if (this.widget) this.widget.update(this.widgetProps());
      else if (this.isConnected && this.wantsChatNow()) void this.load();
    }

    /** An open panel, or the full-page layout (which has no launcher to wait on), loads the chat at once. */
    private wantsChatNow(): boolean {
      const { open, layout } = this.props();
      return open === true || layout === 'fullpage';
    }

    private props() {
      return readAttributes(this, source.defaultApiBase);
    }

    private widgetProps() {
      return {
        ...this.props(),
        labelSources: elementLabelSources(this),
        bridge: true,
        controller: this.controller,
        onShown: () => this.hideLauncher(),
        onEvent: (event: { type: string; open?: boolean }) => {
          if (event.type === 'open') this.toggleAttribute('open', event.open === true);
          dispatchWidgetEvent(this, event);
        },
      };
    }

    private showLauncher(): void {
      if (this.launcher) return;
      const style = document.createElement('style');
      style.textContent = launcherStyles;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'ea-launcher';
      button.setAttribute('part', 'launcher');
      button.setAttribute('aria-label', launcherLabel(elementLabelSources(this), 'Open Energy Advisor assistant'));
      button.setAttribute('aria-expanded', 'false');
      button.innerHTML = LAUNCHER_ICON;
      // the chat mounts already open, so the visitor's opening is announced here
      button.addEventListener('click', () => {
        this.setAttribute('open', '');
        dispatchWidgetEvent(this, { type: 'open', open: true });
        void this.load();
      });
      button.addEventListener('pointerenter', () => this.warm(), { once: true });
      button.addEventListener('focus', () => this.warm(), { once: true });
      this.launcher = button;
      this.launcherStyle = style;
      this.root.append(style, button);
    }

    /**
     * Warms the chat before the click unless the host or the visitor opted out: `load()` runs the
     * chat bundle and mounts the widget closed (the attribute says so), its panel pre-rendered hidden.
     */
    private warm(): void {
      if (this.isConnected && prefetchAllowed(this)) void this.load();
    }

    private hideLauncher(): void {
      this.launcherStyle?.remove();
      this.launcher?.remove();
      this.launcher = undefined;
      this.launcherStyle = undefined;
    }

    private async load(): Promise<void> {
      if (this.widget) return;
      const busy = this.props().open;
      if (busy) this.launcher?.setAttribute('aria-busy', 'true');
      try {
        const chat = await loadChat(source.chatUrl, source.nonce);
        if (this.widget || !this.isConnected) return;
        this.widget = chat.mount(this.root, this.widgetProps());
      } catch (error) {
        console.warn(error);
        this.launcher?.setAttribute('data-error', '');
        this.launcher?.setAttribute('title', 'Energy Advisor could not load. Click to try again.');
      } finally {
        this.launcher?.removeAttribute('aria-busy');
      }
    }
  }
  installElementApi(EnergyAdvisorLoaderElement.prototype, (element) => (element as EnergyAdvisorLoaderElement).controller);
  installLabelsProperty(EnergyAdvisorLoaderElement.prototype);
  return EnergyAdvisorLoaderElement;
}
