import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { messageKey, useWidget, type WidgetMessage } from '../store';
import { DateChip, sameDay } from './date-chip';
import { EmptyState } from './empty-state';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import { useLabels } from './widget-config';

/** Props of {@link MessageListView}. */
export interface MessageListViewProps {
  messages: readonly WidgetMessage[];
  /** Renders one message (e.g. `MessageBubbleView`). */
  renderMessage(message: WidgetMessage): ReactNode;
  /** True while a reply is awaited: the list is marked busy and `indicator` shows. */
  pending: boolean;
  /** Shown at the end while `pending` and nothing streams yet (e.g. `ThinkingIndicator`). */
  indicator?: ReactNode;
  /** Shown after the messages (e.g. an empty state). */
  after?: ReactNode;
  className?: string;
}

/**
 * A conversation log, driven by props: a date chip before the first message and
 * wherever the date changes, the messages, the indicator while a reply is awaited and nothing
 * streams yet. Keeps the newest message in view. Shared by the widget and the hosted screens.
 */
export function MessageListView({ messages, renderMessage, pending, indicator, after, className }: MessageListViewProps) {
  const list = useRef<HTMLDivElement>(null);
  const streaming = messages.some((message) => message.isStreaming && message.content !== '');
  const last = messages.at(-1);
  const labels = useLabels();

  // The list scrolls itself; the page around it never jumps (scrollIntoView would scroll it too).
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content, pending]);

  return (
    <div ref={list} className={className ? `ea-messages ${className}` : 'ea-messages'} part="messages" role="log" aria-label={labels.conversation} aria-busy={pending}>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const showDate = previous === undefined || !sameDay(previous.timestamp, message.timestamp);
        return (
          <Fragment key={messageKey(message)}>
            {showDate && <DateChip timestamp={message.timestamp} />}
            {renderMessage(message)}
          </Fragment>
        );
      })}
      {after}
      {pending && !streaming && indicator}
    </div>
  );
}

/**
 * The widget's conversation: {@link MessageListView} of the store's messages,
 * with the empty state while there is no history and the typing indicator while a reply is awaited.
 */
export function MessageList() {
  const messages = useWidget((state) => state.messages);
  const pending = useWidget((state) => state.pending);
  const noHistory = messages.every((message) => message.local);
  return (
    <MessageListView
      messages={messages}
      pending={pending}
      renderMessage={(message) => <MessageBubble message={message} />}
      indicator={<TypingIndicator />}
      after={noHistory ? <EmptyState /> : null}
    />
  );
}
