import { vi } from 'vitest';
import { ApiError, type AdminConversationsFilter } from '@energy-advisor/client';
import type { AdminAnalytics, AdminConversation, AdminConversationList, AdminLeadList, AdminTranscript } from '@energy-advisor/contracts';
import type { AdminClient } from '../admin-store';

/** An ApiError as the client throws it for a non-2xx answer. */
export function apiError(status: number, body = ''): ApiError {
  return new ApiError(new Response(null, { status }), new Request('http://test.invalid/api/admin'), {} as never, body);
}

export const unauthorized = () => apiError(401, JSON.stringify({ error: 'unauthorized', message: 'Admin sign-in required' }));

export function conversation(index: number, changes: Partial<AdminConversation> = {}): AdminConversation {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    user_id: `user-${index}`,
    project_id: `project-${index}`,
    created_at: '2026-11-20T03:00:00.000Z',
    message_count: 4,
    first_message_at: '2026-11-20T03:00:00.000Z',
    last_message_at: '2026-11-20T03:07:00.000Z',
    ...changes,
  };
}

export const analytics = (changes: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  totalConversations: 1234,
  totalMessages: 5678,
  averageMessages: 4.6012,
  emptyConversations: 120,
  emptyPercentage: 9.72,
  topUsers: Array.from({ length: 12 }, (_, index) => ({ user_id: `top-${index + 1}`, conversation_count: 30 - index, total_messages: 100 - index })),
  conversationsByDay: Array.from({ length: 14 }, (_, index) => ({ date: `2026-11-${String(23 - index).padStart(2, '0')}`, count: (index + 1) * 5 })),
  leadFunnel: { reachedLeadForm: 40, leadsSubmitted: 10, conversionRate: 25 },
  ...changes,
});

export const transcript = (changes: Partial<AdminTranscript> = {}): AdminTranscript => ({
  conversation: { user_id: 'user-1', project_id: 'project-1' },
  messages: [
    { id: 1, sender: 'user', content: 'How do I insulate?', timestamp: '2026-11-20T03:00:00.000Z', feedback: null },
    { id: 2, sender: 'assistant', content: 'Start with the ceiling.', timestamp: '2026-11-20T03:00:05.000Z', feedback: 'Too short' },
  ],
  ...changes,
});

export const leadList = (): AdminLeadList => ({
  leads: [{ id: 1, conversation_id: conversation(1).id, name: 'Ann Lee', email: 'ann@example.com', created_at: '2026-11-20T03:10:00.000Z', user_id: 'user-1', project_id: 'project-1' }],
  total: 1,
  totalPages: 1,
});

/** A page of `count` conversations out of `totalPages`. */
export const page = (count: number, totalPages = 1): AdminConversationList => ({
  conversations: Array.from({ length: count }, (_, index) => conversation(index + 1)),
  totalPages,
});

/** A fake admin client: signed in, with data, unless a test changes its mocks. */
export function fakeAdminClient() {
  return {
    listAdminConversations: vi.fn(async (_filter?: AdminConversationsFilter) => page(20, 3)),
    getAdminAnalytics: vi.fn(async () => analytics()),
    getAdminTranscript: vi.fn(async (_id: string) => transcript()),
    listAdminLeads: vi.fn(async (_page?: number) => leadList()),
    createAdminSession: vi.fn(async (_token: string) => ({ success: true })),
    deleteAdminSession: vi.fn(async () => ({ success: true })),
    adminLeadsCsvUrl: () => 'http://localhost/api/admin/leads.csv',
    adminTranscriptCsvUrl: (id: string) => `http://localhost/api/admin/conversations/${id}/transcript.csv`,
  } satisfies AdminClient;
}
