import { DEFAULT_ASSISTANT_REPLY } from '@energy-advisor/contracts/constants';

/**
 * The assistant text of a webhook answer: its `output`. An n8n "Respond to Webhook" node answering
 * all incoming items sends an array, so the first item's `output` counts too. When there is no
 * text, the default assistant reply.
 */
export function webhookOutput(answer: unknown): string {
  const item: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (typeof item === 'object' && item !== null) {
    const { output } = item as { output?: unknown };
    if (typeof output === 'string' && output.trim() !== '') return output;
  }
  return DEFAULT_ASSISTANT_REPLY;
}
