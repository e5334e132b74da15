import { Leaf, User } from 'lucide-react';
import type { WidgetMessage } from '../store';

/** The sender's avatar beside a bubble: the advisor's leaf or the visitor. */
export function MessageAvatar({ sender }: { sender: WidgetMessage['sender'] }) {
  return (
    <span className={`ea-avatar ea-avatar--${sender}`} aria-hidden="true">
      {sender === 'assistant' ? <Leaf size={15} /> : <User size={15} />}
    </span>
  );
}
