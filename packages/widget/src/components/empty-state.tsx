import type { MouseEvent } from 'react';
import { DEFAULT_LABELS, type WidgetLabels } from '../labels';
import { useWidget } from '../store';
import { useLabels } from './widget-config';

/** The suggestion chips and the question each puts in the input. */
export const suggestionsOf = (labels: WidgetLabels) => [
  { label: labels.suggestionRating, question: labels.suggestionRatingQuestion },
  { label: labels.suggestionWindows, question: labels.suggestionWindowsQuestion },
  { label: labels.suggestionBridging, question: labels.suggestionBridgingQuestion },
];

/** The default suggestion chips. */
export const SUGGESTIONS = suggestionsOf(DEFAULT_LABELS);

/** Shown while there is no history: the project (or job) and the three suggestion chips. */
export function EmptyState() {
  const projectId = useWidget((state) => state.projectId);
  const jobId = useWidget((state) => state.jobId);
  const setDraft = useWidget((state) => state.setDraft);
  const labels = useLabels();
  const fill = (question: string) => (event: MouseEvent<HTMLButtonElement>) => {
    setDraft(question);
    event.currentTarget.closest('.ea-panel')?.querySelector<HTMLTextAreaElement>('.ea-input textarea')?.focus();
  };
  return (
    <div className="ea-empty">
      {(projectId || jobId) && (
        <p className="ea-empty__project">
          {projectId ? labels.project : labels.job}: <strong>{projectId || jobId}</strong>
        </p>
      )}
      <div className="ea-chips" role="group" aria-label={labels.suggestions}>
        {suggestionsOf(labels).map(({ label, question }) => (
          <button key={label} type="button" className="ea-chip" part="button chip" onClick={fill(question)}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
