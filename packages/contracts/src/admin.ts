import Type, { type Static } from 'typebox';
import { ConversationIdSchema } from './primitives';

/** GET /api/admin/conversations query. `search` and `hideEmpty` are sent only when set. */
export const AdminConversationsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    hideEmpty: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminConversationsQuery = Static<typeof AdminConversationsQuerySchema>;

/** One row of the admin list. */
export const AdminConversationSchema = Type.Object({
  id: ConversationIdSchema,
  user_id: Type.String(),
  project_id: Type.String(),
  created_at: Type.String(),
  message_count: Type.Integer(),
  first_message_at: Type.Union([Type.String(), Type.Null()]),
  last_message_at: Type.Union([Type.String(), Type.Null()]),
});
export type AdminConversation = Static<typeof AdminConversationSchema>;

export const AdminConversationListSchema = Type.Object({
  conversations: Type.Array(AdminConversationSchema),
  totalPages: Type.Integer(),
});
export type AdminConversationList = Static<typeof AdminConversationListSchema>;

/** GET /api/admin/analytics: totals, top users, conversations per day and the lead funnel. */
export const AdminAnalyticsSchema = Type.Object({
  totalConversations: Type.Integer(),
  totalMessages: Type.Integer(),
  averageMessages: Type.Number(),
  emptyConversations: Type.Integer(),
  emptyPercentage: Type.Number(),
  topUsers: Type.Array(
    Type.Object({
      user_id: Type.String(),
      conversation_count: Type.Integer(),
      total_messages: Type.Integer(),
    }),
  ),
  conversationsByDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  leadFunnel: Type.Object({
    reachedLeadForm: Type.Integer(),
    leadsSubmitted: Type.Integer(),
    conversionRate: Type.Number(),
  }),
});
export type AdminAnalytics = Static<typeof AdminAnalyticsSchema>;

/** GET /api/admin/conversations/{id}/transcript: the conversation's ids and its messages, oldest first. */
export const AdminTranscriptSchema = Type.Object({
  conversation: Type.Object({ user_id: Type.String(), project_id: Type.String() }),
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      sender: Type.String(),
      content: Type.String(),
      timestamp: Type.String(),
      feedback: Type.Union([Type.String(), Type.Null()]),
      /** A reply the visitor stopped while it was being written (absent otherwise), as on the visitor's transcript. */
      stopped: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type AdminTranscript = Static<typeof AdminTranscriptSchema>;

/** POST /api/admin/session: exchange the admin token for an HttpOnly session cookie. */
export const AdminSessionRequestSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 500 }) });
export type AdminSessionRequest = Static<typeof AdminSessionRequestSchema>;

/** GET /api/admin/leads query: one page of leads, newest first. */
export const AdminLeadsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminLeadsQuery = Static<typeof AdminLeadsQuerySchema>;

/** One captured lead with the conversation it came from. */
export const AdminLeadSchema = Type.Object({
  id: Type.Integer(),
  conversation_id: ConversationIdSchema,
  name: Type.String(),
  email: Type.String(),
  created_at: Type.String(),
  user_id: Type.String(),
  project_id: Type.String(),
});
export type AdminLead = Static<typeof AdminLeadSchema>;

/** GET /api/admin/leads answer. */
export const AdminLeadListSchema = Type.Object({
  leads: Type.Array(AdminLeadSchema),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type AdminLeadList = Static<typeof AdminLeadListSchema>;

