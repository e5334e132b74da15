import type { ProviderName, VoiceAgentDetails } from '@energy-advisor/contracts';
import { format } from 'date-fns';
import { BACKEND_LABELS } from '../shared/backend-names';
import { AGENT_TEST_TEXTS } from './texts';

const FIELDS = ['id', 'projectId', 'voice', 'greeting', 'provider', 'model', 'createdAt'] as const;

/** The created agent as the server stored it: id, project, voice, greeting, back end, model, time. */
export function AgentDetails({ agent }: { agent: VoiceAgentDetails }) {
  return (
    <dl className="pg-facts">
      {FIELDS.filter((field) => agent[field] !== undefined && agent[field] !== '').map((field) => (
        <div key={field} className="pg-facts__row">
          <dt>{AGENT_TEST_TEXTS.details[field]}</dt>
          <dd>{field === 'id' ? <code>{agent.id}</code> : shown(field, agent[field] ?? '')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail as shown: the back end by its name (and the server's), the time readable. */
function shown(field: (typeof FIELDS)[number], value: string) {
  if (field === 'provider' && value in BACKEND_LABELS) return `${BACKEND_LABELS[value as ProviderName]} (${value})`;
  if (field === 'createdAt') {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : <time dateTime={value}>{format(time, 'd MMM yyyy, h:mm a')}</time>;
  }
  return value;
}
