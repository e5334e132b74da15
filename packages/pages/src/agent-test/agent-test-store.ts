import type { ApiClient } from '@energy-advisor/client';
import { VOICE_GREETING } from '@energy-advisor/contracts/constants';
import type { VoiceAgentDetails } from '@energy-advisor/contracts';
import { toastActions, type ShownToast, type ToastActions } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';

/** The calls of the voice agent test page. */
export type AgentTestClient = Pick<ApiClient, 'createVoiceAgent' | 'fetchSpeech'>;

export interface AgentTestState extends ToastActions {
  projectId: string;
  agent: RunState<VoiceAgentDetails>;
  /** The voice assistant panel is open with the agent. */
  voiceChatOpen: boolean;
  /** The toast the panel asked for. */
  toast: ShownToast | null;

  setProjectId(projectId: string): void;
  /** POST /api/voice-agent/create for the project; a blank project id, or a creation running, does nothing. */
  createAgent(): Promise<void>;
  /** Opens the voice assistant panel, once an agent exists. */
  openVoiceChat(): void;
  closeVoiceChat(): void;
  /** The agent's greeting, spoken (GET /api/tts); the panel's greeting audio. */
  fetchGreeting(): Promise<Blob>;
}

export type AgentTestStore = StoreApi<AgentTestState>;

/** The voice agent test: create an agent, then open the voice assistant panel with it. */
export function createAgentTestStore(client: AgentTestClient, identity: QueryIdentity): AgentTestStore {
  return createStore<AgentTestState>()((set, get) => ({
    ...toastActions(set),
    projectId: identity.projectId,
    agent: IDLE,
    voiceChatOpen: false,
    toast: null,

    setProjectId: (projectId) => set({ projectId }),

    async createAgent() {
      const projectId = get().projectId.trim();
      if (projectId === '' || get().agent.status === 'running') return;
      set({ agent: RUNNING, voiceChatOpen: false });
      try {
        const answer = await client.createVoiceAgent(projectId);
        set({ agent: answer.success ? { status: 'done', data: answer.agent } : { status: 'failed', failure: { message: TEST_PAGE_TEXTS.failed } } });
      } catch (error) {
        set({ agent: { status: 'failed', failure: requestFailure(error) } });
      }
    },

    openVoiceChat() {
      if (get().agent.status === 'done') set({ voiceChatOpen: true });
    },
    closeVoiceChat: () => set({ voiceChatOpen: false }),

    fetchGreeting() {
      const { agent, projectId } = get();
      const details = agent.status === 'done' ? agent.data : undefined;
      return client.fetchSpeech({
        text: details?.greeting || VOICE_GREETING,
        projectId: details?.projectId || projectId,
        userId: identity.userId,
      });
    },
  }));
}
