import type { WebhookRequest } from '@energy-advisor/contracts';
import { API_ROUTES } from '@energy-advisor/contracts/constants';
import {
  createAdminSession,
  deleteAdminSession,
  getAdminAnalytics,
  getAdminTranscript,
  listAdminConversations,
  listAdminLeads,
} from './admin';
import {
  createConversation,
  getConversation,
  getTranscript,
  listConversations,
  patchConversation,
  sendMessage,
  submitFeedback,
  updateBuildingDetails,
} from './conversations';
import { getHealth } from './health';
import { createHttp, getJson, resolveBaseUrl, type Http, type HttpOptions, type On401 } from './http';
import { createVisitor } from './visitors';
import { createVisitorSession, type VisitorSessionOptions } from './visitor-session';
import { getKnowledgeArticle, searchKnowledge } from './knowledge';
import { getClimateZone, searchLocalities } from './places';
import { checkProvider, listProviders, planChainQuery, planReasoning, queryGemini, queryLangchain, queryProduct, runChainQuery } from './providers';
import { sendGrokChat, sendReasoningMessage, sendSalesChat, submitLead } from './sales';
import {
  createVoiceAgent,
  fetchSpeech,
  getVoiceAgent,
  testSmartApi,
  transcribeAudio,
  uploadConversationVoice,
  uploadVoiceMessage,
} from './voice';
import { postWebhook } from './webhook';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends Omit<HttpOptions, 'visitor'> {
  /**
   * The visitor-token layer (on by default): where tokens are kept, the clock, and who hears about a
   * refused identity token or a token that could not be had. `false` sends no visitor token.
   */
  visitor?: false | Pick<VisitorSessionOptions, 'storage' | 'now' | 'onError'>;
}

/**
 * Creates the API client: one configured HTTP instance and every endpoint function of this package
 * bound to it. Each method is the same-named function of this package without its first argument.
 * Unless `visitor: false`, `visitor` is the client's visitor session: set who the calls act for
 * with `client.visitor.setUser({ userId, identityToken })`; the calls that need it carry the token.
 */
export function createApiClient(options: ApiClientOptions) {
  const { visitor: visitorOptions, ...httpOptions } = options;
  const base = `${resolveBaseUrl(options.baseUrl)}/`;
  const sessionOptions = visitorOptions === false ? undefined : (visitorOptions ?? {});
  const visitor =
    sessionOptions &&
    createVisitorSession({
      ...sessionOptions,
      apiOrigin: new URL(base).origin,
      create: (request, createOptions) => createVisitor(http, request, createOptions),
    });
  const http: Http = createHttp({ ...httpOptions, visitor: visitor && { session: visitor, onError: sessionOptions?.onError } });
  const bind =
    <A extends unknown[], R>(call: (http: Http, ...args: A) => R) =>
    (...args: A): R =>
      call(http, ...args);
  function boundGetJson<T>(url: string, getOptions?: { on401?: 'throw' }): Promise<T>;
  function boundGetJson<T>(url: string, getOptions: { on401: On401 }): Promise<T | null>;
  function boundGetJson<T>(url: string, getOptions?: { on401?: On401 }): Promise<T | null> {
    return getJson<T>(http, url, { on401: getOptions?.on401 ?? 'throw' });
  }

  return {
    /** The configured ky instance, for calls this client does not name. */
    http,
    getJson: boundGetJson,
    /** The visitor session (undefined with `visitor: false`). */
    visitor,
    createVisitor: bind(createVisitor),

    listConversations: bind(listConversations),
    getConversation: bind(getConversation),
    createConversation: bind(createConversation),
    patchConversation: bind(patchConversation),
    updateBuildingDetails: bind(updateBuildingDetails),
    getTranscript: bind(getTranscript),
    sendMessage: bind(sendMessage),
    submitFeedback: bind(submitFeedback),

    sendSalesChat: bind(sendSalesChat),
    submitLead: bind(submitLead),
    sendGrokChat: bind(sendGrokChat),
    sendReasoningMessage: bind(sendReasoningMessage),
    /** Posts to the workflow webhook; a relative `url` resolves against the API's base URL. */
    postWebhook: (url: string, payload: WebhookRequest) => postWebhook(http, new URL(url, base), payload),

    uploadConversationVoice: bind(uploadConversationVoice),
    uploadVoiceMessage: bind(uploadVoiceMessage),
    transcribeAudio: bind(transcribeAudio),
    fetchSpeech: bind(fetchSpeech),
    createVoiceAgent: bind(createVoiceAgent),
    getVoiceAgent: bind(getVoiceAgent),
    testSmartApi: bind(testSmartApi),

    listProviders: bind(listProviders),
    checkProvider: bind(checkProvider),

    queryProduct: bind(queryProduct),
    queryLangchain: bind(queryLangchain),
    queryGemini: bind(queryGemini),
    runChainQuery: bind(runChainQuery),
    planChainQuery: bind(planChainQuery),
    planReasoning: bind(planReasoning),

    getHealth: bind(getHealth),
    getKnowledgeArticle: bind(getKnowledgeArticle),
    searchKnowledge: bind(searchKnowledge),
    getClimateZone: bind(getClimateZone),
    searchLocalities: bind(searchLocalities),

    createAdminSession: bind(createAdminSession),
    listAdminConversations: bind(listAdminConversations),
    getAdminAnalytics: bind(getAdminAnalytics),
    getAdminTranscript: bind(getAdminTranscript),
    listAdminLeads: bind(listAdminLeads),
    deleteAdminSession: bind(deleteAdminSession),
    /** The address of the leads CSV download (the session cookie authorises it). */
    adminLeadsCsvUrl: () => new URL(API_ROUTES.adminLeadsCsv.replace(/^\//, ''), base).href,
    /** The address of a conversation's transcript CSV download. */
    adminTranscriptCsvUrl: (id: string) => new URL(API_ROUTES.adminTranscriptCsv(id).replace(/^\//, ''), base).href,
  };
}

/** The object {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
