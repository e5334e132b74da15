import { useId, useRef } from 'react';
import { useWidget, WidgetStoreProvider, type WidgetStore } from '../store';
import { ChatPanel } from './chat-panel';
import { Launcher } from './launcher';
import { Toaster } from './toaster';
import { WidgetConfigProvider, type WidgetConfig } from './widget-config';

/** The whole widget UI for one store: launcher, panel and toasts. Render it inside a shadow root. */
export function WidgetRoot({ store, config }: { store: WidgetStore; config: WidgetConfig }) {
  return (
    <WidgetStoreProvider store={store}>
      <WidgetConfigProvider value={config}>
        <div className="ea-root" data-layout={config.layout ?? 'floating'}>
          {config.layout === 'fullpage' ? <FullPageFrame /> : <WidgetFrame prerender={config.prerender === true} />}
          <Toaster />
        </div>
      </WidgetConfigProvider>
    </WidgetStoreProvider>
  );
}

/** The full-page layout: the panel alone, filling the container (Escape and Minimize only tell the host). */
function FullPageFrame() {
  const panelId = useId().replace(/:/g, '');
  return <ChatPanel id={`ea-panel-${panelId}`} onEscape={() => {}} />;
}

/**
 * The floating layout: the launcher and, while open, the panel. With `prerender` the panel is
 * rendered hidden until the first open, so that opening only reveals it; after the first open it
 * comes and goes with the open state, as without.
 */
function WidgetFrame({ prerender }: { prerender: boolean }) {
  const isOpen = useWidget((state) => state.isOpen);
  const panelId = useId().replace(/:/g, '');
  const launcher = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  opened.current ||= isOpen;
  return (
    <>
      {(isOpen || (prerender && !opened.current)) && (
        <ChatPanel id={`ea-panel-${panelId}`} hidden={!isOpen} onEscape={() => launcher.current?.focus()} />
      )}
      <Launcher ref={launcher} panelId={`ea-panel-${panelId}`} />
    </>
  );
}
