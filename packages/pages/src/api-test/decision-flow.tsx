import { StepTimings } from '../shared/step-timings';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import type { ApiOutcome } from './api-outcome';
import { API_TEST_TEXTS } from './texts';

/**
 * Decision Flow: what the server decided and did, in order. The voice agent: its planner, which
 * lookup answered (or what it needs to ask), every tool call that ran; the direct API: whether the
 * lookup was needed and used, each pipeline step with its time, and who answered.
 */
export function DecisionFlow({ outcome }: { outcome: ApiOutcome }) {
  const texts = API_TEST_TEXTS.flow;
  const steps: string[] = [texts.received(outcome.query)];
  if (outcome.kind === 'voice') {
    const { data } = outcome;
    if (data.planner) steps.push(texts.planner(data.planner));
    for (const call of data.apiCalls ?? []) steps.push(texts.toolCall(call.query, call.ok));
    steps.push(data.result.type === 'apiResponse' ? texts.apiResponse(data.result.endpoint) : texts.needMoreInfo(data.result.whatToAsk));
    if (data.result.type === 'apiResponse' && data.result.reasoning) steps.push(data.result.reasoning);
    steps.push(texts.succeeded(data.success));
    if (data.model_used) steps.push(texts.answered(data.model_used, data.processingTimeMs === undefined ? '—' : TEST_PAGE_TEXTS.duration(data.processingTimeMs)));
  } else {
    const { data } = outcome;
    steps.push(texts.shouldUseApi(data.shouldUseApi));
    steps.push(texts.usedApi(data.usedApi));
    if (data.apiError) steps.push(texts.apiError(data.apiError));
    if (data.model_used) steps.push(texts.answered(data.model_used, TEST_PAGE_TEXTS.duration(data.processingTimeMs)));
  }
  return (
    <div className="pg-result">
      <ol className="pg-flow">
        {steps.map((step, index) => (
          <li key={`${index}-${step}`}>{step}</li>
        ))}
      </ol>
      {outcome.kind === 'direct' && outcome.data.steps && outcome.data.steps.length > 0 ? (
        <StepTimings steps={outcome.data.steps} label={TEST_PAGE_TEXTS.steps} />
      ) : null}
    </div>
  );
}
