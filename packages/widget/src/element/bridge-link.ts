import { linkParentWindow } from '../bridge';
import { TOASTS, type WidgetEvent, type WidgetStore } from '../store';

/**
 * Connects a widget's store to the parent-window bridge: messages in drive the store;
 * store events go out as CONVERSATION_ID_UPDATED, MESSAGE_SENT, CHAT_READY and MINIMIZE_WIDGET, to
 * the parent's origin (the page itself when not framed). Answers the function that forwards events.
 */
export function linkBridge(store: WidgetStore, allowedOriginsAttribute: string | undefined): { forward(event: WidgetEvent): void; destroy(): void } {
  const bridge = linkParentWindow(allowedOriginsAttribute, {
    setIdentity: (identity) => store.getState().setIdentity(identity),
    sendMessage(text) {
      store.getState().setOpen(true);
      void store.getState().send(text);
    },
    requestConversationId(answer) {
      // Answers even without a conversation (null); the lookup may adopt the user's latest one.
      void store.getState().lookupConversation().then(() => answer(store.getState().conversationId));
    },
    reloadTranscript: () => void store.getState().loadTranscript({ force: true }),
    setBuildingDetails: (details) => void store.getState().setBuildingDetails(details),
    buildingDetailsUpdated: () => store.getState().notify(TOASTS.buildingDetailsUpdated),
  });
  return {
    forward(event) {
      if (event.type === 'conversation') bridge.post({ type: 'CONVERSATION_ID_UPDATED', conversationId: event.conversationId });
      else if (event.type === 'ready') bridge.post({ type: 'CHAT_READY', conversationId: event.conversationId });
      else if (event.type === 'minimize') bridge.post({ type: 'MINIMIZE_WIDGET' });
      else if (event.type === 'message' && event.message.sender === 'user') {
        bridge.post({ type: 'MESSAGE_SENT', message: event.message.content, conversationId: store.getState().conversationId });
      }
    },
    destroy: () => bridge.destroy(),
  };
}
