import { vi } from 'vitest';
import type { WidgetClient } from '../store';

/** A conversation id the fake client hands out. */
export const CONVERSATION_ID = '11111111-2222-4333-8444-555555555555';

/** The stored message ids the fake client's chat answers name. */
export const STORED_IDS = { salesUser: 41, salesReply: 42, reasoningUser: 8, reasoningReply: 9 } as const;

/** Test support: a WidgetClient whose every call is a vi.fn answering plausible API answers. */
export function fakeClient(overrides: Partial<WidgetClient> = {}): WidgetClient & Record<keyof WidgetClient, ReturnType<typeof vi.fn>> {
  const client = {
    listConversations: vi.fn(async () => []),
    createConversation: vi.fn(async () => ({ id: CONVERSATION_ID, projectId: 'p', userId: 'u', createdAt: new Date().toISOString() })),
    patchConversation: vi.fn(async () => undefined),
    getTranscript: vi.fn(async () => []),
    sendSalesChat: vi.fn(async () => ({
      advice: 'Seal the **gaps** first.',
      next_question: 'Where is your build?',
      content: '',
      citations: [
        { id: 'air-sealing', type: 'knowledge', title: 'Air sealing' },
        { id: 'air-sealing', type: 'knowledge', title: 'Air sealing' },
        { id: 'draughts', type: 'knowledge' },
      ],
      conversation_id: CONVERSATION_ID,
      collected_variables: {},
      model_used: 'fake',
      is_lead_form: false,
      user_message_id: STORED_IDS.salesUser,
      assistant_message_id: STORED_IDS.salesReply,
    })),
    sendReasoningMessage: vi.fn(async () => ({
      id: STORED_IDS.reasoningReply,
      userMessageId: STORED_IDS.reasoningUser,
      content: 'Reasoned.',
      timestamp: new Date().toISOString(),
      citations: [],
    })),
    submitFeedback: vi.fn(async () => ({ success: true, id: 1, messageId: 0 })),
    updateBuildingDetails: vi.fn(async () => ({ success: true, buildingDetails: {} })),
    uploadConversationVoice: vi.fn(async () => {
      throw new Error('not configured');
    }),
    transcribeAudio: vi.fn(async () => ({ success: true, text: 'spoken words' })),
    fetchSpeech: vi.fn(async () => new Blob()),
    getKnowledgeArticle: vi.fn(async (id: string) => ({ id, title: `Title of ${id}`, summary: '', sources: [], checked: '2025-01-01' })),
    ...overrides,
  };
  return client as never;
}
