import { MessageBubbleView, MessageListView, ThinkingIndicator } from '@energy-advisor/widget/parts';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { FailureNotice } from '../shared/failure-notice';
import type { ChatSide } from './grok-compare-store';
import { GROK_COMPARE_TEXTS } from './texts';

/** One advisor's side of the split view: its name and call, who answered last, its conversation and any failure. */
export function ChatColumn({ title, endpoint, side }: { title: string; endpoint: string; side: ChatSide }) {
  const headingId = useId();
  const column = useRef<HTMLElement>(null);
  useReplyFromItsStart(column, side);
  return (
    <section ref={column} className="pg-card pg-column pg-chat-column" aria-labelledby={headingId}>
      <div className="pg-column__head">
        <h2 id={headingId} className="pg-card__title">
          {title}
        </h2>
        <code className="pg-muted pg-column__endpoint">{endpoint}</code>
      </div>
      {side.modelUsed ? <AnswerSourceLine answer={{ model_used: side.modelUsed }} /> : null}
      <MessageListView
        className="pg-chat-list pg-chat-column__list"
        messages={side.messages}
        pending={side.pending}
        indicator={<ThinkingIndicator />}
        after={side.messages.length === 0 ? <p className="pg-muted pg-chat-column__empty">{GROK_COMPARE_TEXTS.empty}</p> : null}
        renderMessage={(message) => <MessageBubbleView message={message} apiBase="" typingCps={0} />}
      />
      {side.failure ? <FailureNotice failure={side.failure} /> : null}
    </section>
  );
}

/**
 * A reply taller than the conversation box is shown from its first line, not its last: the list
 * keeps its newest message in view by scrolling to the end, which for a long answer (a phone's
 * short box) left only its closing lines in view. Runs after the list's own scrolling (a parent's
 * effect runs after its children's), and only when an answer has just arrived.
 */
function useReplyFromItsStart(column: RefObject<HTMLElement | null>, side: ChatSide) {
  const last = side.messages.at(-1);
  const answered = !side.pending && last?.sender === 'assistant';
  useEffect(() => {
    const list = column.current?.querySelector<HTMLElement>('.pg-chat-column__list');
    const replies = list?.querySelectorAll<HTMLElement>('.ea-message--assistant');
    const reply = replies?.[replies.length - 1];
    if (!answered || !list || !reply) return;
    const top = reply.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    // the reply's first line at the top of the box, below the box's own padding
    if (reply.offsetHeight > list.clientHeight) list.scrollTop = Math.max(0, top - parseFloat(getComputedStyle(list).paddingTop));
  }, [column, answered, side.messages.length]);
}
