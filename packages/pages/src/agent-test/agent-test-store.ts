import type { ApiClient } from '@energy-advisor/client';
import { VOICE_GREETING } from '@energy-advisor/contracts/constants';
import type { VoiceAgentDetails } from '@energy-advisor/contracts';
import { toastActions, type ShownToast, type ToastActions } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { providerField, type BackendChoice } from '../shared/backend-names';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';

/** The calls of the voice agent test page; `visitor`, when there, is told who creates the agent. */
export type AgentTestClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'createVoiceAgent' | 'fetchSpeech'>;

export interface AgentTestState extends ToastActions {
  projectId: string;
  /** What the agent says first; blank: the server's greeting for the project. */
  greeting: string;
  /** The back end that answers for the agent. */
  backend: BackendChoice;
  agent: RunState<VoiceAgentDetails>;
  /** The voice assistant panel is open with the agent. */
  voiceChatOpen: boolean;
  /** The toast the panel asked for. */
  toast: ShownToast | null;

  setProjectId(projectId: string): void;
  setGreeting(greeting: string): void;
  setBackend(backend: BackendChoice): void;
  /**
   * POST /api/voice-agent/create for the project (with the greeting, when one is written, and the
   * chosen back end); a blank project id, or a creation running, does nothing.
   */
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
  client.visitor?.setUser({ userId: identity.userId });
  return createStore<AgentTestState>()((set, get) => ({
    ...toastActions(set),
    projectId: identity.projectId,
    greeting: '',
    backend: 'default',
    agent: IDLE,
    voiceChatOpen: false,
    toast: null,

    setProjectId: (projectId) => set({ projectId }),
    setGreeting: (greeting) => set({ greeting }),
    setBackend: (backend) => set({ backend }),

    async createAgent() {
      const projectId = get().projectId.trim();
      if (projectId === '' || get().agent.status === 'running') return;
      set({ agent: RUNNING, voiceChatOpen: false });
      try {
        const greeting = get().greeting.trim();
        const answer = await client.createVoiceAgent(projectId, { ...(greeting ? { greeting } : {}), ...providerField(get().backend) });
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
