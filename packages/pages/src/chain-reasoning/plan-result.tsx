import type { ChainPlanResult } from '@energy-advisor/contracts';
import { AnswerSourceLine } from '../shared/answer-source-line';
import { CHAIN_TEXTS } from './texts';

/** What 'Create Plan' came to: who planned, the plan, the agent's reasoning, whether it would call the API, and which calls. */
export function PlanResult({ result }: { result: ChainPlanResult }) {
  return (
    <div className="pg-result">
      <AnswerSourceLine answer={result} />
      {result.planner ? (
        <div className="pg-column__meta">
          <span className="pg-badge pg-badge--neutral">{CHAIN_TEXTS.planner(result.planner)}</span>
        </div>
      ) : null}
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
        <p className="pg-prewrap">{result.reasoning}</p>
      </section>
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.plannedApiCalls}>
        <div className="pg-result__head">
          <h3 className="pg-result__title">{CHAIN_TEXTS.plannedApiCalls}</h3>
          <span className={result.wouldUseApi ? 'pg-badge pg-badge--info' : 'pg-badge pg-badge--neutral'}>
            {CHAIN_TEXTS.wouldUseApi}: {result.wouldUseApi ? CHAIN_TEXTS.yes : CHAIN_TEXTS.no}
          </span>
        </div>
        {result.plannedApiCalls.length === 0 ? (
          <p className="pg-muted">{CHAIN_TEXTS.noPlannedCalls}</p>
        ) : (
          <ol className="pg-steps">
            {result.plannedApiCalls.map((call, index) => (
              <li key={`${index}-${call}`}>
                <code>{call}</code>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
