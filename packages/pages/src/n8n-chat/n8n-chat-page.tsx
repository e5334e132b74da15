import type { ApiClient } from '@energy-advisor/client';
import { MessageInput } from '@energy-advisor/widget/parts';
import { ChatCard } from '../shared/chat-card';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import './n8n-chat.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { ConfigurationPanel } from './configuration-panel';
import { IntegrationInfo } from './integration-info';
import { createN8nChatStore, type N8nChatOptions } from './n8n-chat-store';
import { N8N_TEXTS } from './texts';

export interface N8nChatPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: N8nChatOptions['client'] | ApiClient;
  webhookUrl?: string;
  newSessionId?: () => string;
}

/** /n8n-chat: the workflow-webhook test chat. */
export function N8nChatPage({ client, webhookUrl, newSessionId }: N8nChatPageProps) {
  const store = useScreenStore(() =>
    createN8nChatStore({
      client: client ?? createScreenClient(),
      ...(webhookUrl !== undefined ? { webhookUrl } : {}),
      ...(newSessionId !== undefined ? { newSessionId } : {}),
    }),
  );
  const messages = useScreen(store, (state) => state.messages);
  const busy = useScreen(store, (state) => state.busy);
  const draft = useScreen(store, (state) => state.draft);
  const { setDraft, send } = store.getState();

  return (
    <div className="pg-screen pg-n8n">
      <ScreenStyles />
      <h1 className="pg-screen__title">{N8N_TEXTS.pageTitle}</h1>
      <div className="pg-n8n__grid">
        <div className="pg-n8n__side">
          <ConfigurationPanel store={store} />
          <IntegrationInfo />
        </div>
        <ChatCard title={N8N_TEXTS.chatTitle} messages={messages} busy={busy}>
          <MessageInput className="pg-input" value={draft} onChange={setDraft} onSend={(text) => void send(text)} busy={busy} sendText="Send" />
        </ChatCard>
      </div>
    </div>
  );
}
