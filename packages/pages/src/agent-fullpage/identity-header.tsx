import { useId, useState, type FormEvent } from 'react';
import type { AgentIdentity } from './page-settings';

/** The heading of /agent-fullpage ('Full-page assistant demo'). */
export const AGENT_PAGE_HEADING = 'Full-page assistant demo';

const FIELDS: { name: keyof AgentIdentity; label: string; placeholder: string }[] = [
  { name: 'projectId', label: 'Project ID', placeholder: 'e.g. project-123' },
  { name: 'jobId', label: 'Job ID', placeholder: 'e.g. job-42' },
  { name: 'userId', label: 'User ID', placeholder: 'required' },
];

/**
 * The header of the full-page demo when it is not embedded: the project, job and user
 * ids, editable. 'Apply' hands the trimmed ids over; a blank user id is refused (the field is
 * required), a blank project id leaves the job id as the project key.
 */
export function IdentityHeader({ identity, onApply }: { identity: AgentIdentity; onApply(identity: AgentIdentity): void }) {
  const [draft, setDraft] = useState(identity);
  const idPrefix = useId();
  const noProject = draft.projectId.trim() === '' && draft.jobId.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.userId.trim() === '' || noProject) return;
    onApply({ projectId: draft.projectId.trim(), jobId: draft.jobId.trim(), userId: draft.userId.trim() });
  };
  return (
    <header className="af-header">
      <h1 className="af-header__title">{AGENT_PAGE_HEADING}</h1>
      <form className="af-header__form" aria-label="Who is chatting" onSubmit={submit}>
        {FIELDS.map(({ name, label, placeholder }) => (
          <label key={name} className="af-field" htmlFor={`${idPrefix}-${name}`}>
            <span>{label}</span>
            <input
              id={`${idPrefix}-${name}`}
              value={draft[name]}
              placeholder={placeholder}
              required={name === 'userId'}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="af-header__apply" disabled={draft.userId.trim() === '' || noProject}>
          Apply
        </button>
      </form>
    </header>
  );
}
