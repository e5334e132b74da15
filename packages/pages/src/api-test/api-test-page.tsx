import * as Tabs from '@radix-ui/react-tabs';
import { BACKEND_CHOICES } from '../shared/backend-names';
import { BackendSelect } from '../shared/backend-select';
import { ExampleQueries } from '../shared/example-queries';
import { QueryForm } from '../shared/query-form';
import { identityFromQuery, type QueryIdentity } from '../shared/query-identity';
import { RunView } from '../shared/run-view';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import '../shared/test-pages.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { createApiTestStore, type ApiTab, type ApiTestClient, type ApiTestStore } from './api-test-store';
import { KeyStatusCard } from './key-status-card';
import { ResultTabs } from './result-tabs';
import { API_TEST_TEXTS } from './texts';

export interface ApiTestPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: ApiTestClient;
  /** Who the queries are for; by default the page's query (projectId, userId) or the fallbacks. */
  identity?: QueryIdentity;
}

const API_TABS: readonly ApiTab[] = ['voice', 'direct'];

/**
 * /api-test: the back ends' key status, then tabs 'Voice Agent API' and 'Direct API', each
 * answer read as AI Response, Decision Flow, Formatted or Raw JSON.
 */
export function ApiTestPage({ client, identity }: ApiTestPageProps) {
  const store = useScreenStore(() => createApiTestStore(client ?? createScreenClient(), identity ?? identityFromQuery()), {
    start: (created) => void created.getState().start(),
  });
  const apiTab = useScreen(store, (state) => state.apiTab);
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{API_TEST_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{API_TEST_TEXTS.intro}</p>
      </header>
      <KeyStatusCard store={store} />
      <Tabs.Root className="pg-tabs" value={apiTab} onValueChange={(value) => store.getState().setApiTab(value as ApiTab)}>
        <Tabs.List className="pg-tab-list" aria-label={API_TEST_TEXTS.apiTabsLabel}>
          {API_TABS.map((tab) => (
            <Tabs.Trigger key={tab} className="pg-tab" value={tab}>
              {API_TEST_TEXTS.apiTabs[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {API_TABS.map((tab) => (
          <Tabs.Content key={tab} className="pg-tab-panel" value={tab}>
            <ApiPanel store={store} tab={tab} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function ApiPanel({ store, tab }: { store: ApiTestStore; tab: ApiTab }) {
  const query = useScreen(store, (state) => state.query);
  const backend = useScreen(store, (state) => state.backend);
  const busy = useScreen(store, (state) => state[tab].run.status === 'running');
  const { setQuery, setBackend, submit } = store.getState();
  return (
    <div className="pg-stack">
      <div className="pg-card">
        <p className="pg-muted">{API_TEST_TEXTS.apiIntro[tab]}</p>
        <QueryForm
          name={API_TEST_TEXTS.formName[tab]}
          label={API_TEST_TEXTS.queryLabel}
          value={query}
          onChange={setQuery}
          onSubmit={() => void submit()}
          submitText={API_TEST_TEXTS.submit}
          busyText={API_TEST_TEXTS.busy}
          busy={busy}
          disableWhenBlank
          placeholder={API_TEST_TEXTS.placeholder}
        >
          <BackendSelect label={API_TEST_TEXTS.backendLabel} value={backend} options={BACKEND_CHOICES} onChange={setBackend} disabled={busy} />
        </QueryForm>
        <ExampleQueries queries={API_TEST_TEXTS.examples} onPick={setQuery} disabled={busy} />
      </div>
      <div className="pg-card">
        <Outcome store={store} tab={tab} />
      </div>
    </div>
  );
}

function Outcome({ store, tab }: { store: ApiTestStore; tab: ApiTab }) {
  const answer = useScreen(store, (state) => state[tab]);
  const resultTab = useScreen(store, (state) => state.resultTab);
  const setResultTab = store.getState().setResultTab;
  const idle = <p className="pg-muted">{API_TEST_TEXTS.idle}</p>;
  if (tab === 'voice') {
    const { run, query } = answer as ReturnType<ApiTestStore['getState']>['voice'];
    return (
      <RunView run={run} runningText={API_TEST_TEXTS.busy} idle={idle}>
        {(data) => <ResultTabs outcome={{ kind: 'voice', query, data }} tab={resultTab} onTabChange={setResultTab} />}
      </RunView>
    );
  }
  const { run, query } = answer as ReturnType<ApiTestStore['getState']>['direct'];
  return (
    <RunView run={run} runningText={API_TEST_TEXTS.busy} idle={idle}>
      {(data) => <ResultTabs outcome={{ kind: 'direct', query, data }} tab={resultTab} onTabChange={setResultTab} />}
    </RunView>
  );
}
