import { DEFAULT_LABELS } from '../labels';
import { useWidget } from '../store';
import { useLabels } from './widget-config';

/** The indicator's text before the server names a stage. */
export const THINKING_TEXT = DEFAULT_LABELS.thinking;

/** Three dots and the latest thinking stage (or 'Thinking...') while a reply is awaited. */
export function ThinkingIndicator({ stage }: { stage?: string | null | undefined }) {
  const labels = useLabels();
  return (
    <div className="ea-typing" role="status">
      <span className="ea-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="ea-typing__stage">{stage || labels.thinking}</span>
    </div>
  );
}

/** The widget's indicator: {@link ThinkingIndicator} showing the stage from the socket. */
export function TypingIndicator() {
  const stage = useWidget((state) => state.thinkingStage);
  return <ThinkingIndicator stage={stage} />;
}
