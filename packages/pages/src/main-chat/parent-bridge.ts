import { BRIDGE_IN_TYPES, createBridge, parentOrigin, parseAllowedOrigins, type Bridge } from '@energy-advisor/widget/parts';
import type { MainChatStore } from './main-chat-store';

/**
 * Connects the main chat to its parent window (spec §7) through the widget's bridge: exact-origin
 * allow-list (the page's own origin plus the query's `allowedOrigins`), `event.source` check, never
 * `*`. In: SET_USER_ID, SET_PROJECT_ID, SET_JOB_ID, SEND_MESSAGE, REQUEST_CONVERSATION_ID,
 * reload_transcript. Out: CHAT_READY, MESSAGE_SENT, CONVERSATION_ID_UPDATED.
 */
export function linkParentBridge(store: MainChatStore): Bridge {
  const framed = window.parent !== window;
  const allowed = new URLSearchParams(window.location.search).get('allowedOrigins');
  const bridge = createBridge({
    allowedOrigins: parseAllowedOrigins(allowed, window.location.origin),
    target: window.parent,
    targetOrigin: framed ? parentOrigin(document) : window.location.origin,
    onMessage(message) {
      const state = store.getState();
      switch (message.type) {
        case BRIDGE_IN_TYPES.setUserId:
          state.setIdentity({ userId: message.userId });
          break;
        case BRIDGE_IN_TYPES.setProjectId:
          state.setIdentity({ projectId: message.projectId });
          break;
        case BRIDGE_IN_TYPES.setJobId:
          state.setIdentity({ projectId: message.jobId });
          break;
        case BRIDGE_IN_TYPES.sendMessage:
          void state.send(message.message);
          break;
        case BRIDGE_IN_TYPES.requestConversationId:
          bridge.post({ type: 'CONVERSATION_ID_UPDATED', conversationId: state.conversationId });
          break;
        case BRIDGE_IN_TYPES.reloadTranscript:
          void state.loadHistory();
          break;
        default:
          break;
      }
    },
  });
  return bridge;
}
