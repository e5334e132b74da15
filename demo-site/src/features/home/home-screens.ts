import type { LucideIcon } from 'lucide-react';
import { type PathKey, paths } from '../../config/paths';
import { screenIcons } from '../../config/screen-icons';

export interface HomeScreenLink {
  to: string;
  label: string;
  /** The screen's name in the route table. */
  summary: string;
  icon: LucideIcon;
}

export interface HomeScreenGroup {
  heading: string;
  intro: string;
  screens: readonly HomeScreenLink[];
}

function screen(key: PathKey, label: string): HomeScreenLink {
  return { to: paths[key].path, label, summary: paths[key].title, icon: screenIcons[key] };
}

/** The screens the home page links to, grouped by who uses them. */
export const homeScreenGroups: readonly HomeScreenGroup[] = [
  {
    heading: 'Advisors',
    intro: 'Chat with the Energy Advisor the way a homeowner or design client would.',
    screens: [
      screen('chat', 'Full Page Chat'),
      screen('salesChat', 'Sales Advisor'),
      screen('optimizedSalesChat', 'Fast Sales Chat'),
      screen('agentFullpage', 'Full-Page Demo'),
      screen('n8nChat', 'n8n Chat'),
    ],
  },
  {
    heading: 'Developer test pages',
    intro: 'Compare AI back ends and inspect how the advisor reasons.',
    screens: [
      screen('agentTest', 'Agent Test'),
      screen('apiTest', 'API Test'),
      screen('chainReasoning', 'Chain Reasoning'),
      screen('reasoningTest', 'Reasoning Test'),
      screen('grokCompare', 'Grok Compare'),
      screen('modelCompare', 'Model Compare'),
      screen('langchainCompare', 'LangChain Compare'),
    ],
  },
  {
    heading: 'Staff',
    intro: 'Review what visitors asked and how the advisor answered.',
    screens: [screen('adminTranscripts', 'Conversation Transcripts')],
  },
];
