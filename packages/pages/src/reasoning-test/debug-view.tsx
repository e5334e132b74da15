import type { PlanResponse } from '@energy-advisor/contracts';
import { ApiCallsList } from '../shared/api-calls-list';
import { JsonView } from '../shared/json-view';
import { StepTimings } from '../shared/step-timings';
import { REASONING_TEXTS } from './texts';

/** The Debug view: the agent's reasoning, every tool call that ran, the knowledge-base data and each step's time. */
export function DebugView({ result }: { result: PlanResponse }) {
  const { debug } = result;
  return (
    <div className="pg-result">
      <section className="pg-result__section" aria-label={REASONING_TEXTS.reasoning}>
        <h3 className="pg-result__title">{REASONING_TEXTS.reasoning}</h3>
        <p className="pg-prewrap">{debug.reasoning}</p>
      </section>
      <section className="pg-result__section" aria-label={REASONING_TEXTS.apiCalls}>
        <h3 className="pg-result__title">{REASONING_TEXTS.apiCalls}</h3>
        <ApiCallsList calls={debug.apiCalls} empty={REASONING_TEXTS.noApiCalls} queryLabel={REASONING_TEXTS.callQuery} responseLabel={REASONING_TEXTS.callResponse} />
      </section>
      <section className="pg-result__section" aria-label={REASONING_TEXTS.ragData}>
        <h3 className="pg-result__title">{REASONING_TEXTS.ragData}</h3>
        <JsonView value={debug.ragData ?? null} label={REASONING_TEXTS.ragData} />
      </section>
      {result.steps && result.steps.length > 0 ? (
        <section className="pg-result__section" aria-label={REASONING_TEXTS.steps}>
          <h3 className="pg-result__title">{REASONING_TEXTS.steps}</h3>
          <StepTimings steps={result.steps} label={REASONING_TEXTS.steps} />
        </section>
      ) : null}
    </div>
  );
}
