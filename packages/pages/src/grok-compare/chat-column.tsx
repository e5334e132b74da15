import { MessageBubbleView, MessageListView, ThinkingIndicator } from '@energy-advisor/widget/parts';
import { useId } from 'react';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { FailureNotice } from '../shared/failure-notice';
import type { ChatSide } from './grok-compare-store';
import { GROK_COMPARE_TEXTS } from './texts';

/** One advisor's side of the split view: its name and call, who answered last, its conversation and any failure. */
export function ChatColumn({ title, endpoint, side }: { title: string; endpoint: string; side: ChatSide }) {
  const headingId = useId();
  return (
    <section className="pg-card pg-column pg-chat-column" aria-labelledby={headingId}>
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
