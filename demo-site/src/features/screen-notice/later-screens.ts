import type { PathKey } from '../../config/paths';
import type { HostedScreenKey } from '../../app/hosted-screens';

/** What a screen that is not built yet will contain, and which piece of work brings it. */
export interface LaterScreen {
  /** One or two sentences: what will be on the screen. */
  description: string;
  /** The piece of work that delivers it, e.g. 'the hosted screens'. */
  arrivesWith: string;
}

export type LaterScreenKey = Exclude<PathKey, 'home' | HostedScreenKey>;

/** Every route except Home and the hosted screens shows a notice until its screen is mounted. */
export const laterScreens: Record<LaterScreenKey, LaterScreen> = {
  agentTest: {
    description: 'Create a voice agent for the demo project, then open a voice chat with it.',
    arrivesWith: 'the developer test pages',
  },
  apiTest: {
    description:
      'Try the voice-agent API and the direct API with example queries, see the key status, and read each answer as AI response, decision flow, formatted text or raw JSON.',
    arrivesWith: 'the developer test pages',
  },
  langchainCompare: {
    description: 'Ask one question of the traditional and the chain-library back ends side by side, with timings.',
    arrivesWith: 'the developer test pages',
  },
  modelCompare: {
    description: 'Compare the OpenAI, LangChain and Gemini back ends on the same question.',
    arrivesWith: 'the developer test pages',
  },
  reasoningTest: {
    description: 'Query the reasoning model and inspect its response, its plan and its debug trace.',
    arrivesWith: 'the developer test pages',
  },
  grokCompare: {
    description: 'Chat with GPT-4o and Grok side by side, and compare the variables each one collected.',
    arrivesWith: 'the developer test pages',
  },
};
