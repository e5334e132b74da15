import { isApiError, type ApiClient } from '@energy-advisor/client';
import type { AdminAnalytics, AdminConversationList, AdminLeadList, AdminTranscript } from '@energy-advisor/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ADMIN_TEXTS } from './texts';

/** The client calls the admin screen makes. */
export type AdminClient = Pick<
  ApiClient,
  | 'listAdminConversations'
  | 'getAdminAnalytics'
  | 'getAdminTranscript'
  | 'listAdminLeads'
  | 'createAdminSession'
  | 'deleteAdminSession'
  | 'adminLeadsCsvUrl'
  | 'adminTranscriptCsvUrl'
>;

/**
 * Something loaded from the API. `data` stays while a newer request is under way (`loading`), so
 * the screen never flashes empty content; `error` holds the text the user sees.
 */
export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
}

const idle = <T>(): Resource<T> => ({ data: undefined, loading: false, error: undefined });

/** unknown: checking the session; signedOut: show the sign-in prompt; signedIn: show the screen. */
export type AdminAuth = 'unknown' | 'signedOut' | 'signedIn';

export interface AdminState {
  auth: AdminAuth;
  signInBusy: boolean;
  signInError: string | undefined;
  analytics: Resource<AdminAnalytics>;
  /** The newest conversations, unfiltered, for the Overview. */
  recent: Resource<AdminConversationList>;
  list: Resource<AdminConversationList>;
  page: number;
  /** The text in the search box, and the term last searched for. */
  searchDraft: string;
  search: string;
  hideEmpty: boolean;
  transcriptId: string | undefined;
  transcript: Resource<AdminTranscript>;
  leads: Resource<AdminLeadList>;
  leadsPage: number;
  /** Where the CSV downloads are (plain links: the session cookie authorises them). */
  leadsCsvUrl: string;
  transcriptCsvUrl(id: string): string;

  /** Loads everything; a 401 shows the sign-in prompt. */
  start(): Promise<void>;
  signIn(token: string): Promise<void>;
  signOut(): Promise<void>;
  setSearchDraft(text: string): void;
  /** Searches for the draft (back to page 1). */
  submitSearch(): Promise<void>;
  /** Empties the search and lists everything from page 1. */
  clearSearch(): Promise<void>;
  /** The hide-empty checkbox (back to page 1). */
  setHideEmpty(hideEmpty: boolean): Promise<void>;
  setPage(page: number): Promise<void>;
  loadList(): Promise<void>;
  loadAnalytics(): Promise<void>;
  openTranscript(id: string): Promise<void>;
  closeTranscript(): void;
  setLeadsPage(page: number): Promise<void>;
}

export type AdminStore = StoreApi<AdminState>;

type ResourceKey = 'analytics' | 'recent' | 'list' | 'transcript' | 'leads';

/** The admin screen's state. */
export function createAdminStore(client: AdminClient): AdminStore {
  return createStore<AdminState>()((set, get) => {
    /**
     * Runs one request into one resource. Only the newest request for a resource may write its
     * answer; a 401 signs the screen out.
     */
    const serials: Record<ResourceKey, number> = { analytics: 0, recent: 0, list: 0, transcript: 0, leads: 0 };
    async function load<K extends ResourceKey>(key: K, request: () => Promise<NonNullable<AdminState[K]['data']>>, errorText: string) {
      const serial = ++serials[key];
      set((state) => ({ [key]: { ...state[key], loading: true, error: undefined } }) as Partial<AdminState>);
      try {
        const data = await request();
        if (serial !== serials[key]) return;
        set({ [key]: { data, loading: false, error: undefined }, auth: 'signedIn' } as Partial<AdminState>);
      } catch (error) {
        if (serial !== serials[key]) return;
        if (isApiError(error) && error.status === 401) {
          set({ auth: 'signedOut', [key]: idle() } as Partial<AdminState>);
          return;
        }
        console.error(errorText, error);
        // Any answer but 401 got past the credentials check (or the server is unreachable): show
        // the screen with the error rather than an endless "Loading...".
        set((state) => ({ [key]: { ...state[key], loading: false, error: errorText }, auth: state.auth === 'unknown' ? 'signedIn' : state.auth }) as Partial<AdminState>);
      }
    }

    const listFilter = () => {
      const { page, search, hideEmpty } = get();
      return { page, search, hideEmpty };
    };

    return {
      auth: 'unknown',
      signInBusy: false,
      signInError: undefined,
      analytics: idle(),
      recent: idle(),
      list: idle(),
      page: 1,
      searchDraft: '',
      search: '',
      hideEmpty: false,
      transcriptId: undefined,
      transcript: idle(),
      leads: idle(),
      leadsPage: 1,
      leadsCsvUrl: client.adminLeadsCsvUrl(),
      transcriptCsvUrl: (id) => client.adminTranscriptCsvUrl(id),

      async start() {
        await get().loadAnalytics();
        if (get().auth !== 'signedIn') return;
        await Promise.all([
          load('recent', () => client.listAdminConversations({ page: 1 }), ADMIN_TEXTS.errors.conversations),
          get().loadList(),
          load('leads', () => client.listAdminLeads(get().leadsPage), ADMIN_TEXTS.errors.leads),
        ]);
      },

      async signIn(token) {
        const trimmed = token.trim();
        if (trimmed === '' || get().signInBusy) return;
        set({ signInBusy: true, signInError: undefined });
        try {
          await client.createAdminSession(trimmed);
        } catch (error) {
          const message =
            isApiError(error) && error.status === 401
              ? ADMIN_TEXTS.wrongToken
              : isApiError(error) && error.userMessage
                ? error.userMessage
                : ADMIN_TEXTS.signInFailed;
          set({ signInBusy: false, signInError: message });
          return;
        }
        set({ signInBusy: false, auth: 'unknown' });
        await get().start();
      },

      async signOut() {
        try {
          await client.deleteAdminSession();
        } catch {
          // Signed out either way: the cookie is gone or was never valid.
        }
        {
          set({ auth: 'signedOut', analytics: idle(), recent: idle(), list: idle(), leads: idle(), transcript: idle(), transcriptId: undefined });
        }
      },

      setSearchDraft: (searchDraft) => set({ searchDraft }),

      async submitSearch() {
        set((state) => ({ search: state.searchDraft.trim(), page: 1 }));
        await get().loadList();
      },

      async clearSearch() {
        set({ searchDraft: '', search: '', page: 1 });
        await get().loadList();
      },

      async setHideEmpty(hideEmpty) {
        set({ hideEmpty, page: 1 });
        await get().loadList();
      },

      async setPage(page) {
        set({ page });
        await get().loadList();
      },

      loadList: () => load('list', () => client.listAdminConversations(listFilter()), ADMIN_TEXTS.errors.conversations),
      loadAnalytics: () => load('analytics', () => client.getAdminAnalytics(), ADMIN_TEXTS.errors.analytics),

      async openTranscript(id) {
        set({ transcriptId: id, transcript: idle() });
        await load('transcript', () => client.getAdminTranscript(id), ADMIN_TEXTS.errors.transcript);
      },

      closeTranscript: () => {
        serials.transcript += 1;
        set({ transcriptId: undefined, transcript: idle() });
      },

      async setLeadsPage(page) {
        set({ leadsPage: page });
        await load('leads', () => client.listAdminLeads(page), ADMIN_TEXTS.errors.leads);
      },
    };
  });
}
