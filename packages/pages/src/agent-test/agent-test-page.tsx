import type { ApiClient } from '@energy-advisor/client';
import { ToastViewport, VoiceAssistantPanel, type VoiceAssistantPanelProps } from '@energy-advisor/widget/parts';
import { AudioLines, Bot, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';
import { BACKEND_CHOICES } from '../shared/backend-names';
import { BackendSelect } from '../shared/backend-select';
import { FailureNotice } from '../shared/failure-notice';
import { identityFromQuery, type QueryIdentity } from '../shared/query-identity';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import '../shared/test-pages.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { AgentDetails } from './agent-details';
import { createAgentTestStore, type AgentTestClient, type AgentTestStore } from './agent-test-store';
import { AGENT_TEST_TEXTS } from './texts';

export interface AgentTestPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: AgentTestClient | ApiClient;
  /** The project the agent is created for and who talks to it; by default the page's query or the fallbacks. */
  identity?: QueryIdentity;
  /** The voice panel's media and speech (tests). */
  panel?: Pick<VoiceAssistantPanelProps, 'media' | 'playGreeting' | 'speech'>;
}

/** /agent-test: 'Create Voice Agent', then 'Open Voice Chat' opens the voice assistant panel with it. */
export function AgentTestPage({ client, identity, panel }: AgentTestPageProps) {
  const store = useScreenStore(() => createAgentTestStore(client ?? createScreenClient(), identity ?? identityFromQuery()));
  const toast = useScreen(store, (state) => state.toast);
  const openButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="pg-screen pg-test-page">
      <ScreenStyles />
      <header className="pg-test-page__header">
        <h1 className="pg-screen__title">{AGENT_TEST_TEXTS.pageTitle}</h1>
        <p className="pg-muted">{AGENT_TEST_TEXTS.intro}</p>
      </header>
      <div className="pg-columns pg-columns--2">
        <CreateCard store={store} openButton={openButton} />
        <VoiceChat store={store} panel={panel} onClosed={() => openButton.current?.focus()} />
      </div>
      <ToastViewport toast={toast} onDismiss={store.getState().dismissToast} />
    </div>
  );
}

function CreateCard({ store, openButton }: { store: AgentTestStore; openButton: RefObject<HTMLButtonElement | null> }) {
  const titleId = useId();
  const fieldId = useId();
  const greetingId = useId();
  const projectId = useScreen(store, (state) => state.projectId);
  const greeting = useScreen(store, (state) => state.greeting);
  const backend = useScreen(store, (state) => state.backend);
  const agent = useScreen(store, (state) => state.agent);
  const voiceChatOpen = useScreen(store, (state) => state.voiceChatOpen);
  const { setProjectId, setGreeting, setBackend, createAgent, openVoiceChat } = store.getState();
  const creating = agent.status === 'running';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void createAgent();
  };
  return (
    <section className="pg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pg-card__title">
        {AGENT_TEST_TEXTS.createTitle}
      </h2>
      <form className="pg-query-form" aria-label={AGENT_TEST_TEXTS.create} noValidate onSubmit={submit}>
        <div className="pg-field">
          <label htmlFor={fieldId}>{AGENT_TEST_TEXTS.projectIdLabel}</label>
          <input id={fieldId} className="pg-text-input" required value={projectId} onChange={(event) => setProjectId(event.target.value)} />
        </div>
        <div className="pg-field">
          <label htmlFor={greetingId}>{AGENT_TEST_TEXTS.greetingLabel}</label>
          <input
            id={greetingId}
            className="pg-text-input"
            maxLength={500}
            value={greeting}
            placeholder={AGENT_TEST_TEXTS.greetingPlaceholder}
            onChange={(event) => setGreeting(event.target.value)}
          />
        </div>
        <div className="pg-query-form__actions">
          <BackendSelect label={AGENT_TEST_TEXTS.backendLabel} value={backend} options={BACKEND_CHOICES} onChange={setBackend} disabled={creating} />
          <button type="submit" className="pg-button pg-button--primary" disabled={creating || projectId.trim() === ''}>
            {creating ? <LoaderCircle className="pg-spin" aria-hidden size={16} /> : <Bot aria-hidden size={16} />}
            {creating ? AGENT_TEST_TEXTS.creating : AGENT_TEST_TEXTS.create}
          </button>
        </div>
      </form>
      {agent.status === 'failed' ? <FailureNotice failure={agent.failure} /> : null}
      {agent.status === 'done' ? (
        <div className="pg-result" role="status" aria-label={AGENT_TEST_TEXTS.agentTitle}>
          <h3 className="pg-result__title">{AGENT_TEST_TEXTS.agentTitle}</h3>
          <AgentDetails agent={agent.data} />
          <div className="pg-query-form__actions">
            <button ref={openButton} type="button" className="pg-button pg-button--primary" disabled={voiceChatOpen} onClick={openVoiceChat}>
              <AudioLines aria-hidden size={16} />
              {AGENT_TEST_TEXTS.open}
            </button>
          </div>
        </div>
      ) : agent.status === 'idle' ? (
        <p className="pg-muted">{AGENT_TEST_TEXTS.notCreated}</p>
      ) : null}
    </section>
  );
}

function VoiceChat({ store, panel, onClosed }: { store: AgentTestStore; panel: AgentTestPageProps['panel']; onClosed(): void }) {
  const open = useScreen(store, (state) => state.voiceChatOpen);
  const greeting = useScreen(store, (state) => (state.agent.status === 'done' ? state.agent.data.greeting : undefined));
  const { closeVoiceChat, fetchGreeting, notify } = store.getState();
  const region = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const closed = useRef(onClosed);
  closed.current = onClosed;

  useEffect(() => {
    // Opening moves focus into the panel; closing gives it back to 'Open Voice Chat'.
    if (open) region.current?.focus();
    else if (wasOpen.current) closed.current();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <div className="pg-card pg-voice-chat__idle">
        <AudioLines aria-hidden size={22} />
        <p className="pg-muted">{AGENT_TEST_TEXTS.chatIdle}</p>
      </div>
    );
  }
  return (
    <div ref={region} className="pg-voice-chat" tabIndex={-1} aria-label={AGENT_TEST_TEXTS.chatTitle} role="region">
      <VoiceAssistantPanel
        onClose={closeVoiceChat}
        fetchGreeting={fetchGreeting}
        notify={notify}
        {...(greeting ? { greetingText: greeting } : {})}
        {...panel}
      />
    </div>
  );
}
