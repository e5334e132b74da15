import { RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useScreen } from '../shared/use-screen-store';
import type { N8nChatStore } from './n8n-chat-store';
import { N8N_TEXTS } from './texts';

/**
 * The Configuration panel: webhook URL with 'Update Webhook', User ID and Project ID,
 * the 'Ready' status, 'New Session', and the current session id and webhook.
 */
export function ConfigurationPanel({ store }: { store: N8nChatStore }) {
  const ids = { title: useId(), webhook: useId(), user: useId(), project: useId() };
  const [webhookEntry, setWebhookEntry] = useState('');
  const webhookUrl = useScreen(store, (state) => state.webhookUrl);
  const userId = useScreen(store, (state) => state.userId);
  const projectId = useScreen(store, (state) => state.projectId);
  const sessionId = useScreen(store, (state) => state.sessionId);
  const busy = useScreen(store, (state) => state.busy);
  const { updateWebhook, setUserId, setProjectId, newSession } = store.getState();

  const onUpdate = (event: FormEvent) => {
    event.preventDefault();
    updateWebhook(webhookEntry);
    setWebhookEntry('');
  };

  return (
    <section className="pg-card pg-config" aria-labelledby={ids.title}>
      <div className="pg-config__head">
        <h2 id={ids.title} className="pg-card__title">
          {N8N_TEXTS.configurationTitle}
        </h2>
        <span className={busy ? 'pg-status pg-status--busy' : 'pg-status'} role="status">
          {busy ? 'Thinking...' : N8N_TEXTS.ready}
        </span>
      </div>
      <form className="pg-field" onSubmit={onUpdate} noValidate>
        <label htmlFor={ids.webhook}>{N8N_TEXTS.webhookLabel}</label>
        <div className="pg-field__row">
          <input
            id={ids.webhook}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={webhookEntry}
            placeholder={N8N_TEXTS.webhookPlaceholder}
            onChange={(event) => setWebhookEntry(event.target.value)}
          />
          <button type="submit" className="pg-button pg-button--outline">
            {N8N_TEXTS.updateWebhook}
          </button>
        </div>
      </form>
      <div className="pg-config__ids">
        <div className="pg-field">
          <label htmlFor={ids.user}>{N8N_TEXTS.userIdLabel}</label>
          <input id={ids.user} value={userId} onChange={(event) => setUserId(event.target.value)} />
        </div>
        <div className="pg-field">
          <label htmlFor={ids.project}>{N8N_TEXTS.projectIdLabel}</label>
          <input id={ids.project} value={projectId} onChange={(event) => setProjectId(event.target.value)} />
        </div>
      </div>
      <div className="pg-config__session">
        <dl className="pg-config__facts">
          <div>
            <dt>{N8N_TEXTS.sessionIdLabel}</dt>
            <dd>
              <code data-testid="session-id">{sessionId}</code>
            </dd>
          </div>
          <div>
            <dt>{N8N_TEXTS.currentWebhookLabel}</dt>
            <dd>
              <code data-testid="current-webhook">{webhookUrl}</code>
            </dd>
          </div>
        </dl>
        <button type="button" className="pg-button pg-button--outline" onClick={newSession}>
          <RefreshCw aria-hidden="true" size={15} />
          {N8N_TEXTS.newSession}
        </button>
      </div>
    </section>
  );
}
