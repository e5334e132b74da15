import { Square } from 'lucide-react';
import { useWidget } from '../store';

/** The Stop button's accessible name (the spec names no string for it). */
export const STOP_LABEL = 'Stop generating';

/**
 * While a text reply is being written: 'Stop' aborts it (the store's `stop`); what it had said
 * stays in the conversation, marked stopped, here and on the server.
 */
export function StopButton() {
  const pending = useWidget((state) => state.pending);
  const stop = useWidget((state) => state.stop);
  if (!pending) return null;
  return (
    <button type="button" className="ea-button ea-button--outline ea-stop" aria-label={STOP_LABEL} title={STOP_LABEL} onClick={stop}>
      <Square aria-hidden="true" size={12} />
      Stop
    </button>
  );
}
