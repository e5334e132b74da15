import type { ApiClient } from '@energy-advisor/client';
import { socketUrl } from '@energy-advisor/client';
import {
  MessageBubbleView,
  MessageInput,
  MessageListView,
  ThinkingIndicator,
  ToastViewport,
  type Bridge,
  type MediaDeps,
} from '@energy-advisor/widget/parts';
import { useEffect, useRef, useState } from 'react';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import './main-chat.css';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { identityFromQuery } from './identity';
import { createMainChatStore, type MainChatClient, type MainChatOptions, type MainChatStore } from './main-chat-store';
import { MicrophoneButton } from './microphone-button';
import { linkParentBridge } from './parent-bridge';
import { RecordingOverlay } from './recording-overlay';
import { MAIN_CHAT_SUGGESTIONS } from './suggestion-chips';
import { MAIN_CHAT_TEXTS } from './texts';
import { useFrameLock } from '../shared/use-frame-lock';

export interface MainChatPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: MainChatClient | ApiClient;
  /** The socket; by default the page origin's /ws. */
  socket?: MainChatOptions['socket'];
  userId?: string;
  projectId?: string;
  delays?: MainChatOptions['delays'];
  /** The media APIs of the recording overlay (tests). */
  media?: MediaDeps;
}

/**
 * /chat: the main full-page chat. Initial view with the heading, the 'Ask anything'
 * input and six suggestion chips; then the active view: the message list scrolling by itself, the
 * thinking stage, and the input fixed at the bottom. Identity comes from the query or the parent
 * window; in a frame the page itself never scrolls.
 */
export function MainChatPage(props: MainChatPageProps) {
  const bridge = useRef<Bridge | null>(null);
  const store = useScreenStore(
    () => {
      const query = identityFromQuery();
      const created: MainChatStore = createMainChatStore({
        client: props.client ?? createScreenClient(),
        socket: props.socket ?? (typeof WebSocket === 'function' ? { url: socketUrl('') } : false),
        userId: props.userId ?? query.userId,
        projectId: props.projectId ?? query.projectId,
        ...(props.delays ? { delays: props.delays } : {}),
        onEvent: (event) => {
          if (event.type === 'conversation') bridge.current?.post({ type: 'CONVERSATION_ID_UPDATED', conversationId: event.conversationId });
          else bridge.current?.post({ type: 'MESSAGE_SENT', message: event.content, conversationId: created.getState().conversationId });
        },
      });
      return created;
    },
    { start: (created) => created.getState().start(), stop: (created) => created.getState().stop() },
  );
  const view = useScreen(store, (state) => state.view);
  const toast = useScreen(store, (state) => state.toast);
  const framed = useFrameLock();

  useEffect(() => {
    const linked = linkParentBridge(store);
    bridge.current = linked;
    void store.getState().loadHistory().finally(() => linked.post({ type: 'CHAT_READY', conversationId: store.getState().conversationId }));
    return () => {
      linked.destroy();
      bridge.current = null;
    };
  }, [store]);

  return (
    <div className="mc-page" data-view={view} data-framed={framed || undefined}>
      <ScreenStyles />
      {view === 'initial' ? <InitialView store={store} media={props.media} /> : <ActiveView store={store} media={props.media} />}
      <ToastViewport toast={toast} onDismiss={store.getState().dismissToast} />
    </div>
  );
}

function Composer({ store, media, placeholder }: { store: MainChatStore; media: MediaDeps | undefined; placeholder: string }) {
  const [recording, setRecording] = useState(false);
  const draft = useScreen(store, (state) => state.draft);
  const pending = useScreen(store, (state) => state.pending);
  const transcribing = useScreen(store, (state) => state.transcribing);
  const { setDraft, send, sendVoice, notify } = store.getState();
  if (recording) {
    return (
      <RecordingOverlay
        media={media}
        notify={notify}
        onCancel={() => setRecording(false)}
        onConfirm={(audio) => {
          setRecording(false);
          void sendVoice(audio);
        }}
      />
    );
  }
  return (
    <MessageInput
      className="mc-input"
      value={draft}
      onChange={setDraft}
      onSend={(text) => void send(text)}
      busy={pending || transcribing}
      placeholder={placeholder}
    >
      <MicrophoneButton disabled={pending} transcribing={transcribing} onClick={() => setRecording(true)} />
    </MessageInput>
  );
}

function InitialView({ store, media }: { store: MainChatStore; media: MediaDeps | undefined }) {
  const sendSuggestion = store.getState().sendSuggestion;
  return (
    <div className="mc-initial">
      <h1 className="mc-initial__title">{MAIN_CHAT_TEXTS.heading}</h1>
      <Composer store={store} media={media} placeholder={MAIN_CHAT_TEXTS.placeholder} />
      <div className="mc-chips" role="group" aria-label="Suggestions">
        {MAIN_CHAT_SUGGESTIONS.map(({ label, message }) => (
          <button key={label} type="button" className="mc-chip" onClick={() => sendSuggestion(message)}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

function ActiveView({ store, media }: { store: MainChatStore; media: MediaDeps | undefined }) {
  const messages = useScreen(store, (state) => state.messages);
  const pending = useScreen(store, (state) => state.pending);
  const stage = useScreen(store, (state) => state.thinkingStage);
  return (
    <div className="mc-active">
      <h1 className="ea-sr-only">Energy Advisor chat</h1>
      <MessageListView
        className="mc-list"
        messages={messages}
        pending={pending}
        indicator={<ThinkingIndicator stage={stage} />}
        renderMessage={(message) => <MessageBubbleView message={message} apiBase="" typingCps={0} />}
      />
      <div className="mc-bottom">
        <Composer store={store} media={media} placeholder={MAIN_CHAT_TEXTS.placeholder} />
      </div>
    </div>
  );
}
