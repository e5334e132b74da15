import { FileText, Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { formatCount, formatDateTime, formatDuration } from './format';
import { Pagination, ResourceView } from './shared-parts';
import { ADMIN_TEXTS } from './texts';

/** Conversations: search, the hide-empty checkbox, the list and its pages. */
export function ConversationsTab({ store }: { store: AdminStore }) {
  const searchId = useId();
  const searchDraft = useScreen(store, (state) => state.searchDraft);
  const hideEmpty = useScreen(store, (state) => state.hideEmpty);
  const page = useScreen(store, (state) => state.page);
  const list = useScreen(store, (state) => state.list);
  const empty = useScreen(store, (state) => state.analytics.data?.emptyConversations ?? 0);
  const { setSearchDraft, submitSearch, clearSearch, setHideEmpty, setPage, loadList, openTranscript } = store.getState();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void submitSearch();
  };

  return (
    <div className="pg-admin__stack">
      <form className="pg-admin__search" role="search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="pg-admin__visually-hidden">
          {ADMIN_TEXTS.searchPlaceholder}
        </label>
        <input
          id={searchId}
          className="pg-text-input"
          type="search"
          value={searchDraft}
          placeholder={ADMIN_TEXTS.searchPlaceholder}
          onChange={(event) => setSearchDraft(event.target.value)}
        />
        <button type="submit" className="pg-button pg-button--primary">
          <Search aria-hidden size={16} />
          {ADMIN_TEXTS.search}
        </button>
        <button type="button" className="pg-button pg-button--outline" onClick={() => void clearSearch()}>
          <X aria-hidden size={16} />
          {ADMIN_TEXTS.clear}
        </button>
      </form>
      <label className="pg-admin__checkbox">
        <input type="checkbox" checked={hideEmpty} onChange={(event) => void setHideEmpty(event.target.checked)} />
        {ADMIN_TEXTS.hideEmpty(empty)}
      </label>
      <ResourceView resource={list} onRetry={() => void loadList()}>
        {(data) => (
          <>
            {data.conversations.length === 0 ? (
              <p className="pg-muted pg-admin__none">{ADMIN_TEXTS.noConversations}</p>
            ) : (
              <ul className="pg-admin__rows" aria-label={ADMIN_TEXTS.tabs.conversations}>
                {data.conversations.map((conversation) => (
                  <li key={conversation.id} className="pg-admin__row pg-admin__row--conversation">
                    <div className="pg-admin__row-main">
                      <div className="pg-admin__row-head">
                        <span className="pg-admin__user">{conversation.user_id}</span>
                        <span className="pg-admin__badge" title="Project">
                          {conversation.project_id}
                        </span>
                      </div>
                      <div className="pg-admin__meta pg-muted">
                        <span>{formatDateTime(conversation.created_at)}</span>
                        {conversation.message_count === 0 ? (
                          <span className="pg-admin__count pg-admin__count--empty">0 messages {ADMIN_TEXTS.emptyMark}</span>
                        ) : (
                          <span className="pg-admin__count">{formatCount(conversation.message_count)} messages</span>
                        )}
                        <span>{formatDuration(conversation.first_message_at, conversation.last_message_at)}</span>
                      </div>
                    </div>
                    <button type="button" className="pg-button pg-button--outline pg-button--sm" onClick={() => void openTranscript(conversation.id)}>
                      <FileText aria-hidden size={16} />
                      {ADMIN_TEXTS.viewTranscript}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} totalPages={data.totalPages} busy={list.loading} onPage={(next) => void setPage(next)} label="Conversation pages" />
          </>
        )}
      </ResourceView>
    </div>
  );
}
