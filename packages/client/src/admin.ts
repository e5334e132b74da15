import { ADMIN_PAGE_SIZE, API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  AdminAnalytics,
  AdminConversationList,
  AdminLeadList,
  AdminTranscript,
  SuccessAnswer,
} from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** What the admin list screen asks for: a page, the search box and the "hide empty" checkbox. */
export interface AdminConversationsFilter {
  /** 1-based page; defaults to 1. */
  page?: number;
  /** The search box text; sent only when it is not blank. */
  search?: string;
  /** The "hide empty" checkbox; `hideEmpty=true` is sent only when ticked. */
  hideEmpty?: boolean;
}

/**
 * GET /api/admin/conversations?page&limit=20[&search][&hideEmpty=true] — one page of conversations
 * and the page count.
 */
export function listAdminConversations(
  http: Http,
  filter: AdminConversationsFilter = {},
): Promise<AdminConversationList> {
  return http
    .get(toInput(API_ROUTES.adminConversations), { searchParams: adminConversationsParams(filter) })
    .json<AdminConversationList>();
}

/** The query parameters of {@link listAdminConversations}: page, limit, then search and hideEmpty when set. */
export function adminConversationsParams({ page = 1, search, hideEmpty }: AdminConversationsFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  const term = search?.trim() ?? '';
  if (term !== '') params.set('search', term);
  if (hideEmpty === true) params.set('hideEmpty', 'true');
  return params;
}

/** GET /api/admin/analytics — totals, top users, conversations by day and the lead funnel. */
export function getAdminAnalytics(http: Http): Promise<AdminAnalytics> {
  return http.get(toInput(API_ROUTES.adminAnalytics)).json<AdminAnalytics>();
}

/** GET /api/admin/conversations/{id}/transcript — a conversation's messages with their feedback. */
export function getAdminTranscript(http: Http, id: string): Promise<AdminTranscript> {
  return http.get(toInput(API_ROUTES.adminTranscript(id))).json<AdminTranscript>();
}

/** GET /api/admin/leads?page&limit=20 — one page of captured leads, newest first, with the total. */
export function listAdminLeads(http: Http, page = 1): Promise<AdminLeadList> {
  const searchParams = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  return http.get(toInput(API_ROUTES.adminLeads), { searchParams }).json<AdminLeadList>();
}

/**
 * POST /api/admin/session — exchanges the admin token for an HttpOnly session cookie, which the
 * client then sends with every admin call (`credentials: 'include'`).
 */
export function createAdminSession(http: Http, token: string): Promise<SuccessAnswer> {
  return http.post(toInput(API_ROUTES.adminSession), { json: { token } }).json<SuccessAnswer>();
}

/** DELETE /api/admin/session — signs out: the server clears the session cookie. */
export function deleteAdminSession(http: Http): Promise<SuccessAnswer> {
  return http.delete(toInput(API_ROUTES.adminSession)).json<SuccessAnswer>();
}
