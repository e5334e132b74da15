import type { ApiClient } from '@energy-advisor/client';
import { BACKEND_CHOICES } from '../shared/backend-names';
import { BackendSelect } from '../shared/backend-select';
import { ExampleQueries } from '../shared/example-queries';
import { QueryForm } from '../shared/query-form';
import { identityFromQuery, type QueryIdentity } from '../shared/query-identity';
import { QueryResultColumn, slowestStep } from '../shared/query-result-column';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import '../shared/test-pages.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { ComparisonSummary } from './comparison-summary';
import {
  APPROACHES,
  createLangchainCompareStore,
  fasterApproach,
  type LangchainCompareClient,
  type LangchainCompareStore,
} from './langchain-compare-store';
import { LANGCHAIN_COMPARE_TEXTS } from './texts';

export interface LangchainComparePageProps {
  /** The API client; by default one for the page's own origin. */
  client?: LangchainCompareClient | ApiClient;
  /** Who the queries are for; by default the page's query (projectId, userId) or the fallbacks. */
  identity?: QueryIdentity;
}

/** /langchain-compare: the traditional pipeline and the LangChain.js chain side by side, with timings. */
export function LangchainComparePage({ client, identity }: LangchainComparePageProps) {
  const store = useScreenStore(() => createLangchainCompareStore(client ?? createScreenClient(), identity ?? identityFromQuery()));
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{LANGCHAIN_COMPARE_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{LANGCHAIN_COMPARE_TEXTS.intro}</p>
      </header>
      <QueryCard store={store} />
      <Columns store={store} />
    </div>
  );
}

function QueryCard({ store }: { store: LangchainCompareStore }) {
  const query = useScreen(store, (state) => state.query);
  const backend = useScreen(store, (state) => state.backend);
  const busy = useScreen(store, (state) => APPROACHES.some((approach) => state.columns[approach].status === 'running'));
  const { setQuery, setBackend, compare } = store.getState();
  return (
    <div className="pg-card">
      <QueryForm
        name={LANGCHAIN_COMPARE_TEXTS.formName}
        label={LANGCHAIN_COMPARE_TEXTS.queryLabel}
        value={query}
        onChange={setQuery}
        onSubmit={() => void compare()}
        submitText={LANGCHAIN_COMPARE_TEXTS.submit}
        busyText={LANGCHAIN_COMPARE_TEXTS.busy}
        busy={busy}
        disableWhenBlank
        placeholder={LANGCHAIN_COMPARE_TEXTS.placeholder}
      >
        <BackendSelect label={LANGCHAIN_COMPARE_TEXTS.backendLabel} value={backend} options={BACKEND_CHOICES} onChange={setBackend} disabled={busy} />
      </QueryForm>
      <ExampleQueries queries={LANGCHAIN_COMPARE_TEXTS.examples} onPick={setQuery} disabled={busy} />
    </div>
  );
}

function Columns({ store }: { store: LangchainCompareStore }) {
  const columns = useScreen(store, (state) => state.columns);
  const outcome = fasterApproach(columns);
  const stepScaleMs = slowestStep(APPROACHES.map((approach) => columns[approach]));
  return (
    <>
      <ComparisonSummary outcome={outcome} />
      <div className="pg-columns pg-columns--2">
        {APPROACHES.map((approach) => (
          <QueryResultColumn
            key={approach}
            title={LANGCHAIN_COMPARE_TEXTS.columns[approach].title}
            endpoint={LANGCHAIN_COMPARE_TEXTS.columns[approach].endpoint}
            run={columns[approach]}
            runningText={LANGCHAIN_COMPARE_TEXTS.running}
            idleText={LANGCHAIN_COMPARE_TEXTS.idle}
            stepScaleMs={stepScaleMs}
            badge={typeof outcome === 'object' && outcome.faster === approach ? <span className="pg-badge pg-badge--valid">{LANGCHAIN_COMPARE_TEXTS.faster}</span> : null}
          />
        ))}
      </div>
    </>
  );
}
