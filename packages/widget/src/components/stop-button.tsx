import { Square } from 'lucide-react';
import { useWidget } from '../store';
import { useLabels } from './widget-config';

/**
 * While a text reply is being written: 'Stop' (accessible name 'Stop generating', labels
 * `stopReply` and `stopReplyLabel`) aborts it (the store's `stop`); what it had said stays in the
 * conversation, marked stopped, here and on the server.
 */
export function StopButton() {
  const pending = useWidget((state) => state.pending);
  const stop = useWidget((state) => state.stop);
  const labels = useLabels();
  if (!pending) return null;
  return (
    <button
      type="button"
      className="ea-button ea-button--outline ea-stop"
      part="button stop-button"
      aria-label={labels.stopReplyLabel}
      title={labels.stopReplyLabel}
      onClick={stop}
    >
      <Square aria-hidden="true" size={12} />
      {labels.stopReply}
    </button>
  );
}
