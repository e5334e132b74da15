import { Markdown } from '@energy-advisor/widget/parts';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import type { ApiOutcome } from './api-outcome';

/** AI Response: who answered and what it said. */
export function AiResponseView({ outcome }: { outcome: ApiOutcome }) {
  const { data } = outcome;
  const text = outcome.kind === 'voice' ? outcome.data.aiResponse : outcome.data.content;
  return (
    <div className="pg-result">
      <AnswerSourceLine answer={data} />
      {data.processingTimeMs !== undefined ? (
        <div className="pg-column__meta">
          <span className="pg-badge pg-badge--neutral">
            {TEST_PAGE_TEXTS.processingTime}: {TEST_PAGE_TEXTS.duration(data.processingTimeMs)}
          </span>
        </div>
      ) : null}
      {outcome.kind === 'voice' && outcome.data.error ? <p className="pg-muted">{outcome.data.error}</p> : null}
      <Markdown source={text} />
    </div>
  );
}
