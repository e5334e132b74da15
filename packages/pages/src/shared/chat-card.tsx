import { useId, type ReactNode } from 'react';
import { MessageBubbleView, MessageListView, ThinkingIndicator, type WidgetMessage } from '@energy-advisor/widget/parts';

/** Props of {@link ChatCard}. */
export interface ChatCardProps {
  title: string;
  messages: readonly WidgetMessage[];
  /** True while a reply is awaited: 'Thinking...' shows at the end of the list. */
  busy: boolean;
  /** The bottom of the card: the input, the lead form or the 'Lead Submitted' card. */
  children: ReactNode;
}

/**
 * A chat card of the sales and workflow chats: the title, a 400 px message list
 * (bubbles at most 80 % wide) that keeps the newest message in view, 'Thinking...' while a reply is
 * awaited, and the input below.
 */
export function ChatCard({ title, messages, busy, children }: ChatCardProps) {
  const titleId = useId();
  return (
    <section className="pg-card pg-chat-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pg-card__title">
        {title}
      </h2>
      <MessageListView
        className="pg-chat-list"
        messages={messages}
        pending={busy}
        indicator={<ThinkingIndicator />}
        renderMessage={(message) => <MessageBubbleView message={message} apiBase="" typingCps={0} />}
      />
      <div className="pg-chat-card__footer">{children}</div>
    </section>
  );
}
