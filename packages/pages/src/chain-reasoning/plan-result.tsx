import type { ChainPlanResult } from '@energy-advisor/contracts';
import { CHAIN_TEXTS } from './texts';

/** What 'Create Plan' came to: the agent's reasoning, whether it would call the API, and which calls. */
export function PlanResult({ result }: { result: ChainPlanResult }) {
  return (
    <div className="pg-result">
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
