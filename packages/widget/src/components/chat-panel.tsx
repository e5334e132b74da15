import { useEffect, useState, type KeyboardEvent } from 'react';
import { useWidget } from '../store';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { FeedbackDialog } from './feedback-dialog';
import { MessageList } from './message-list';

/**
 * The expanded panel: 600 px high and about 24 rem wide on desktop, full width on
 * phones; header, messages and the composer. Escape minimises it (unless a dialog is open).
 * `hidden` renders it ready but not shown (the script-tag chat pre-renders it before the first
 * open): display none, so neither focusable nor in the accessibility tree, and it takes no focus.
 */
export function ChatPanel({ id, onEscape, hidden = false }: { id: string; onEscape(): void; hidden?: boolean }) {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const minimize = useWidget((state) => state.minimize);
  useEffect(() => {
    // Focus the input on open (when shown, never while pre-rendered hidden), except on touch
    // screens where it would pop the keyboard up.
    if (panel && !hidden && globalThis.matchMedia?.('(pointer: fine)').matches) {
      panel.querySelector<HTMLTextAreaElement>('.ea-input textarea')?.focus({ preventScroll: true });
    }
  }, [panel, hidden]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if ((event.target as Element).closest('dialog') || panel?.querySelector('dialog[open]')) return;
    minimize();
    onEscape();
  };
  return (
    <section ref={setPanel} id={id} className="ea-panel" part="panel" hidden={hidden} aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <ChatHeader titleId={`${id}-title`} onMinimize={onEscape} />
      <MessageList />
      <Composer />
      <FeedbackDialog />
    </section>
  );
}
