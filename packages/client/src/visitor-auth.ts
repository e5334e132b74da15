import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { VisitorSession } from './visitor-session';

/** An id placeholder: routes that take an id become patterns matching any one path segment. */
const ANY_ID = '\u0000';
const pattern = (route: (id: string) => string) =>
  new RegExp(`^${route(ANY_ID).split(encodeURIComponent(ANY_ID)).map(escapeRegExp).join('[^/]+')}$`);

/**
 * The calls that carry the visitor token: the user's conversation list and lookup (where the API
 * requires it), every call that creates or changes a conversation of the visitor (where it makes
 * the conversation the visitor's): create, PATCH, building details, the chat turns (the Grok chat
 * among them), voice uploads, lead and feedback; the reasoning agents and the smart API test, which
 * read the visitor's own conversation with it; and a new voice agent, which remembers its creator.
 * Calls by conversation id alone (transcript), the admin API, the webhook and every other origin
 * never see it.
 */
const TOKEN_PATHS: readonly (string | RegExp)[] = [
  API_ROUTES.conversations,
  API_ROUTES.conversationMessage,
  API_ROUTES.conversationVoice,
  API_ROUTES.voiceMessages,
  API_ROUTES.salesChat,
  API_ROUTES.salesLead,
  API_ROUTES.reasoningMessage,
  API_ROUTES.feedback,
  API_ROUTES.grokChat,
  API_ROUTES.chainQuery,
  API_ROUTES.chainPlan,
  API_ROUTES.reasoningPlan,
  API_ROUTES.voiceAgentSmartApi,
  API_ROUTES.voiceAgentCreate,
  pattern(API_ROUTES.conversation),
  pattern(API_ROUTES.updateBuildingDetails),
];

/** True when a request to `url` carries the visitor token of a client whose API is at `baseUrl`. */
export function carriesVisitorToken(url: string | URL, baseUrl: string): boolean {
  const target = new URL(url);
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (target.origin !== base.origin || !target.pathname.startsWith(`${prefix}/`)) return false;
  const path = target.pathname.slice(prefix.length);
  return TOKEN_PATHS.some((route) => (typeof route === 'string' ? route === path : route.test(path)));
}

/**
 * The fetch of a client with visitor tokens (ky's `fetch` option): a call that carries the token
 * goes with `Authorization: Bearer <token>` (when no token can be had, it goes without, `onError`
 * hears why, and the server decides); when it is answered 401, the session forgets that token and
 * the call is sent once more with a new one. Every other call is passed through untouched. (A fetch
 * rather than an afterResponse hook: ky clones every response for such a hook, this touches only
 * the 401s of calls that carried a token.)
 */
export function withVisitorToken(
  fetch: typeof globalThis.fetch | undefined,
  baseUrl: string,
  session: VisitorSession,
  onError?: (error: unknown) => void,
): typeof globalThis.fetch {
  const send: typeof globalThis.fetch = (input, init) => (fetch ?? globalThis.fetch)(input, init);
  const token = async (): Promise<string | undefined> => {
    try {
      return (await session.token()).token;
    } catch (error) {
      onError?.(error);
      return undefined;
    }
  };
  return async (input, init) => {
    if (!(input instanceof Request) || !carriesVisitorToken(input.url, baseUrl)) return send(input, init);
    const sent = await token();
    if (sent === undefined) return send(input, init);
    input.headers.set('authorization', `Bearer ${sent}`);
    const spare = input.clone();
    const response = await send(input, init);
    if (response.status !== 401) return response;
    session.rejected(sent);
    const fresh = await token();
    if (fresh === undefined) return response;
    void response.body?.cancel().catch(() => undefined);
    spare.headers.set('authorization', `Bearer ${fresh}`);
    return send(spare, init);
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
