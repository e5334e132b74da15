import { Mic } from 'lucide-react';
import { MAIN_CHAT_TEXTS } from './texts';

/** The microphone button beside the main chat's input: opens the recording overlay. */
export function MicrophoneButton({ disabled, onClick }: { disabled: boolean; onClick(): void }) {
  return (
    <button type="button" className="mc-mic" aria-label={MAIN_CHAT_TEXTS.microphone} title={MAIN_CHAT_TEXTS.microphone} disabled={disabled} onClick={onClick}>
      <Mic aria-hidden="true" size={18} />
    </button>
  );
}
