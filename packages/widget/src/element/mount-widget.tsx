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
 * hand-over: the loader's element calls this once the chat bundle has loaded).
 */
export function mountWidget(shadowRoot: ShadowRoot, props: WidgetProps): MountedWidget {
  const container = document.createElement('div');
  container.className = 'ea-mount';
  shadowRoot.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<WidgetShell {...props} />));
  return {
    update: (next) => root.render(<WidgetShell {...next} />),
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
