import type { BridgeInMessage } from '@energy-advisor/contracts';
import { BRIDGE_IN_TYPES, createBridge, parentOrigin, parseAllowedOrigins, type Bridge } from '../bridge';
import { TOASTS, type WidgetEvent, type WidgetStore } from '../store';

/**
 * Connects a widget's store to the parent-window bridge (spec §7): messages in drive the store;
 * store events go out as CONVERSATION_ID_UPDATED, MESSAGE_SENT, CHAT_READY and MINIMIZE_WIDGET, to
 * the parent's origin (the page itself when not framed). Answers the function that forwards events.
 */
export function linkBridge(store: WidgetStore, allowedOriginsAttribute: string | undefined): { forward(event: WidgetEvent): void; destroy(): void } {
  const framed = window.parent !== window;
  let bridge: Bridge;
  const onMessage = (message: BridgeInMessage) => {
    const state = store.getState();
    switch (message.type) {
      case BRIDGE_IN_TYPES.setBuildingDetails:
        void state.setBuildingDetails(message.buildingDetails);
        break;
      case BRIDGE_IN_TYPES.setUserId:
        state.setIdentity({ userId: message.userId });
        break;
      case BRIDGE_IN_TYPES.setProjectId:
        state.setIdentity({ projectId: message.projectId });
        break;
      case BRIDGE_IN_TYPES.setJobId:
        state.setIdentity({ jobId: message.jobId });
        break;
      case BRIDGE_IN_TYPES.requestConversationId:
        // Answers even without a conversation (null); the lookup may adopt the user's latest one.
        void state.lookupConversation().then(() => bridge.post({ type: 'CONVERSATION_ID_UPDATED', conversationId: store.getState().conversationId }));
        break;
      case BRIDGE_IN_TYPES.sendMessage:
        state.setOpen(true);
        void state.send(message.message);
        break;
      case BRIDGE_IN_TYPES.reloadTranscript:
        void state.loadTranscript({ force: true });
        break;
      case BRIDGE_IN_TYPES.buildingDetailsUpdated:
        if (message.buildingDetails) void state.setBuildingDetails(message.buildingDetails);
        else state.notify(TOASTS.buildingDetailsUpdated);
        break;
    }
  };
  bridge = createBridge({
    allowedOrigins: parseAllowedOrigins(allowedOriginsAttribute ?? null, window.location.origin),
    target: window.parent,
    targetOrigin: framed ? parentOrigin(document) : window.location.origin,
    onMessage,
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
