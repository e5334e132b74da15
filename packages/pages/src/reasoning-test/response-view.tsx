import type { PlanResponse } from '@energy-advisor/contracts';
import { Markdown } from '@energy-advisor/widget/parts';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import { REASONING_TEXTS } from './texts';

/** The Response view: who answered, the answer and its sources. */
export function ResponseView({ result }: { result: PlanResponse }) {
  return (
    <div className="pg-result">
      <AnswerSourceLine answer={result} />
      <div className="pg-column__meta">
        {result.planner ? <span className="pg-badge pg-badge--neutral">{REASONING_TEXTS.planner(result.planner)}</span> : null}
        {result.processingTimeMs !== undefined ? (
          <span className="pg-badge pg-badge--neutral">
            {TEST_PAGE_TEXTS.processingTime}: {TEST_PAGE_TEXTS.duration(result.processingTimeMs)}
          </span>
        ) : null}
      </div>
      {result.content ? <Markdown source={result.content} /> : null}
      {result.citations && result.citations.length > 0 ? (
        <section className="pg-result__section" aria-label={REASONING_TEXTS.sources}>
          <h3 className="pg-result__title">{REASONING_TEXTS.sources}</h3>
          <ul className="pg-sources">
            {result.citations.map((citation) => (
              <li key={citation.id}>{citation.title}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
