import {
  Bot,
  BrainCircuit,
  Columns2,
  FlaskConical,
  Gauge,
  Headphones,
  House,
  LayoutPanelLeft,
  ListTree,
  type LucideIcon,
  MessagesSquare,
  MessageSquareText,
  PlugZap,
  ScrollText,
  Workflow,
} from 'lucide-react';
import type { PathKey } from './paths';

/** The icon of each screen, declared once for every place that shows it. */
export const screenIcons: Record<PathKey, LucideIcon> = {
  home: House,
  agentTest: Headphones,
  apiTest: PlugZap,
  langchainCompare: Gauge,
  modelCompare: Columns2,
  chainReasoning: ListTree,
  reasoningTest: BrainCircuit,
  agentFullpage: LayoutPanelLeft,
  salesChat: MessageSquareText,
  optimizedSalesChat: MessagesSquare,
  n8nChat: Workflow,
  chat: Bot,
  grokCompare: FlaskConical,
  adminTranscripts: ScrollText,
};
