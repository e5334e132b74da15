import type { WebhookAnswer, WebhookRequest } from '@energy-advisor/contracts';
import type { Http } from './http';

/**
 * POST {webhook URL} — the workflow-webhook chat of /n8n-chat. `url` is absolute and may be on
 * another origin, so cookies go only to the page's own origin (`credentials: 'same-origin'`).
 */
export function postWebhook(http: Http, url: string | URL, payload: WebhookRequest): Promise<WebhookAnswer> {
  return http.post(new URL(url), { json: payload, credentials: 'same-origin' }).json<WebhookAnswer>();
}
