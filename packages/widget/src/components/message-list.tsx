import { Fragment, useEffect, useRef } from 'react';
import { messageKey, useWidget } from '../store';
import { DateChip, sameDay } from './date-chip';
import { EmptyState } from './empty-state';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/**
 * The conversation (spec §2.3, §2.4): a date chip before the first message and wherever the date
 * changes, the bubbles, the empty state while there is no history, and the typing indicator while
 * a reply is awaited and nothing streams yet. Keeps the newest message in view.
 */
export function MessageList() {
  const messages = useWidget((state) => state.messages);
  const pending = useWidget((state) => state.pending);
  const end = useRef<HTMLDivElement>(null);
  const noHistory = messages.every((message) => message.local);
  const streaming = messages.some((message) => message.isStreaming && message.content !== '');
  const last = messages.at(-1);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content, pending]);

  return (
    <div className="ea-messages" role="log" aria-label="Conversation" aria-busy={pending}>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const showDate = previous === undefined || !sameDay(previous.timestamp, message.timestamp);
        return (
          <Fragment key={messageKey(message)}>
            {showDate && <DateChip timestamp={message.timestamp} />}
            <MessageBubble message={message} />
          </Fragment>
        );
      })}
      {noHistory && <EmptyState />}
      {pending && !streaming && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}
