import type { ProviderQueryResult } from '@energy-advisor/contracts';
import { Markdown } from '@energy-advisor/widget/parts';
import { useId, type ReactNode } from 'react';
import { AnswerSourceLine } from './answer-source-line';
import { RunView } from './run-view';
import type { RunState } from './run-state';
import { StepTimings } from './step-timings';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/** Props of {@link QueryResultColumn}. */
export interface QueryResultColumnProps {
  /** The column's heading, e.g. 'OpenAI'. */
  title: string;
  /** The call behind it, e.g. 'POST /api/openai/query'. */
  endpoint: string;
  run: RunState<ProviderQueryResult>;
  runningText: string;
  /** Shown before the first query. */
  idleText: string;
  /** Extra content under the heading (e.g. a 'Faster' badge). */
  badge?: ReactNode;
  /** The time a full step bar stands for, common to the columns side by side. */
  stepScaleMs?: number | undefined;
}

/**
 * One column of a comparison page: the back end's name and call, then who answered (the server's
 * label; a missing or refused key said plainly), the total time, the answer, the sources and each
 * step's real time.
 */
export function QueryResultColumn({ title, endpoint, run, runningText, idleText, badge, stepScaleMs }: QueryResultColumnProps) {
  const headingId = useId();
  return (
    <section className="pg-card pg-column" aria-labelledby={headingId} aria-busy={run.status === 'running'}>
      <div className="pg-column__head">
        <div className="pg-result__head">
          <h2 id={headingId} className="pg-card__title">
            {title}
          </h2>
          {badge}
        </div>
        <code className="pg-muted pg-column__endpoint">{endpoint}</code>
      </div>
      <RunView run={run} runningText={runningText} idle={<p className="pg-muted">{idleText}</p>}>
        {(result) => (
          <div className="pg-result">
            <AnswerSourceLine answer={result} />
            <div className="pg-column__meta">
              <span className="pg-badge pg-badge--neutral">
                {TEST_PAGE_TEXTS.processingTime}: {TEST_PAGE_TEXTS.duration(result.processingTimeMs)}
              </span>
              {result.usedApi ? <span className="pg-badge pg-badge--info">{TEST_PAGE_TEXTS.usedLookupApi}</span> : null}
            </div>
            <Markdown source={result.content} />
            {result.apiError ? <p className="pg-muted">{TEST_PAGE_TEXTS.lookupFailed(result.apiError)}</p> : null}
            {result.citations && result.citations.length > 0 ? (
              <div className="pg-result__section">
                <h3 className="pg-result__title">{TEST_PAGE_TEXTS.sources}</h3>
                <ul className="pg-sources">
                  {result.citations.map((citation) => (
                    <li key={citation.id}>{citation.title}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {result.steps && result.steps.length > 0 ? (
              <div className="pg-result__section">
                <h3 className="pg-result__title">{TEST_PAGE_TEXTS.steps}</h3>
                <StepTimings steps={result.steps} label={`${title}: ${TEST_PAGE_TEXTS.steps}`} scaleMs={stepScaleMs} />
              </div>
            ) : null}
          </div>
        )}
      </RunView>
    </section>
  );
}

/** The slowest step of the answered columns: the common scale of their step bars. */
export function slowestStep(runs: readonly RunState<ProviderQueryResult>[]): number {
  return Math.max(0, ...runs.flatMap((run) => (run.status === 'done' ? (run.data.steps ?? []).map((step) => step.processingTimeMs) : [])));
}
