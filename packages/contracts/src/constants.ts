/**
 * The runtime values of the contracts that hold no schema: safe to import into browser bundles
 * (`@energy-advisor/contracts/constants`) without pulling TypeBox in. The schema modules re-export
 * them, so `@energy-advisor/contracts` offers everything.
 */

/** Every API path, declared once: the server registers these and the client calls them. */
export const API_ROUTES = {
  health: '/api/health',
  /** Readiness for a load balancer: 200 while this instance takes work, 503 while it drains. */
  healthReady: '/api/health/ready',
  visitors: '/api/visitors',
  conversations: '/api/conversations',
  conversation: (id: string) => `/api/conversations/${encodeURIComponent(id)}`,
  conversationTranscript: (id: string) => `/api/conversations/${encodeURIComponent(id)}/transcript`,
  updateBuildingDetails: (id: string) => `/api/conversations/${encodeURIComponent(id)}/update-building-details`,
  conversationMessage: '/api/conversations/message',
  conversationVoice: '/api/conversations/voice',
  feedback: '/api/analysis/feedback',
  reasoningMessage: '/api/reasoning-message',
  salesChat: '/api/optimized-sales/chat',
  salesLead: '/api/optimized-sales/lead',
  grokChat: '/api/grok-chat/chat',
  tts: '/api/tts',
  transcribeAudio: '/api/transcribe/audio',
  voiceMessages: '/api/voice-messages',
  /** GET: an assistant message's text, spoken (the `audioUrl` of a voice reply). */
  messageAudio: (conversationId: string, messageId: number | string) =>
    `/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(String(messageId))}/audio`,
  voiceAgentCreate: '/api/voice-agent/create',
  voiceAgent: (id: string) => `/api/voice-agent/${encodeURIComponent(id)}`,
  voiceAgentSmartApi: '/api/voice-agent/test/test-smart-api',
  productQuery: (product: string) => `/api/${encodeURIComponent(product)}/query`,
  chainQuery: '/api/chain/query',
  chainPlan: '/api/chain/plan',
  reasoningPlan: '/api/reasoning-core/plan',
  n8nWebhook: '/api/n8n/webhook',
  providers: '/api/providers',
  providerCheck: (name: string) => `/api/providers/${encodeURIComponent(name)}/check`,
  climateZone: (postcode: string) => `/api/climate-zones/${encodeURIComponent(postcode)}`,
  localities: '/api/localities',
  knowledgeSearch: '/api/knowledge',
  knowledgeArticle: (id: string) => `/api/knowledge/${encodeURIComponent(id)}`,
  adminSession: '/api/admin/session',
  adminConversations: '/api/admin/conversations',
  adminAnalytics: '/api/admin/analytics',
  adminTranscript: (id: string) => `/api/admin/conversations/${encodeURIComponent(id)}/transcript`,
  adminTranscriptCsv: (id: string) => `/api/admin/conversations/${encodeURIComponent(id)}/transcript.csv`,
  adminLeads: '/api/admin/leads',
  adminLeadsCsv: '/api/admin/leads.csv',
} as const;

/** The socket path on the API's host (wss when the page is on https). */
export const SOCKET_PATH = '/ws';

/** The largest frame either side may send, in bytes (OWASP: 64 KiB or less). */
export const SOCKET_MAX_PAYLOAD = 64 * 1024;

/**
 * Reconnect policy of the widget and main chat socket: the first connect waits 2 s; after any close
 * but a normal one (1000), up to 5 retries waiting 2000 ms × 1.5^attempt. A server that goes away
 * (1001: an instance draining behind a load balancer) is reconnected to, reaching another instance.
 */
export const SOCKET_RECONNECT = {
  maxAttempts: 5,
  baseDelayMs: 2000,
  factor: 1.5,
  initialConnectDelayMs: 2000,
  normalCloseCodes: [1000] as readonly number[],
} as const;

/** The admin list's page size. */
export const ADMIN_PAGE_SIZE = 20;

/** The admin screen's other counts: recent conversations, top users, days shown; days counted. */
export const ADMIN_LIMITS = { recentConversations: 5, topUsers: 10, daysShown: 10, daysCounted: 30 } as const;

/** The longest chat message the API accepts, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;

/** The assistant's reply when the advisor returns nothing. */
export const DEFAULT_ASSISTANT_REPLY = 'Thanks for your message. How can I help with your energy efficiency needs today?';

/** Parent-window messages in are typed `ENERGY_ADVISOR_<COMMAND>`; messages out carry this source. */
export const BRIDGE_PREFIX = 'ENERGY_ADVISOR_';
export const BRIDGE_SOURCE = 'energy-advisor';
/**
 * The `<meta name=…>` the server puts into /agent-fullpage's HTML: its `content` lists the origins
 * (space separated) of ALLOWED_PARENT_ORIGINS, which the page's bridge accepts besides its own.
 */
export const PARENT_ORIGINS_META = 'energy-advisor-parent-origins';

/** What the voice assistant panel says first (GET /api/tts); the server renders it at start. */
export const VOICE_GREETING = "G'day! I'm your architectural assistant. Ask me anything about your home's energy efficiency.";

/** The recording formats tried in order; the first MediaRecorder supports wins. */
export const RECORDING_MIME_TYPES = [
  'audio/webm',
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/mpeg',
] as const;

/** The error codes the API answers with, and their HTTP status. */
export const ERROR_CODES = {
  validation_error: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 503,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The numeric message id of a feedback payload: digits extracted from a string, 0 if none. */
export function feedbackMessageId(messageId: number | string): number {
  if (typeof messageId === 'number') return messageId;
  const digits = messageId.replace(/\D/g, '');
  if (digits === '') return 0;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : 0;
}
