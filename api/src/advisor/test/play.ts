import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { defaultAdvisorEngine } from '../../providers/offline/default-engine';

/** Plays the visitor's messages as one conversation on the offline engine; returns each turn's analysis, answer and opening sentence. */
export function play(...messages: string[]) {
  const engine = defaultAdvisorEngine();
  const history: SalesMessage[] = [];
  let collected: CollectedVariables = {};
  return messages.map((message) => {
    const input = { message, history: [...history], collected };
    const analysis = engine.analyse(input);
    const { advice } = engine.compose(input, analysis);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: advice });
    collected = analysis.collected;
    return { analysis, advice, opening: advice.split(/(?<=[.!?])\s/)[0] ?? '' };
  });
}

/** The opening sentence of each turn of a conversation. */
export const openings = (...messages: string[]): string[] => play(...messages).map((turn) => turn.opening);
