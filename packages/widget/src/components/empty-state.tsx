import type { MouseEvent } from 'react';
import { useWidget } from '../store';

/** The suggestion chips and the question each puts in the input. */
export const SUGGESTIONS = [
  { label: 'Improve star rating', question: 'How can I improve the star rating of my house design?' },
  { label: 'Window efficiency', question: 'Which windows give the best energy efficiency for my climate zone?' },
  { label: 'Thermal bridging', question: 'What is thermal bridging, and how do I avoid it in my build?' },
] as const;

/** Shown while there is no history: the project (or job) and the three suggestion chips. */
export function EmptyState() {
  const projectId = useWidget((state) => state.projectId);
  const jobId = useWidget((state) => state.jobId);
  const setDraft = useWidget((state) => state.setDraft);
  const fill = (question: string) => (event: MouseEvent<HTMLButtonElement>) => {
    setDraft(question);
    event.currentTarget.closest('.ea-panel')?.querySelector<HTMLTextAreaElement>('.ea-input textarea')?.focus();
  };
  return (
    <div className="ea-empty">
      {(projectId || jobId) && (
        <p className="ea-empty__project">
          {projectId ? 'Project' : 'Job'}: <strong>{projectId || jobId}</strong>
        </p>
      )}
      <div className="ea-chips" role="group" aria-label="Suggestions">
        {SUGGESTIONS.map(({ label, question }) => (
          <button key={label} type="button" className="ea-chip" onClick={fill(question)}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
