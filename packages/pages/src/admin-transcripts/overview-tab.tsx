import { ADMIN_LIMITS } from '@energy-advisor/contracts/constants';
import { Eye } from 'lucide-react';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { formatCount, formatDateTime, formatPercent } from './format';
import { ResourceView, TitledCard } from './shared-parts';
import { ADMIN_TEXTS } from './texts';

/** Overview: four cards and the 5 most recent conversations. */
export function OverviewTab({ store }: { store: AdminStore }) {
  const analytics = useScreen(store, (state) => state.analytics);
  const recent = useScreen(store, (state) => state.recent);
  const { loadAnalytics, start, openTranscript } = store.getState();
  return (
    <div className="pg-admin__stack">
      <ResourceView resource={analytics} onRetry={() => void loadAnalytics()}>
        {(data) => (
          <div className="pg-admin__cards">
            <StatCard label={ADMIN_TEXTS.cards.totalConversations} value={formatCount(data.totalConversations)} />
            <StatCard label={ADMIN_TEXTS.cards.totalMessages} value={formatCount(data.totalMessages)} />
            <StatCard label={ADMIN_TEXTS.cards.averageMessages} value={data.averageMessages.toFixed(1)} />
            <StatCard
              label={ADMIN_TEXTS.cards.emptyConversations}
              value={formatCount(data.emptyConversations)}
              note={`${formatPercent(data.emptyPercentage)} of total`}
            />
          </div>
        )}
      </ResourceView>
      <TitledCard title={ADMIN_TEXTS.recentTitle}>
        <ResourceView resource={recent} onRetry={() => void start()}>
          {(data) =>
            data.conversations.length === 0 ? (
              <p className="pg-muted">{ADMIN_TEXTS.noConversations}</p>
            ) : (
              <ul className="pg-admin__rows">
                {data.conversations.slice(0, ADMIN_LIMITS.recentConversations).map((conversation) => (
                  <li key={conversation.id} className="pg-admin__row pg-admin__row--recent">
                    <div className="pg-admin__row-main">
                      <span className="pg-admin__user">{conversation.user_id}</span>
                      <span className="pg-admin__meta pg-muted">
                        <span>{formatDateTime(conversation.created_at)}</span>
                        <span className="pg-admin__count">{formatCount(conversation.message_count)} messages</span>
                      </span>
                    </div>
                    <button
                      type="button"
                      className="pg-button pg-button--outline pg-button--sm"
                      aria-label={`${ADMIN_TEXTS.view} ${conversation.user_id}`}
                      onClick={() => void openTranscript(conversation.id)}
                    >
                      <Eye aria-hidden size={16} />
                      {ADMIN_TEXTS.view}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </ResourceView>
      </TitledCard>
    </div>
  );
}

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <section className="pg-card pg-admin__stat" aria-label={label}>
      <h2 className="pg-admin__stat-label">{label}</h2>
      <p className="pg-admin__stat-value">{value}</p>
      {note !== undefined ? <p className="pg-muted pg-admin__stat-note">{note}</p> : null}
    </section>
  );
}
