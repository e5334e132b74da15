import type { ApiClient } from '@energy-advisor/client';
import type { CollectedVariables } from '@energy-advisor/contracts';
import { MessageInput } from '@energy-advisor/widget/parts';
import { ChatCard } from '../shared/chat-card';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import './sales-chat.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { CollectedInfoCard } from './collected-info-card';
import { LeadForm, LeadSubmitted } from './lead-form';
import { createSalesChatStore, type SalesChatOptions, type SalesOpening } from './sales-chat-store';
import { SALES_TEXTS } from './texts';

/** Props of the sales chat screens; every one is optional (the page's query supplies identity). */
export interface SalesChatPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: SalesChatOptions['client'] | ApiClient;
  /** Variables known before the chat starts; by default read from the page's query (location, climate_zone, project_type). */
  collected?: CollectedVariables;
  userId?: string;
  projectId?: string;
  cannedReplyMs?: number;
}

const SEEDED_VARIABLES = ['location', 'climate_zone', 'project_type'] as const;

function fromQuery(): { collected: CollectedVariables; userId?: string; projectId?: string } {
  const query = new URLSearchParams(globalThis.location?.search ?? '');
  const collected: CollectedVariables = {};
  for (const name of SEEDED_VARIABLES) {
    const value = query.get(name)?.trim();
    if (value) collected[name] = value;
  }
  const userId = query.get('userId')?.trim();
  const projectId = query.get('projectId')?.trim();
  return { collected, ...(userId ? { userId } : {}), ...(projectId ? { projectId } : {}) };
}

/**
 * The Energy Efficiency Advisor: the chat card and the 'Collected Information' card.
 * `opening` decides how it starts: the local canned reply (/sales-chat) or the greeting
 * (/optimized-sales-chat).
 */
export function SalesAdvisorScreen({ opening, ...props }: SalesChatPageProps & { opening: SalesOpening }) {
  const store = useScreenStore(
    () => {
      const query = fromQuery();
      return createSalesChatStore({
        client: props.client ?? createScreenClient(),
        opening,
        collected: props.collected ?? query.collected,
        userId: props.userId ?? query.userId,
        projectId: props.projectId ?? query.projectId,
        ...(props.cannedReplyMs !== undefined ? { cannedReplyMs: props.cannedReplyMs } : {}),
      });
    },
    { start: (created) => created.getState().open(), stop: (created) => created.getState().destroy() },
  );
  const messages = useScreen(store, (state) => state.messages);
  const busy = useScreen(store, (state) => state.busy);
  const draft = useScreen(store, (state) => state.draft);
  const collected = useScreen(store, (state) => state.collected);
  const leadForm = useScreen(store, (state) => state.leadForm);
  const leadBusy = useScreen(store, (state) => state.leadBusy);
  const leadSubmitted = useScreen(store, (state) => state.leadSubmitted);
  const { setDraft, send, submitLead } = store.getState();

  return (
    <div className="pg-screen pg-sales">
      <ScreenStyles />
      <h1 className="pg-screen__title">{SALES_TEXTS.pageTitle}</h1>
      <div className="pg-sales__grid">
        <ChatCard title={SALES_TEXTS.chatTitle} messages={messages} busy={busy}>
          {leadSubmitted && <LeadSubmitted />}
          {leadForm && !leadSubmitted ? (
            <LeadForm busy={leadBusy} email={collected.email} onSubmit={(name, email) => void submitLead(name, email)} />
          ) : (
            <MessageInput
              className="pg-input"
              value={draft}
              onChange={setDraft}
              onSend={(text) => void send(text)}
              busy={busy}
              disabled={leadSubmitted}
              sendText={SALES_TEXTS.send}
            />
          )}
        </ChatCard>
        <CollectedInfoCard collected={collected} />
      </div>
    </div>
  );
}

/** /sales-chat: the sales advisor chat, opening with the local canned reply after about 1 s. */
export function SalesChatPage(props: SalesChatPageProps) {
  return <SalesAdvisorScreen opening="canned" {...props} />;
}

/** /optimized-sales-chat: the fast sales chat, opening with the greeting. */
export function OptimizedSalesChatPage(props: SalesChatPageProps) {
  return <SalesAdvisorScreen opening="greeting" {...props} />;
}
