import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** The top navigation links, in their fixed order and with their exact labels. */
export const navItems: readonly NavItem[] = [
  { to: paths.home.path, label: 'Home' },
  { to: paths.agentTest.path, label: 'Agent Test' },
  { to: paths.apiTest.path, label: 'API Test' },
  { to: paths.chainReasoning.path, label: 'Chain Reasoning' },
  { to: paths.reasoningTest.path, label: 'Reasoning Test' },
  { to: paths.agentFullpage.path, label: 'Full-Page Demo' },
  { to: paths.salesChat.path, label: 'Sales Advisor' },
  { to: paths.optimizedSalesChat.path, label: 'Fast Sales Chat' },
  { to: paths.n8nChat.path, label: 'n8n Chat' },
  { to: paths.chat.path, label: 'Full Page Chat' },
  { to: paths.grokCompare.path, label: 'Grok Compare' },
];
