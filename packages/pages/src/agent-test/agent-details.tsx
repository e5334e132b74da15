import type { VoiceAgentDetails } from '@energy-advisor/contracts';
import { AGENT_TEST_TEXTS } from './texts';

const FIELDS = ['id', 'projectId', 'voice', 'greeting', 'provider', 'model', 'createdAt'] as const;

/** The created agent as the server stored it: id, project, voice, greeting, back end, model, time. */
export function AgentDetails({ agent }: { agent: VoiceAgentDetails }) {
  return (
    <dl className="pg-facts">
      {FIELDS.filter((field) => agent[field] !== undefined && agent[field] !== '').map((field) => (
        <div key={field} className="pg-facts__row">
          <dt>{AGENT_TEST_TEXTS.details[field]}</dt>
          <dd>{field === 'id' ? <code>{agent.id}</code> : agent[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
