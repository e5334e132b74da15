import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { useWidget, type ShownToast } from '../store';
import { toastWords } from '../store/toasts';
import { formatLabel } from '../labels';
import { useLabels, useWidgetConfig } from './widget-config';

const HOTKEY = WIDGET_CONSTANTS.toastViewportHotkey;

/**
 * The toasts: one visible at a time (a new one replaces it), closing after 5 s
 * (paused while hovered or focused), swiped away to the right past 50 px, and F8 focuses the
 * viewport. It follows Radix Toast's behaviour and markup (a labelled region around an `ol`),
 * written out because Radix Toast alone cost 12 KB gzip of the widget's byte budget.
 */
export function Toaster() {
  const toast = useWidget((state) => state.toast);
  const dismissToast = useWidget((state) => state.dismissToast);
  const panelOpen = useWidget((state) => state.isOpen);
  const floating = useWidgetConfig().layout !== 'fullpage';
  return <ToastViewport toast={toast} onDismiss={dismissToast} besidePanel={panelOpen && floating} />;
}

/** The toast viewport of {@link Toaster}, driven by props: the hosted screens use it too. */
export function ToastViewport({ toast, onDismiss, besidePanel = false }: { toast: ShownToast | null; onDismiss(): void; besidePanel?: boolean }) {
  const viewport = useRef<HTMLOListElement>(null);
  const labels = useLabels();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div role="region" aria-label={formatLabel(labels.notifications, { hotkey: HOTKEY })}>
      <ol ref={viewport} className="ea-toasts" tabIndex={-1} data-beside-panel={besidePanel || undefined}>
        {toast && <ToastItem key={toast.key} toast={toast} onClose={onDismiss} />}
      </ol>
    </div>
  );
}

function ToastItem({ toast, onClose }: { toast: ShownToast; onClose(): void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const remaining = useRef<number>(WIDGET_CONSTANTS.toastDurationMs);
  const destructive = toast.variant === 'destructive';
  const labels = useLabels();
  const words = toastWords(toast, labels);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(onClose, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onClose]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('button')) return;
    swipe.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipe.current?.id === event.pointerId) setOffset(Math.max(0, event.clientX - swipe.current.x));
  };
  const onPointerUp = () => {
    if (!swipe.current) return;
    swipe.current = null;
    if (offset > WIDGET_CONSTANTS.toastSwipeThresholdPx) onClose();
    else setOffset(0);
  };

  return (
    <li
      className={`ea-toast${destructive ? ' ea-toast--destructive' : ''}`}
      part="toast"
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      data-swiping={offset > 0 || undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="ea-toast__text">
        <div className="ea-toast__title">{words.title}</div>
        <div className="ea-toast__description">{words.description}</div>
      </div>
      <button type="button" className="ea-toast__close" aria-label={labels.close} onClick={onClose}>
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}
