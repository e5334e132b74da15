import { ADMIN_LIMITS } from '@energy-advisor/contracts/constants';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { formatCount, formatDay, formatPercent } from './format';
import { LeadsCard } from './leads-card';
import { ResourceView, TitledCard } from './shared-parts';
import { ADMIN_TEXTS } from './texts';

/** Analytics: top users, conversations by day, and the lead funnel with the leads. */
export function AnalyticsTab({ store }: { store: AdminStore }) {
  const analytics = useScreen(store, (state) => state.analytics);
  const { loadAnalytics } = store.getState();
  return (
    <div className="pg-admin__stack">
      <ResourceView resource={analytics} onRetry={() => void loadAnalytics()}>
        {(data) => {
          const days = data.conversationsByDay.slice(0, ADMIN_LIMITS.daysShown);
          const max = Math.max(1, ...days.map((day) => day.count));
          return (
            <div className="pg-admin__stack">
              <div className="pg-admin__columns">
                <TitledCard title={ADMIN_TEXTS.topUsersTitle}>
                  {data.topUsers.length === 0 ? (
                    <p className="pg-muted">{ADMIN_TEXTS.noData}</p>
                  ) : (
                    <ol className="pg-admin__rows pg-admin__ranked">
                      {data.topUsers.slice(0, ADMIN_LIMITS.topUsers).map((user, index) => (
                        <li key={user.user_id} className="pg-admin__row">
                          <span className="pg-admin__rank">#{index + 1}</span>
                          <span className="pg-admin__user">{user.user_id}</span>
                          <span className="pg-admin__figures pg-muted">
                            <span>{formatCount(user.conversation_count)} conversations</span>
                            <span>{formatCount(user.total_messages)} messages</span>
                          </span>
                        </li>
                      ))}
                    </ol>
                  )}
                </TitledCard>
                <TitledCard title={ADMIN_TEXTS.byDayTitle}>
                  {days.length === 0 ? (
                    <p className="pg-muted">{ADMIN_TEXTS.noData}</p>
                  ) : (
                    <ul className="pg-admin__days">
                      {days.map((day) => (
                        <li key={day.date} className="pg-admin__day">
                          <span className="pg-admin__day-label">{formatDay(day.date)}</span>
                          <span className="pg-admin__bar-track" aria-hidden>
                            <span className="pg-admin__bar" style={{ width: `${(day.count / max) * 100}%` }} />
                          </span>
                          <span className="pg-admin__day-count">{formatCount(day.count)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </TitledCard>
              </div>
              <TitledCard title={ADMIN_TEXTS.funnelTitle}>
                <dl className="pg-admin__funnel">
                  <div>
                    <dt>{ADMIN_TEXTS.reachedLeadForm}</dt>
                    <dd>{formatCount(data.leadFunnel.reachedLeadForm)}</dd>
                  </div>
                  <div>
                    <dt>{ADMIN_TEXTS.leadsSubmitted}</dt>
                    <dd>{formatCount(data.leadFunnel.leadsSubmitted)}</dd>
                  </div>
                  <div>
                    <dt>{ADMIN_TEXTS.conversionRate}</dt>
                    <dd>{formatPercent(data.leadFunnel.conversionRate)}</dd>
                  </div>
                </dl>
              </TitledCard>
            </div>
          );
        }}
      </ResourceView>
      <LeadsCard store={store} />
    </div>
  );
}
