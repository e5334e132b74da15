import { localId, type WidgetMessage } from '@energy-advisor/widget/parts';
import type { Citation, SalesMessage } from '@energy-advisor/contracts';

/** A message shown on a screen that the server has not (yet) given an id. */
export function localMessage(sender: WidgetMessage['sender'], content: string, citations?: Citation[]): WidgetMessage {
  const id = localId();
  return {
    id,
    key: id,
    sender,
    content,
    timestamp: new Date().toISOString(),
    ...(citations && citations.length > 0 ? { citations } : {}),
  };
}

/** The sales chats' history as the server takes it: role and content. */
export function toSalesHistory(messages: readonly WidgetMessage[], limit = 200): SalesMessage[] {
  return messages.slice(-limit).map((message) => ({ role: message.sender, content: message.content }));
}
