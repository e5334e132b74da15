import * as Tabs from '@radix-ui/react-tabs';
import { LogOut } from 'lucide-react';
import { createScreenClient } from '../shared/screen-client';
import { ScreenStyles } from '../shared/screen-styles';
import { useScreen, useScreenStore } from '../shared/use-screen-store';
import { createAdminStore, type AdminClient } from './admin-store';
import { AnalyticsTab } from './analytics-tab';
import { ConversationsTab } from './conversations-tab';
import { OverviewTab } from './overview-tab';
import { SignInForm } from './sign-in-form';
import { ADMIN_TEXTS } from './texts';
import { TranscriptDialog } from './transcript-dialog';
import './admin.css';
import './admin-analytics.css';
import './admin-dialog.css';

export interface AdminTranscriptsPageProps {
  /** The API client; by default one for the page's own origin. */
  client?: AdminClient;
}

/** /admin/transcripts: conversation transcripts, analytics and leads for staff. */
export function AdminTranscriptsPage({ client }: AdminTranscriptsPageProps) {
  const store = useScreenStore(() => createAdminStore(client ?? createScreenClient()), { start: (created) => void created.getState().start() });
  const auth = useScreen(store, (state) => state.auth);
  return (
    <div className="pg-screen pg-admin">
      <ScreenStyles />
      <header className="pg-admin__header">
        <h1 className="pg-screen__title">{ADMIN_TEXTS.pageTitle}</h1>
        {auth === 'signedIn' ? (
          <button type="button" className="pg-button pg-button--outline pg-button--sm" onClick={() => void store.getState().signOut()}>
            <LogOut aria-hidden size={16} />
            {ADMIN_TEXTS.signOut}
          </button>
        ) : null}
      </header>
      {auth === 'unknown' ? (
        <p className="pg-admin__loading pg-muted" role="status">
          {ADMIN_TEXTS.loading}
        </p>
      ) : auth === 'signedOut' ? (
        <SignInForm store={store} />
      ) : (
        <Tabs.Root className="pg-admin__tabs" defaultValue="overview">
          <Tabs.List className="pg-admin__tab-list" aria-label={ADMIN_TEXTS.pageTitle}>
            <Tabs.Trigger className="pg-admin__tab" value="overview">
              {ADMIN_TEXTS.tabs.overview}
            </Tabs.Trigger>
            <Tabs.Trigger className="pg-admin__tab" value="conversations">
              {ADMIN_TEXTS.tabs.conversations}
            </Tabs.Trigger>
            <Tabs.Trigger className="pg-admin__tab" value="analytics">
              {ADMIN_TEXTS.tabs.analytics}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab store={store} />
          </Tabs.Content>
          <Tabs.Content value="conversations">
            <ConversationsTab store={store} />
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <AnalyticsTab store={store} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <TranscriptDialog store={store} />
    </div>
  );
}
