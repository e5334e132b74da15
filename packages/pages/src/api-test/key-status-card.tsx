import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { BACKEND_LABELS } from '../shared/backend-names';
import { FailureNotice } from '../shared/failure-notice';
import { useScreen } from '../shared/use-screen-store';
import type { ApiTestStore, KeyStatus } from './api-test-store';
import { KeyStatusBadge } from './key-status-badge';
import { API_TEST_TEXTS } from './texts';

/**
 * 'Back ends and API keys': each back end with its model and key status (the offline advisor
 * needs none), what the check found, and a button to check again.
 */
export function KeyStatusCard({ store }: { store: ApiTestStore }) {
  const titleId = useId();
  const providers = useScreen(store, (state) => state.providers);
  const keys = useScreen(store, (state) => state.keys);
  const checking = Object.values(keys).some((status) => status?.state === 'checking');
  const texts = API_TEST_TEXTS.keys;
  return (
    <section className="pg-card" aria-labelledby={titleId}>
      <div className="pg-result__head">
        <h2 id={titleId} className="pg-card__title">
          {texts.title}
        </h2>
        <button
          type="button"
          className="pg-button pg-button--outline pg-button--sm"
          disabled={providers.status !== 'done' || checking}
          onClick={() => void store.getState().checkKeys()}
        >
          <RefreshCw aria-hidden size={14} />
          {texts.recheck}
        </button>
      </div>
      {providers.status === 'failed' ? <FailureNotice failure={providers.failure} /> : null}
      {providers.status === 'running' || providers.status === 'idle' ? (
        <p className="pg-muted" role="status">
          {texts.loading}
        </p>
      ) : null}
      {providers.status === 'done' ? (
        <>
          <ul className="pg-keys">
            {providers.data.providers.map((provider) => {
              const status = keys[provider.name];
              const found = status ? checkMessage(status) : undefined;
              return (
                <li key={provider.name} className="pg-key" aria-label={BACKEND_LABELS[provider.name]}>
                  <div className="pg-key__name">
                    <strong>{BACKEND_LABELS[provider.name]}</strong>
                    {provider.default ? <span className="pg-badge pg-badge--info">{texts.defaultBadge}</span> : null}
                  </div>
                  <code className="pg-key__model">{provider.model}</code>
                  <div className="pg-key__status" aria-live="polite">
                    {provider.kind === 'offline' ? (
                      <span className="pg-muted">{texts.noKeyNeeded}</span>
                    ) : status ? (
                      <KeyStatusBadge status={status} />
                    ) : null}
                  </div>
                  {found ? <p className="pg-key__message pg-muted">{found}</p> : null}
                </li>
              );
            })}
          </ul>
          <p className="pg-muted">{texts.reasoningModel(providers.data.reasoningModel)}</p>
        </>
      ) : null}
    </section>
  );
}

/** What a finished check found, in the server's words (or why the check itself failed). */
function checkMessage(status: KeyStatus): string | undefined {
  if (status.state === 'checking') return undefined;
  if (status.state === 'valid') return status.answer.message;
  if (status.answer) return status.answer.message;
  return status.failure ? [status.failure.message, status.failure.detail].filter(Boolean).join(': ') : undefined;
}
