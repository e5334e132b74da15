import type { ChainResponse } from '@energy-advisor/contracts';
import { Markdown } from '@energy-advisor/widget/parts';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { ApiCallsList } from '../shared/api-calls-list';
import { StepTimings } from '../shared/step-timings';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import { CHAIN_TEXTS } from './texts';

/**
 * What 'Execute Query' came to: who answered, the answer, the plan that ran, the reasoning, the
 * calls made, the passages used and each step's time.
 */
export function ChainResult({ result }: { result: ChainResponse }) {
  return (
    <div className="pg-result">
      <AnswerSourceLine answer={result} />
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.answer}>
        <div className="pg-result__head">
          <h3 className="pg-result__title">{CHAIN_TEXTS.answer}</h3>
          <div className="pg-column__meta">
            {result.planner ? <span className="pg-badge pg-badge--neutral">{CHAIN_TEXTS.planner(result.planner)}</span> : null}
            <span className="pg-badge pg-badge--neutral">
              {TEST_PAGE_TEXTS.processingTime}: {TEST_PAGE_TEXTS.duration(result.processingTimeMs)}
            </span>
          </div>
        </div>
        <Markdown source={result.content} />
      </section>
      {result.plan && result.plan.length > 0 ? (
        <section className="pg-result__section" aria-label={CHAIN_TEXTS.plan}>
          <h3 className="pg-result__title">{CHAIN_TEXTS.plan}</h3>
          <ol className="pg-steps">
            {result.plan.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.reasoning}>
        <h3 className="pg-result__title">{CHAIN_TEXTS.reasoning}</h3>
        <ol className="pg-steps">
          {result.reasoning.map((step, index) => (
            <li key={`${index}-${step}`}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.apiCalls}>
        <h3 className="pg-result__title">{CHAIN_TEXTS.apiCalls}</h3>
        <ApiCallsList
          calls={result.debug.apiCalls}
          empty={CHAIN_TEXTS.noApiCalls}
          queryLabel={CHAIN_TEXTS.callQuery}
          responseLabel={CHAIN_TEXTS.callResponse}
        />
        <p className="pg-muted">{CHAIN_TEXTS.ragData(result.debug.ragData.count)}</p>
        {result.debug.ragData.articles && result.debug.ragData.articles.length > 0 ? (
          <ul className="pg-sources">
            {result.debug.ragData.articles.map((article) => (
              <li key={article.id}>
                {article.title} <span className="pg-muted">({article.score.toFixed(2)})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {result.steps && result.steps.length > 0 ? (
        <section className="pg-result__section" aria-label={CHAIN_TEXTS.steps}>
          <h3 className="pg-result__title">{CHAIN_TEXTS.steps}</h3>
          <StepTimings steps={result.steps} label={CHAIN_TEXTS.steps} />
        </section>
      ) : null}
    </div>
  );
}
