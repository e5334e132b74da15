import ky from 'ky';
import type { Hooks } from 'ky';
import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { VisitorSession } from './visitor-session';

/** An id placeholder: routes that take an id become patterns matching any one path segment. */
const ANY_ID = '\u0000';
const pattern = (route: (id: string) => string) =>
  new RegExp(`^${route(ANY_ID).split(encodeURIComponent(ANY_ID)).map(escapeRegExp).join('[^/]+')}$`);

/**
 * The calls that carry the visitor token: the user's conversation list and lookup (where the API
 * requires it), and every call that creates or changes a conversation of the visitor (where it makes
 * the conversation the visitor's): create, PATCH, building details, the chat turns, voice uploads,
 * lead and feedback. Calls by conversation id alone (transcript), the admin API, the webhook and
 * every other origin never see it.
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
 * The ky hooks of the visitor token: before a call that carries it, `Authorization: Bearer <token>`
 * (when no token can be had, the call goes without and the server decides); after a 401 to a call
 * that carried one, the session forgets that token and the call is sent once more with a new one.
 */
export function visitorHooks(baseUrl: string, session: VisitorSession, onError?: (error: unknown) => void): Required<Pick<Hooks, 'beforeRequest' | 'afterResponse'>> {
  return {
    beforeRequest: [
      async (request) => {
        if (!carriesVisitorToken(request.url, baseUrl)) return;
        try {
          const visitor = await session.token();
          request.headers.set('authorization', `Bearer ${visitor.token}`);
        } catch (error) {
          onError?.(error);
          request.headers.delete('authorization');
        }
      },
    ],
    afterResponse: [
      (request, _options, response, { retryCount }) => {
        if (response.status !== 401 || retryCount > 0 || !carriesVisitorToken(request.url, baseUrl)) return;
        const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
        if (sent === undefined) return;
        session.rejected(sent);
        return ky.retry({ delay: 0 });
      },
    ],
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
