import type { Generation } from './generation';

/** Where a store keeps its conversation id, and who hears when it changes. */
export interface ConversationSlotOptions {
  /** The store's current conversation id. */
  read(): string | null;
  /** Writes the id into the store's state. */
  write(conversationId: string | null): void;
  /**
   * Called after each change (tell the host, follow the conversation on the socket, load its
   * history). `fresh` is true for a conversation just created: it has no history yet.
   */
  changed(conversationId: string | null, fresh: boolean): void;
  /** The store's generation: a creation started before a reset is never adopted. */
  generation: Generation;
}

/** The conversation of one store: adopting an id, and creating one on first need. */
export interface ConversationSlot {
  /** Makes `conversationId` the current one and reports the change; false when it already was. */
  adopt(conversationId: string | null, fresh?: boolean): boolean;
  /**
   * Creates a conversation with `request`, one at a time: a call while a creation of the same
   * generation runs shares it. The new conversation is adopted (fresh) unless a reset happened or
   * another conversation became current meanwhile. Resolves with the created id.
   */
  create(request: () => Promise<{ id: string }>): Promise<string>;
}

/** A new {@link ConversationSlot}. */
export function createConversationSlot(options: ConversationSlotOptions): ConversationSlot {
  let creating: { promise: Promise<string>; current: () => boolean } | undefined;

  const adopt = (conversationId: string | null, fresh = false): boolean => {
    if (options.read() === conversationId) return false;
    options.write(conversationId);
    options.changed(conversationId, fresh);
    return true;
  };

  return {
    adopt,
    create(request) {
      if (creating?.current()) return creating.promise;
      const current = options.generation.start();
      const promise: Promise<string> = request()
        .then(({ id }) => {
          if (current() && options.read() === null) adopt(id, true);
          return id;
        })
        .finally(() => {
          if (creating?.promise === promise) creating = undefined;
        });
      creating = { promise, current };
      return promise;
    },
  };
}
