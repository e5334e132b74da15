import { Keyboard, Mic, Phone, type LucideIcon } from 'lucide-react';
import { useWidget, type InputMode } from '../store';

const MODES: { mode: InputMode; label: string; icon: LucideIcon }[] = [
  { mode: 'text', label: 'Text', icon: Keyboard },
  { mode: 'voice', label: 'Voice', icon: Mic },
  { mode: 'call', label: 'Call', icon: Phone },
];

/** The three input modes: text (default), voice recording, call. */
export function ModeSwitch() {
  const current = useWidget((state) => state.mode);
  const setMode = useWidget((state) => state.setMode);
  return (
    <div className="ea-modes" role="group" aria-label="Input mode">
      {MODES.map(({ mode, label, icon: Icon }) => (
        <button key={mode} type="button" className="ea-mode" aria-pressed={current === mode} onClick={() => setMode(mode)}>
          <Icon aria-hidden="true" size={14} />
          {label}
        </button>
      ))}
    </div>
  );
}
