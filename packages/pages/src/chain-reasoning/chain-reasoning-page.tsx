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
import { ChainResult } from './chain-result';
import { createChainReasoningStore, type ChainMode, type ChainReasoningClient, type ChainReasoningStore } from './chain-reasoning-store';
import { PlanResult } from './plan-result';
import { CHAIN_TEXTS } from './texts';

export interface ChainReasoningPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: ChainReasoningClient | ApiClient;
  /** Who the queries are for; by default the page's query (projectId, userId) or the fallbacks. */
  identity?: QueryIdentity;
}

const MODES: readonly ChainMode[] = ['execute', 'plan'];

/** /chain-reasoning: the chain-of-reasoning agent, tabs 'Execute Query' and 'Create Plan'. */
export function ChainReasoningPage({ client, identity }: ChainReasoningPageProps) {
  const store = useScreenStore(() => createChainReasoningStore(client ?? createScreenClient(), identity ?? identityFromQuery()));
  const mode = useScreen(store, (state) => state.mode);
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{CHAIN_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{CHAIN_TEXTS.intro}</p>
      </header>
      <Tabs.Root className="pg-tabs" value={mode} onValueChange={(value) => store.getState().setMode(value as ChainMode)}>
        <Tabs.List className="pg-tab-list" aria-label={CHAIN_TEXTS.tabsLabel}>
          {MODES.map((value) => (
            <Tabs.Trigger key={value} className="pg-tab" value={value}>
              {CHAIN_TEXTS.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MODES.map((value) => (
          <Tabs.Content key={value} className="pg-tab-panel" value={value}>
            <ModePanel store={store} mode={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function ModePanel({ store, mode }: { store: ChainReasoningStore; mode: ChainMode }) {
  const query = useScreen(store, (state) => state.query);
  const backend = useScreen(store, (state) => state.backend);
  const busy = useScreen(store, (state) => state[mode].status === 'running');
  const { setQuery, setBackend, submit } = store.getState();
  return (
    <div className="pg-stack">
      <div className="pg-card">
        <QueryForm
          name={CHAIN_TEXTS.tabs[mode]}
          label={CHAIN_TEXTS.queryLabel}
          value={query}
          onChange={setQuery}
          onSubmit={() => void submit()}
          submitText={CHAIN_TEXTS.submit[mode]}
          busyText={CHAIN_TEXTS.busy[mode]}
          busy={busy}
          disableWhenBlank
          placeholder={CHAIN_TEXTS.placeholder}
        >
          <BackendSelect label={CHAIN_TEXTS.backendLabel} value={backend} options={BACKEND_CHOICES} onChange={setBackend} disabled={busy} />
        </QueryForm>
        <ExampleQueries queries={CHAIN_TEXTS.examples} onPick={setQuery} disabled={busy} />
      </div>
      {mode === 'execute' ? <ExecuteOutcome store={store} /> : <PlanOutcome store={store} />}
    </div>
  );
}

function ExecuteOutcome({ store }: { store: ChainReasoningStore }) {
  const run = useScreen(store, (state) => state.execute);
  if (run.status === 'idle') return null;
  return (
    <div className="pg-card">
      <RunView run={run} runningText={CHAIN_TEXTS.busy.execute}>
        {(result) => <ChainResult result={result} />}
      </RunView>
    </div>
  );
}

function PlanOutcome({ store }: { store: ChainReasoningStore }) {
  const run = useScreen(store, (state) => state.plan);
  if (run.status === 'idle') return null;
  return (
    <div className="pg-card">
      <RunView run={run} runningText={CHAIN_TEXTS.busy.plan}>
        {(result) => <PlanResult result={result} />}
      </RunView>
    </div>
  );
}
