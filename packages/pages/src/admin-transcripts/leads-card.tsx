import { Download } from 'lucide-react';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { formatCount, formatDateTime } from './format';
import { Pagination, ResourceView } from './shared-parts';
import { ADMIN_TEXTS } from './texts';

/** The captured leads, a page at a time, with the CSV download of all of them. */
export function LeadsCard({ store }: { store: AdminStore }) {
  const leads = useScreen(store, (state) => state.leads);
  const page = useScreen(store, (state) => state.leadsPage);
  const csvUrl = useScreen(store, (state) => state.leadsCsvUrl);
  const { setLeadsPage, openTranscript } = store.getState();
  return (
    <section className="pg-card" aria-labelledby="admin-leads">
      <div className="pg-admin__card-head">
        <h2 id="admin-leads" className="pg-card__title">
          {ADMIN_TEXTS.leadsTitle}
          {leads.data ? <span className="pg-muted"> ({formatCount(leads.data.total)})</span> : null}
        </h2>
        <a className="pg-button pg-button--outline pg-button--sm" href={csvUrl} download>
          <Download aria-hidden size={16} />
          {ADMIN_TEXTS.downloadCsv}
        </a>
      </div>
      <ResourceView resource={leads} onRetry={() => void setLeadsPage(page)}>
        {(data) =>
          data.leads.length === 0 ? (
            <p className="pg-muted">{ADMIN_TEXTS.noLeads}</p>
          ) : (
            <>
              <div className="pg-admin__table-wrap">
                <table className="pg-admin__table">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                      <th scope="col">User</th>
                      <th scope="col">Project</th>
                      <th scope="col">Submitted</th>
                      <th scope="col">
                        <span className="pg-admin__visually-hidden">Transcript</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.leads.map((lead) => (
                      <tr key={lead.id}>
                        <td>{lead.name}</td>
                        <td>
                          <a href={`mailto:${lead.email}`}>{lead.email}</a>
                        </td>
                        <td>{lead.user_id}</td>
                        <td>{lead.project_id}</td>
                        <td>{formatDateTime(lead.created_at)}</td>
                        <td>
                          <button type="button" className="pg-admin__link" onClick={() => void openTranscript(lead.conversation_id)}>
                            {ADMIN_TEXTS.view}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page} totalPages={data.totalPages} busy={leads.loading} onPage={(next) => void setLeadsPage(next)} label="Lead pages" />
            </>
          )
        }
      </ResourceView>
    </section>
  );
}
