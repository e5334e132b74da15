import { useId } from 'react';
import { N8N_TEXTS } from './texts';

const PAYLOAD_EXAMPLE = `POST {webhook URL}
Content-Type: application/json

{ "chatInput": "How do I insulate a weatherboard house?",
  "sessionId": "3f2b…-…" }`;

const ANSWER_EXAMPLE = `200 OK
Content-Type: application/json

{ "output": "The advisor's reply (Markdown)" }`;

/** The 'Integration Information' card: what the chat posts and the answer it expects. */
export function IntegrationInfo() {
  const titleId = useId();
  return (
    <section className="pg-card pg-integration" aria-labelledby={titleId}>
      <h2 id={titleId} className="pg-card__title">
        {N8N_TEXTS.integrationTitle}
      </h2>
      <p>
        Each message is posted as JSON to the webhook URL: <code>chatInput</code> is the text typed, <code>sessionId</code> the
        session shown above (a new one after 'New Session'), so the workflow can keep one memory per session.
      </p>
      <pre className="pg-code" aria-label="Payload">{PAYLOAD_EXAMPLE}</pre>
      <p>
        The workflow answers JSON with the reply in <code>output</code> (an n8n Respond to Webhook node returning the AI
        Agent's <code>output</code>; an array of items is read from its first item).
      </p>
      <pre className="pg-code" aria-label="Expected response">{ANSWER_EXAMPLE}</pre>
      <p className="pg-muted">
        The default webhook is this server's own <code>/api/n8n/webhook</code>, answered by the Energy Advisor. A webhook on
        another origin must allow this page's origin (CORS); no cookies are sent to it.
      </p>
    </section>
  );
}
