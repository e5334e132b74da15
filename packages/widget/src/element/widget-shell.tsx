import { createApiClient, socketUrl } from '@energy-advisor/client';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { WidgetRoot } from '../components/widget-root';
import { createWidgetStore, type WidgetEvent, type WidgetStore } from '../store';
import { widgetStyles } from '../styles/widget-styles';
import { anonymousUserId } from './anonymous-user';
import type { WidgetAttributes } from './attributes';
import { linkBridge } from './bridge-link';

/** Everything one widget instance is configured with: the element's attributes plus callbacks. */
export interface WidgetProps extends WidgetAttributes {
  /** Called with every widget event (open, conversation, message, ready, minimize). */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
  /** Speak the parent-window messages (postMessage; the element does, the React component on request). */
  bridge?: boolean | undefined;
  /** Characters per second of the typing effect (default 180, the widget's speed). */
  typingCps?: number | undefined;
}

/** Resolves the API base to an absolute URL without a trailing slash ('' means the page's origin). */
export function resolveApiBase(apiBase: string | undefined): string {
  return new URL(apiBase || '/', globalThis.location?.href).href.replace(/\/+$/, '');
}

/**
 * One widget: creates its own store (never shared), follows prop changes, forwards events to the
 * host and, when asked, the parent-window bridge, and renders the UI with its styles. Render it
 * inside a shadow root (`mountWidget`, `EnergyAdvisor` and the element do).
 */
export function WidgetShell(props: WidgetProps) {
  const { projectId, jobId, open, bridge, allowedOrigins, layout } = props;
  const userId = props.userId || anonymousUserId();
  const identityToken = props.identityToken || undefined;
  const apiBase = resolveApiBase(props.apiBase);
  const latest = useRef(props);
  latest.current = props;
  const forward = useRef<(event: WidgetEvent) => void>(() => {});
  const [store, setStore] = useState<WidgetStore | null>(null);

  useEffect(() => {
    const { current } = latest;
    const created = createWidgetStore({
      client: createApiClient({
        baseUrl: apiBase,
        visitor: { onError: (error) => console.warn('energy-advisor: the visitor token', error) },
      }),
      socket: typeof WebSocket === 'function' ? { url: socketUrl(apiBase) } : false,
      projectId: current.projectId,
      jobId: current.jobId,
      userId: current.userId || anonymousUserId(),
      identityToken: current.identityToken || undefined,
      open: current.open ?? false,
      pinnedOpen: current.layout === 'fullpage',
      onEvent: (event) => {
        latest.current.onEvent?.(event);
        forward.current(event);
      },
    });
    setStore(created);
    return () => {
      created.getState().destroy();
      setStore(null);
    };
  }, [apiBase, layout]);

  useEffect(
    () => store?.getState().setIdentity({ projectId, jobId, userId, identityToken }),
    [store, projectId, jobId, userId, identityToken],
  );
  useEffect(() => {
    if (open !== undefined) store?.getState().setOpen(open);
  }, [store, open]);
  useEffect(() => {
    if (!store || !bridge) return;
    const link = linkBridge(store, allowedOrigins);
    forward.current = link.forward;
    return () => {
      forward.current = () => {};
      link.destroy();
    };
  }, [store, bridge, allowedOrigins]);
  useEffect(() => {
    if (!store) return;
    const event: WidgetEvent = { type: 'ready', conversationId: store.getState().conversationId };
    latest.current.onEvent?.(event);
    forward.current(event);
  }, [store]);

  return (
    <>
      <style>{widgetStyles}</style>
      {store && <WidgetRoot store={store} config={{ apiBase, layout, typingCps: props.typingCps ?? WIDGET_CONSTANTS.typingWidgetCps }} />}
    </>
  );
}
