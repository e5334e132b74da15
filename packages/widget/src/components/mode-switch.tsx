import { Keyboard, Mic, Phone, type LucideIcon } from 'lucide-react';
import type { LabelKey } from '../labels';
import { useWidget, type InputMode } from '../store';
import { useLabels } from './widget-config';

const MODES: { mode: InputMode; label: LabelKey; icon: LucideIcon }[] = [
  { mode: 'text', label: 'modeText', icon: Keyboard },
  { mode: 'voice', label: 'modeVoice', icon: Mic },
  { mode: 'call', label: 'modeCall', icon: Phone },
];

/** The three input modes: text (default), voice recording, call. */
export function ModeSwitch() {
  const current = useWidget((state) => state.mode);
  const setMode = useWidget((state) => state.setMode);
  const labels = useLabels();
  return (
    <div className="ea-modes" role="group" aria-label={labels.inputMode}>
      {MODES.map(({ mode, label, icon: Icon }) => (
        <button key={mode} type="button" className="ea-mode" part="button mode-button" aria-pressed={current === mode} onClick={() => setMode(mode)}>
          <Icon aria-hidden="true" size={14} />
          {labels[label]}
        </button>
      ))}
    </div>
  );
}
