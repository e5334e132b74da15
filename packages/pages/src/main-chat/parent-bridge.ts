import { linkParentWindow, type Bridge } from '@energy-advisor/widget/parts';
import type { MainChatStore } from './main-chat-store';

/**
 * Connects the main chat to its parent window through the widget's bridge: exact-origin
 * allow-list (the page's own origin plus the query's `allowedOrigins`), `event.source` check, never
 * `*`. In: SET_USER_ID, SET_PROJECT_ID, SET_JOB_ID (the job id is the project), SET_IDENTITY_TOKEN,
 * SEND_MESSAGE, REQUEST_CONVERSATION_ID, reload_transcript; building details are ignored. Out: CHAT_READY,
 * MESSAGE_SENT, CONVERSATION_ID_UPDATED.
 */
export function linkParentBridge(store: MainChatStore): Bridge {
  return linkParentWindow(new URLSearchParams(window.location.search).get('allowedOrigins'), {
    setIdentity: ({ userId, projectId, jobId, identityToken }) =>
      store.getState().setIdentity({ userId, projectId: projectId ?? jobId, identityToken }),
    sendMessage: (text) => void store.getState().send(text),
    requestConversationId: (answer) => answer(store.getState().conversationId),
    reloadTranscript: () => void store.getState().loadHistory(),
  });
}
