import type { MountedWidget } from '../element/mount-widget';
import type { WidgetProps } from '../element/widget-shell';

/** What the chat bundle offers the loader (`window.EnergyAdvisorChat`). */
export interface ChatBundle {
  /** Mounts the full widget into the element's shadow root. */
  mount(shadowRoot: ShadowRoot, props: WidgetProps): MountedWidget;
}

/** The global the chat bundle sets when it has run. */
export const CHAT_GLOBAL = 'EnergyAdvisorChat';

declare global {
  interface Window {
    EnergyAdvisorChat?: ChatBundle;
  }
}

let loading: Promise<ChatBundle> | undefined;

/**
 * Loads the chat bundle once per page (a classic script beside the loader, carrying the loader's
 * CSP nonce). Resolves with its API; a failed load can be retried by calling again.
 */
export function loadChat(url: string, nonce: string | undefined): Promise<ChatBundle> {
  const ready = window[CHAT_GLOBAL];
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<ChatBundle>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      const bundle = window[CHAT_GLOBAL];
      if (bundle) resolve(bundle);
      else reject(new Error(`energy-advisor: ${url} did not provide the chat`));
    });
    script.addEventListener('error', () => reject(new Error(`energy-advisor: could not load ${url}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
