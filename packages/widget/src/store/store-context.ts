import type { StoreApi } from 'zustand/vanilla';
import type { ConversationSlot } from './conversation-slot';
import type { Generation } from './generation';
import type { SocketLink } from './socket-link';
import type { WidgetClient, WidgetDelays, WidgetEvent, WidgetState, WidgetToast } from './types';

/** The project key when the host gives neither project nor job id. */
export const DEFAULT_PROJECT_ID = 'demo-project';
/** The user when the host gives none; the element passes a per-browser id instead. */
export const DEFAULT_USER_ID = 'default-user';

/** What the store's action modules share: state access, the client, timers and turn bookkeeping. */
export interface StoreContext {
  set: StoreApi<WidgetState>['setState'];
  get: () => WidgetState;
  client: WidgetClient;
  delays: WidgetDelays;
  logger: Pick<Console, 'warn'>;
  socket: SocketLink | undefined;
  emit(event: WidgetEvent): void;
  notify(toast: WidgetToast): void;
  /** Resolves after `ms` unless the store is destroyed first. */
  wait(ms: number): Promise<void>;
  /** Moved on by 'New Chat', a user change and destroy: results of older turns are dropped. */
  generation: Generation;
  /** Moved on whenever a turn or a reset changes the history: an older transcript load is dropped. */
  history: Generation;
  /** The current conversation: adopted, or created on first need. */
  conversation: ConversationSlot;
  /** The turn waiting for its reply: the stream ids it showed, and the Stop of a text turn. */
  turn: { streamedIds: Set<string | number>; stop?: AbortController } | null;
  /** Streams already reconciled: late chunks of them are ignored. */
  finishedStreams: Set<string | number>;
  /** The conversation lookup of the current user, once started. */
  lookup: { userId: string; promise: Promise<string | null> } | undefined;
  /** The last transcript load: within 10 s the conversation counts as fresh and is not loaded again. */
  transcript: { id: string; at: number } | undefined;
  /** Chat turns run one after another. */
  queue: Promise<void>;
}

/** The project key of the state: project id, else job id, else the demo project. */
export const projectKey = (state: Pick<WidgetState, 'projectId' | 'jobId'>): string =>
  state.projectId || state.jobId || DEFAULT_PROJECT_ID;

/** The user of the state, else the default user. */
export const userKey = (state: Pick<WidgetState, 'userId'>): string => state.userId || DEFAULT_USER_ID;
