import {
  Bot,
  BrainCircuit,
  Columns2,
  FlaskConical,
  Gauge,
  Headphones,
  LayoutPanelLeft,
  ListTree,
  type LucideIcon,
  MessagesSquare,
  MessageSquareText,
  PlugZap,
  ScrollText,
  Workflow,
} from 'lucide-react';
import { type PathKey, paths } from '../../config/paths';

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

function screen(key: PathKey, label: string, icon: LucideIcon): HomeScreenLink {
  return { to: paths[key].path, label, summary: paths[key].title, icon };
}

/** The screens the home page links to, grouped by who uses them. */
export const homeScreenGroups: readonly HomeScreenGroup[] = [
  {
    heading: 'Advisors',
    intro: 'Chat with the Energy Advisor the way a homeowner or design client would.',
    screens: [
      screen('chat', 'Full Page Chat', Bot),
      screen('salesChat', 'Sales Advisor', MessageSquareText),
      screen('optimizedSalesChat', 'Fast Sales Chat', MessagesSquare),
      screen('agentFullpage', 'Full-Page Demo', LayoutPanelLeft),
      screen('n8nChat', 'n8n Chat', Workflow),
    ],
  },
  {
    heading: 'Developer test pages',
    intro: 'Compare AI back ends and inspect how the advisor reasons.',
    screens: [
      screen('agentTest', 'Agent Test', Headphones),
      screen('apiTest', 'API Test', PlugZap),
      screen('chainReasoning', 'Chain Reasoning', ListTree),
      screen('reasoningTest', 'Reasoning Test', BrainCircuit),
      screen('grokCompare', 'Grok Compare', FlaskConical),
      screen('modelCompare', 'Model Compare', Columns2),
      screen('langchainCompare', 'LangChain Compare', Gauge),
    ],
  },
  {
    heading: 'Staff',
    intro: 'Review what visitors asked and how the advisor answered.',
    screens: [screen('adminTranscripts', 'Conversation Transcripts', ScrollText)],
  },
];
