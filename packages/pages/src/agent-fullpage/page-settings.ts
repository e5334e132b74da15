import { PARENT_ORIGINS_META } from '@energy-advisor/contracts/constants';

/** The ids the full-page demo starts with when the query names none. */
export const DEFAULT_PROJECT_ID = 'demo-project';
export const DEFAULT_USER_ID = 'test-user';

/** Who the assistant is for: a project id or a job id (the project key when there is no project id), and a user. */
export interface AgentIdentity {
  projectId: string;
  jobId: string;
  userId: string;
}

/** What /agent-fullpage reads from its address. */
export interface AgentPageSettings extends AgentIdentity {
  /** `embedded=true`: the page is inside a host's iframe; no header. */
  embedded: boolean;
}

const clean = (value: string | null) => value?.trim() ?? '';

/**
 * Reads projectId, jobId, userId and embedded=true from the query. Without a project
 * and a job id the project is 'demo-project'; without a user id the user is 'test-user'. A job id
 * alone is kept alone, so it becomes the project key.
 */
export function readPageSettings(search: string): AgentPageSettings {
  const query = new URLSearchParams(search);
  const projectId = clean(query.get('projectId'));
  const jobId = clean(query.get('jobId'));
  return {
    projectId: projectId === '' && jobId === '' ? DEFAULT_PROJECT_ID : projectId,
    jobId,
    userId: clean(query.get('userId')) || DEFAULT_USER_ID,
    embedded: query.get('embedded') === 'true',
  };
}

/** The query string for `identity`, keeping the other parameters of `search` (embedded, …). */
export function searchWithIdentity(search: string, identity: AgentIdentity): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(identity)) {
    if (value.trim() === '') query.delete(name);
    else query.set(name, value.trim());
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The parent origins the server allows (ALLOWED_PARENT_ORIGINS), from the meta tag it writes into
 * this page; '' when there is none (a dev server, another host): then only the page's own origin.
 */
export function allowedParentOrigins(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${PARENT_ORIGINS_META}"]`)?.content.trim() ?? '';
}
