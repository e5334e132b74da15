import { Cpu, WifiOff } from 'lucide-react';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/**
 * 'Answered by {label}': what answered a column, as the server names it (a model, or the offline
 * advisor standing in for one). `offline` marks the stand-in so no one mistakes it for the model.
 */
export function AnsweredBy({ label, offline = false }: { label: string; offline?: boolean }) {
  const Icon = offline ? WifiOff : Cpu;
  return (
    <p className={offline ? 'pg-answered-by pg-answered-by--offline' : 'pg-answered-by'}>
      <Icon aria-hidden size={14} />
      <span>{TEST_PAGE_TEXTS.answeredBy}</span> <strong>{label}</strong>
    </p>
  );
}
