import { Timer } from 'lucide-react';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import type { fasterApproach } from './langchain-compare-store';
import { LANGCHAIN_COMPARE_TEXTS } from './texts';

/** One sentence on which pipeline answered sooner, once both have. */
export function ComparisonSummary({ outcome }: { outcome: ReturnType<typeof fasterApproach> }) {
  if (outcome === undefined) return null;
  const { columns } = LANGCHAIN_COMPARE_TEXTS;
  let text: string;
  if (outcome === 'same') text = LANGCHAIN_COMPARE_TEXTS.same;
  else {
    const slower = outcome.faster === 'traditional' ? 'chain' : 'traditional';
    const ratio = Number.isFinite(outcome.ratio) ? outcome.ratio.toFixed(1) : '∞';
    text = LANGCHAIN_COMPARE_TEXTS.summary(columns[outcome.faster].title, columns[slower].title, TEST_PAGE_TEXTS.duration(outcome.savedMs), ratio);
  }
  return (
    <p className="pg-summary" role="status">
      <Timer aria-hidden size={16} />
      {text}
    </p>
  );
}
