import { useWidget } from '../store';

/** The indicator's text before the server names a stage (spec §2.9, §4). */
export const THINKING_TEXT = 'Thinking...';

/** Three dots and the latest thinking stage from the socket, while a reply is awaited (spec §4). */
export function TypingIndicator() {
  const stage = useWidget((state) => state.thinkingStage);
  return (
    <div className="ea-typing" role="status">
      <span className="ea-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="ea-typing__stage">{stage || THINKING_TEXT}</span>
    </div>
  );
}
