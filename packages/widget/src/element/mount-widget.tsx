import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { WidgetShell, type WidgetProps } from './widget-shell';

/** A widget mounted into a shadow root by {@link mountWidget}. */
export interface MountedWidget {
  /** Renders again with new props (attribute changes). */
  update(props: WidgetProps): void;
  /** Unmounts the widget and removes its container. */
  unmount(): void;
}

/**
 * Mounts the whole widget into `shadowRoot` with its own React root (the script-tag bundle's
 * hand-over: the loader's element calls this once the chat bundle has loaded, on idle time to
 * warm it or on the first open). The panel is pre-rendered hidden when it mounts closed
 * (`prerender`), so that the visitor's click only reveals it.
 */
export function mountWidget(shadowRoot: ShadowRoot, props: WidgetProps): MountedWidget {
  const container = document.createElement('div');
  container.className = 'ea-mount';
  shadowRoot.append(container);
  const root = createRoot(container);
  const shell = (given: WidgetProps) => (
    <WidgetShell
      {...given}
      prerender
      onShown={() => {
        // The loader's launcher goes when the widget's own shows (warmed on focus, say): its focus moves to the widget's own.
        const active = shadowRoot.activeElement;
        const focused = active?.classList.contains('ea-launcher') === true && !container.contains(active);
        given.onShown?.();
        if (focused) container.querySelector<HTMLElement>('.ea-launcher')?.focus();
      }}
    />
  );
  flushSync(() => root.render(shell(props)));
  return {
    update: (next) => root.render(shell(next)),
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
