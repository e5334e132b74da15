import { MessageCircle, X } from 'lucide-react';
import type { Ref } from 'react';
import { DEFAULT_LABELS } from '../labels';
import { useWidget } from '../store';
import { useLabels } from './widget-config';

/** The accessible name of the launcher (it opens the product assistant). */
export const LAUNCHER_LABEL = DEFAULT_LABELS.launcher;

/** The round launcher at the bottom right: toggles the panel and follows `isOpen`. */
export function Launcher({ panelId, ref }: { panelId: string; ref?: Ref<HTMLButtonElement> }) {
  const isOpen = useWidget((state) => state.isOpen);
  const setOpen = useWidget((state) => state.setOpen);
  const labels = useLabels();
  return (
    <button
      ref={ref}
      type="button"
      className="ea-launcher"
      part="launcher"
      aria-label={labels.launcher}
      aria-expanded={isOpen}
      aria-controls={panelId}
      data-open={isOpen || undefined}
      onClick={() => setOpen(!isOpen)}
    >
      {isOpen ? <X aria-hidden="true" size={26} /> : <MessageCircle aria-hidden="true" size={26} />}
    </button>
  );
}
