import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AppShell } from './shell/app-shell';
import { HostedScreen } from './hosted-screens';

/** The demo site's route table (paths from `config/paths.ts`). The hosted screens come from @energy-advisor/pages. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.agentTest.path, element: <HostedScreen screen="agentTest" /> },
      { path: paths.apiTest.path, element: <HostedScreen screen="apiTest" /> },
      { path: paths.langchainCompare.path, element: <HostedScreen screen="langchainCompare" /> },
      { path: paths.modelCompare.path, element: <HostedScreen screen="modelCompare" /> },
      { path: paths.chainReasoning.path, element: <HostedScreen screen="chainReasoning" /> },
      { path: paths.reasoningTest.path, element: <HostedScreen screen="reasoningTest" /> },
      { path: paths.agentFullpage.path, element: <HostedScreen screen="agentFullpage" /> },
      { path: paths.salesChat.path, element: <HostedScreen screen="salesChat" /> },
      { path: paths.optimizedSalesChat.path, element: <HostedScreen screen="optimizedSalesChat" /> },
      { path: paths.n8nChat.path, element: <HostedScreen screen="n8nChat" /> },
      { path: paths.chat.path, element: <HostedScreen screen="chat" /> },
      { path: paths.grokCompare.path, element: <HostedScreen screen="grokCompare" /> },
      { path: paths.adminTranscripts.path, element: <HostedScreen screen="adminTranscripts" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
