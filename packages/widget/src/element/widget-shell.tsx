import { createApiClient, socketUrl } from '@energy-advisor/client';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { resolveLabels, resolveLocale } from '../labels';
import { WIDGET_CONSTANTS } from '../constants';
import { WidgetRoot } from '../components/widget-root';
import { createWidgetStore, type WidgetEvent, type WidgetStore } from '../store';
import { widgetStyles } from '../styles/widget-styles';
import type { WidgetController } from '../api/controller';
import { forgetVisitor } from '../api/forget-visitor';
import { anonymousUserId, forgetAnonymousUser } from './anonymous-user';
import type { WidgetAttributes } from './attributes';
import { linkBridge } from './bridge-link';

/** Everything one widget instance is configured with: the element's attributes plus callbacks. */
export interface WidgetProps extends WidgetAttributes {
  /** Called with every widget event (open, conversation, message, ready, minimize). */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
  /**
   * Called in the commit that first puts the widget's UI (its launcher) in the page, before the
   * browser paints: the script-tag loader removes its own launcher then, so two are never shown.
   */
  onShown?: (() => void) | undefined;
  /** Speak the parent-window messages (postMessage; the element does, the React component on request). */
  bridge?: boolean | undefined;
  /** Characters per second of the typing effect (default 180, the widget's speed). */
  typingCps?: number | undefined;
  /** The imperative API this widget answers to (the element's methods, the React ref). */
  controller?: WidgetController | undefined;
  /** The element's label overrides in order (its `labels` attribute, then property); after `labels`. */
  labelSources?: readonly unknown[] | undefined;
  /**
   * Render the floating panel before its first open, hidden (the script-tag chat bundle mounts the
   * widget closed on idle time, so that the click only reveals the panel). Nothing is fetched and
   * no socket opens until the panel opens, as without.
   */
  prerender?: boolean | undefined;
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
  const labelSources = [props.labels, ...(props.labelSources ?? [])];
  const labelsKey = JSON.stringify(labelSources);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the overrides' content, not their identity
  const labels = useMemo(() => resolveLabels(...labelSources), [labelsKey]);
  const locale = useMemo(() => resolveLocale(props.locale), [props.locale]);
  const latest = useRef(props);
  latest.current = props;
  const forward = useRef<(event: WidgetEvent) => void>(() => {});
  const [store, setStore] = useState<WidgetStore | null>(null);
  /** Counts the API's resets: each starts a new store and client (nothing of the forgotten visitor kept in memory). */
  const [restarts, setRestarts] = useState(0);

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
        latest.current.controller?.emit(event);
        forward.current(event);
      },
    });
    setStore(created);
    return () => {
      created.getState().destroy();
      setStore(null);
    };
  }, [apiBase, layout, restarts]);

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
  useLayoutEffect(() => {
    if (store) latest.current.onShown?.();
  }, [store]);
  // Last of the effects: the props' identity and open state are applied before API calls run.
  useEffect(() => {
    if (!store) return;
    const { controller } = latest.current;
    const target = {
      store,
      restart() {
        forgetVisitor();
        forgetAnonymousUser();
        setRestarts((count) => count + 1);
      },
    };
    controller?.attach(target);
    const event: WidgetEvent = { type: 'ready', conversationId: store.getState().conversationId };
    latest.current.onEvent?.(event);
    controller?.emit(event);
    forward.current(event);
    return () => controller?.detach(target);
  }, [store]);

  return (
    <>
      <style>{widgetStyles}</style>
      {store && <WidgetRoot store={store} config={{ apiBase, layout, labels, locale, prerender: props.prerender, typingCps: props.typingCps ?? WIDGET_CONSTANTS.typingWidgetCps }} />}
    </>
  );
}
