import type { ApiClient } from '@energy-advisor/client';
import { MessageInput } from '@energy-advisor/widget/parts';
import * as Tabs from '@radix-ui/react-tabs';
import { namedIdentityFromQuery, type QueryIdentity } from '../shared/query-identity';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import '../shared/test-pages.css';
import './grok-compare.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { ChatColumn } from './chat-column';
import { createGrokCompareStore, SIDES, type CompareTab, type GrokCompareClient, type GrokCompareStore } from './grok-compare-store';
import { GROK_COMPARE_TEXTS } from './texts';
import { VariablesTable } from './variables-table';

export interface GrokComparePageProps {
  /** The API client; by default one for the page's own origin. */
  client?: GrokCompareClient | ApiClient;
  /** Who is chatting; by default what the page's query names (the server falls back to its own). */
  identity?: Partial<QueryIdentity>;
}

/** /grok-compare: GPT-4o and Grok answer the same messages; tabs Split View and Collected Variables. */
export function GrokComparePage({ client, identity }: GrokComparePageProps) {
  const store = useScreenStore(() => createGrokCompareStore(client ?? createScreenClient(), identity ?? namedIdentityFromQuery()));
  const tab = useScreen(store, (state) => state.tab);
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{GROK_COMPARE_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{GROK_COMPARE_TEXTS.intro}</p>
      </header>
      <Tabs.Root className="pg-tabs" value={tab} onValueChange={(value) => store.getState().setTab(value as CompareTab)}>
        <Tabs.List className="pg-tab-list" aria-label={GROK_COMPARE_TEXTS.tabsLabel}>
          <Tabs.Trigger className="pg-tab" value="split">
            {GROK_COMPARE_TEXTS.tabs.split}
          </Tabs.Trigger>
          <Tabs.Trigger className="pg-tab" value="variables">
            {GROK_COMPARE_TEXTS.tabs.variables}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="pg-tab-panel" value="split">
          <SplitView store={store} />
        </Tabs.Content>
        <Tabs.Content className="pg-tab-panel pg-card" value="variables">
          <CollectedView store={store} />
        </Tabs.Content>
      </Tabs.Root>
      <Composer store={store} />
    </div>
  );
}

function SplitView({ store }: { store: GrokCompareStore }) {
  const sides = useScreen(store, (state) => state.sides);
  return (
    <div className="pg-columns pg-columns--2">
      {SIDES.map((side) => (
        <ChatColumn key={side} title={GROK_COMPARE_TEXTS.sides[side].title} endpoint={GROK_COMPARE_TEXTS.sides[side].endpoint} side={sides[side]} />
      ))}
    </div>
  );
}

function CollectedView({ store }: { store: GrokCompareStore }) {
  const gpt = useScreen(store, (state) => state.sides.gpt.collected);
  const grok = useScreen(store, (state) => state.sides.grok.collected);
  return <VariablesTable collected={{ gpt, grok }} />;
}

function Composer({ store }: { store: GrokCompareStore }) {
  const draft = useScreen(store, (state) => state.draft);
  const busy = useScreen(store, (state) => SIDES.some((side) => state.sides[side].pending));
  const { setDraft, send } = store.getState();
  return (
    <div className="pg-card pg-grok__composer">
      <MessageInput
        className="pg-input"
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        busy={busy}
        sendText={GROK_COMPARE_TEXTS.send}
        sendLabel={GROK_COMPARE_TEXTS.send}
      />
    </div>
  );
}
