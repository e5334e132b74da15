import type { ApiClient } from '@energy-advisor/client';
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
import { DebugView } from './debug-view';
import { PlanningView } from './planning-view';
import { createReasoningTestStore, VIEW_MODES, type ReasoningTestClient, type ReasoningTestStore, type ViewMode } from './reasoning-test-store';
import { ResponseView } from './response-view';
import { REASONING_TEXTS } from './texts';

export interface ReasoningTestPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: ReasoningTestClient | ApiClient;
  /** Who the queries are for; by default the page's query (projectId, userId) or the fallbacks. */
  identity?: QueryIdentity;
}

const VIEWS = { response: ResponseView, planning: PlanningView, debug: DebugView } as const;

/** /reasoning-test: the reasoning model's answer, plan and debug trace, view modes Response, Planning, Debug. */
export function ReasoningTestPage({ client, identity }: ReasoningTestPageProps) {
  const store = useScreenStore(() => createReasoningTestStore(client ?? createScreenClient(), identity ?? identityFromQuery()));
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{REASONING_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{REASONING_TEXTS.intro}</p>
      </header>
      <QueryCard store={store} />
      <Views store={store} />
    </div>
  );
}

function QueryCard({ store }: { store: ReasoningTestStore }) {
  const query = useScreen(store, (state) => state.query);
  const validation = useScreen(store, (state) => state.validation);
  const backend = useScreen(store, (state) => state.backend);
  const busy = useScreen(store, (state) => state.run.status === 'running');
  const { setQuery, setBackend, submit } = store.getState();
  return (
    <div className="pg-card">
      <QueryForm
        name={REASONING_TEXTS.formName}
        label={REASONING_TEXTS.queryLabel}
        value={query}
        onChange={setQuery}
        onSubmit={() => void submit()}
        submitText={REASONING_TEXTS.submit}
        busyText={REASONING_TEXTS.busy}
        busy={busy}
        error={validation}
        placeholder={REASONING_TEXTS.placeholder}
      >
        <BackendSelect label={REASONING_TEXTS.backendLabel} value={backend} options={BACKEND_CHOICES} onChange={setBackend} disabled={busy} />
      </QueryForm>
      <ExampleQueries queries={REASONING_TEXTS.examples} onPick={setQuery} disabled={busy} />
    </div>
  );
}

function Views({ store }: { store: ReasoningTestStore }) {
  const view = useScreen(store, (state) => state.view);
  const run = useScreen(store, (state) => state.run);
  return (
    <Tabs.Root className="pg-tabs" value={view} onValueChange={(value) => store.getState().setView(value as ViewMode)}>
      <Tabs.List className="pg-tab-list" aria-label={REASONING_TEXTS.viewsLabel}>
        {VIEW_MODES.map((mode) => (
          <Tabs.Trigger key={mode} className="pg-tab" value={mode}>
            {REASONING_TEXTS.views[mode]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {VIEW_MODES.map((mode) => {
        const View = VIEWS[mode];
        return (
          <Tabs.Content key={mode} className="pg-tab-panel pg-card" value={mode}>
            <RunView run={run} runningText={REASONING_TEXTS.busy} idle={<p className="pg-muted">{REASONING_TEXTS.idle}</p>}>
              {(result) => <View result={result} />}
            </RunView>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
