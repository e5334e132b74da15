import { vi } from 'vitest';
import type { WidgetClient } from '../store';

/** A conversation id the fake client hands out. */
export const CONVERSATION_ID = '11111111-2222-4333-8444-555555555555';

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
    })),
    sendReasoningMessage: vi.fn(async () => ({ id: 9, content: 'Reasoned.', timestamp: new Date().toISOString(), citations: [] })),
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
