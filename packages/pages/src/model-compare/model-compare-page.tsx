import type { ApiClient } from '@energy-advisor/client';
import { useRef, type RefObject } from 'react';
import { ToastViewport } from '@energy-advisor/widget/parts';
import { ExampleQueries } from '../shared/example-queries';
import { QueryForm } from '../shared/query-form';
import { identityFromQuery, type QueryIdentity } from '../shared/query-identity';
import { QueryResultColumn, slowestStep } from '../shared/query-result-column';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import '../shared/test-pages.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { GoogleKeyDialog } from './google-key-dialog';
import { COMPARED_MODELS, createModelCompareStore, type ModelCompareClient, type ModelCompareStore } from './model-compare-store';
import { MODEL_COMPARE_TEXTS } from './texts';

export interface ModelComparePageProps {
  /** The API client; by default one for the page's own origin. */
  client?: ModelCompareClient | ApiClient;
  /** Who the queries are for; by default the page's query (projectId, userId) or the fallbacks. */
  identity?: QueryIdentity;
}

/** /model-compare: one question, three back ends side by side (OpenAI, LangChain, Gemini). */
export function ModelComparePage({ client, identity }: ModelComparePageProps) {
  const store = useScreenStore(() => createModelCompareStore(client ?? createScreenClient(), identity ?? identityFromQuery()));
  const toast = useScreen(store, (state) => state.toast);
  const keyModalOpen = useScreen(store, (state) => state.keyModalOpen);
  const { dismissToast, closeKeyModal } = store.getState();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{MODEL_COMPARE_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{MODEL_COMPARE_TEXTS.intro}</p>
      </header>
      <QueryCard store={store} fieldRef={field} />
      <Columns store={store} />
      <GoogleKeyDialog open={keyModalOpen} onClose={closeKeyModal} returnFocus={() => field.current?.focus()} />
      <ToastViewport toast={toast} onDismiss={dismissToast} />
    </div>
  );
}

function QueryCard({ store, fieldRef }: { store: ModelCompareStore; fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const query = useScreen(store, (state) => state.query);
  const busy = useScreen(store, (state) => COMPARED_MODELS.some((model) => state.columns[model].status === 'running'));
  const { setQuery, compare } = store.getState();
  return (
    <div className="pg-card">
      <QueryForm
        name={MODEL_COMPARE_TEXTS.formName}
        label={MODEL_COMPARE_TEXTS.queryLabel}
        value={query}
        onChange={setQuery}
        onSubmit={() => void compare()}
        submitText={MODEL_COMPARE_TEXTS.submit}
        busyText={MODEL_COMPARE_TEXTS.busy}
        busy={busy}
        placeholder={MODEL_COMPARE_TEXTS.placeholder}
        fieldRef={fieldRef}
      />
      <ExampleQueries queries={MODEL_COMPARE_TEXTS.examples} onPick={setQuery} disabled={busy} />
    </div>
  );
}

function Columns({ store }: { store: ModelCompareStore }) {
  const columns = useScreen(store, (state) => state.columns);
  const stepScaleMs = slowestStep(COMPARED_MODELS.map((model) => columns[model]));
  return (
    <div className="pg-columns pg-columns--3">
      {COMPARED_MODELS.map((model) => (
        <QueryResultColumn
          key={model}
          title={MODEL_COMPARE_TEXTS.columns[model].title}
          endpoint={MODEL_COMPARE_TEXTS.columns[model].endpoint}
          run={columns[model]}
          runningText={MODEL_COMPARE_TEXTS.running}
          idleText={MODEL_COMPARE_TEXTS.idle}
          stepScaleMs={stepScaleMs}
        />
      ))}
    </div>
  );
}
