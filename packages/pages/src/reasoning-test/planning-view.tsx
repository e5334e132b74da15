import type { PlanResponse } from '@energy-advisor/contracts';
import { REASONING_TEXTS } from './texts';

/** The Planning view: the plan step by step, whether it needs the API, and the endpoints it suggests. */
export function PlanningView({ result }: { result: PlanResponse }) {
  return (
    <div className="pg-result">
      <section className="pg-result__section" aria-label={REASONING_TEXTS.plan}>
        <div className="pg-result__head">
          <h3 className="pg-result__title">{REASONING_TEXTS.plan}</h3>
          <span className={result.needsApi ? 'pg-badge pg-badge--info' : 'pg-badge pg-badge--neutral'}>
            {REASONING_TEXTS.needsApi}: {result.needsApi ? REASONING_TEXTS.yes : REASONING_TEXTS.no}
          </span>
        </div>
        <ol className="pg-steps">
          {result.plan.map((step, index) => (
            <li key={`${index}-${step}`}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="pg-result__section" aria-label={REASONING_TEXTS.suggestedEndpoints}>
        <h3 className="pg-result__title">{REASONING_TEXTS.suggestedEndpoints}</h3>
        {result.suggestedEndpoints.length === 0 ? (
          <p className="pg-muted">{REASONING_TEXTS.noEndpoints}</p>
        ) : (
          <ul className="pg-steps">
            {result.suggestedEndpoints.map((endpoint) => (
              <li key={endpoint}>
                <code>{endpoint}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
