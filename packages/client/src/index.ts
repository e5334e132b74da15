/**
 * @energy-advisor/client — the framework-free API client: one configured ky instance, one function
 * per endpoint (each takes the instance first), `createApiClient` binding them all, and the socket
 * client with its reconnect policy (`SOCKET_RECONNECT`). Wire shapes come from
 * `@energy-advisor/contracts`.
 */
export { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
export { createVisitor } from './visitors';
export {
  createVisitorSession,
  VISITOR_RENEW_BEFORE_MS,
  type VisitorSession,
  type VisitorSessionOptions,
  type VisitorUser,
} from './visitor-session';
export {
  createVisitorStorage,
  visitorStorageKey,
  VISITOR_STORAGE_PREFIX,
  type KeyValueStorage,
  type StoredVisitor,
  type VisitorStorage,
} from './visitor-storage';
export { carriesVisitorToken } from './visitor-auth';
export { createHttp, getJson, DEFAULT_TIMEOUT_MS, type Http, type HttpOptions, type On401 } from './http';
export {
  ApiError,
  isApiError,
  UnexpectedAnswerError,
  isUnexpectedAnswerError,
} from './errors';
export {
  listConversations,
  getConversation,
  createConversation,
  patchConversation,
  updateBuildingDetails,
  getTranscript,
  sendMessage,
  submitFeedback,
} from './conversations';
export { sendSalesChat, submitLead, sendGrokChat, sendReasoningMessage } from './sales';
export { postWebhook } from './webhook';
export {
  uploadConversationVoice,
  uploadVoiceMessage,
  transcribeAudio,
  fetchSpeech,
  createVoiceAgent,
  getVoiceAgent,
  testSmartApi,
  type VoiceUpload,
} from './voice';
export {
  listProviders,
  checkProvider,
  queryProduct,
  queryLangchain,
  queryGemini,
  runChainQuery,
  planChainQuery,
  planReasoning,
} from './providers';
export { getClimateZone, searchLocalities } from './places';
export { getHealth } from './health';
export { getKnowledgeArticle, searchKnowledge } from './knowledge';
export {
  listAdminConversations,
  adminConversationsParams,
  getAdminAnalytics,
  getAdminTranscript,
  listAdminLeads,
  createAdminSession,
  deleteAdminSession,
  type AdminConversationsFilter,
} from './admin';
export {
  createSocketClient,
  reconnectDelay,
  socketUrl,
  parseServerMessage,
  type SocketClient,
  type SocketClientOptions,
  type SocketStatus,
  type WebSocketConstructor,
  type WebSocketLike,
} from './socket';
