import type { PipelineStep } from '@energy-advisor/contracts';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/** Props of {@link StepTimings}. */
export interface StepTimingsProps {
  steps: readonly PipelineStep[];
  /** The accessible name of the table, e.g. 'Traditional steps'. */
  label: string;
  /** The time a full bar stands for; by default the slowest step's (columns side by side pass a common one). */
  scaleMs?: number | undefined;
}

/**
 * A pipeline's steps with the time each really took (as the server measured it), each drawn as a
 * bar relative to the slowest step (or to `scaleMs`, so columns side by side compare).
 */
export function StepTimings({ steps, label, scaleMs }: StepTimingsProps) {
  if (steps.length === 0) return null;
  const slowest = Math.max(scaleMs ?? 0, ...steps.map((step) => step.processingTimeMs), 0.001);
  return (
    <table className="pg-steps-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step, index) => (
          <tr key={`${index}-${step.name}`}>
            <th scope="row">
              <span className="pg-steps-table__name">{step.name}</span>
              {step.detail ? <span className="pg-steps-table__detail">{step.detail}</span> : null}
            </th>
            <td>
              <span className="pg-steps-table__time">{TEST_PAGE_TEXTS.duration(step.processingTimeMs)}</span>
              <span className="pg-steps-table__bar" aria-hidden style={{ width: `${Math.max(2, (step.processingTimeMs / slowest) * 100)}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
