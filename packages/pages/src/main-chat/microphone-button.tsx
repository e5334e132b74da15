import { LoaderCircle, Mic } from 'lucide-react';
import { MAIN_CHAT_TEXTS } from './texts';

/**
 * The microphone button beside the main chat's input: opens the recording overlay. While a voice
 * message is transcribed it shows 'Transcribing...' with a spinner and is disabled.
 */
export function MicrophoneButton({ disabled, transcribing, onClick }: { disabled: boolean; transcribing: boolean; onClick(): void }) {
  const label = transcribing ? MAIN_CHAT_TEXTS.transcribing : MAIN_CHAT_TEXTS.microphone;
  return (
    <button
      type="button"
      className="mc-mic"
      aria-label={label}
      title={label}
      aria-busy={transcribing || undefined}
      disabled={disabled || transcribing}
      onClick={onClick}
    >
      {transcribing ? <LoaderCircle className="mc-mic__spinner" aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
    </button>
  );
}
