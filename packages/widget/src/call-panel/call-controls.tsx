import { Mic, MicOff, Phone, PhoneOff, Volume2, VolumeX } from 'lucide-react';
import { useLabels } from '../components/widget-config';
import type { UseSimulatedCall } from './use-simulated-call';

export interface CallControlsProps {
  /** The call, from `useSimulatedCall`. */
  call: UseSimulatedCall;
}

/**
 * The simulated call's controls: 'Start call' while inactive; the mm:ss duration, mute, speaker
 * and 'End call' while active; the error text when the call could not start.
 */
export function CallControls({ call }: CallControlsProps) {
  const labels = useLabels();
  if (!call.isCallActive) {
    return (
      <div className="ea-call-controls">
        <button
          type="button"
          className="ea-call-button ea-call-start"
          disabled={call.isConnecting}
          onClick={() => void call.start()}
        >
          <Phone aria-hidden="true" size={16} />
          <span>{call.isConnecting ? labels.connecting : labels.startCall}</span>
        </button>
        {call.error ? (
          <p className="ea-call-error" role="alert">
            {labels[call.error]}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="ea-call-controls" role="group" aria-label={labels.callControls} data-active="true">
      <span className="ea-call-duration" role="timer" aria-label={labels.callDuration}>
        {call.callDuration}
      </span>
      <div className="ea-call-buttons">
        <button
          type="button"
          className="ea-call-button ea-call-toggle"
          aria-label={labels.mute}
          aria-pressed={call.isMuted}
          title={labels.mute}
          onClick={call.toggleMute}
        >
          {call.isMuted ? <MicOff aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
        </button>
        <button
          type="button"
          className="ea-call-button ea-call-toggle"
          aria-label={labels.speaker}
          aria-pressed={call.isSpeakerOn}
          title={labels.speaker}
          onClick={call.toggleSpeaker}
        >
          {call.isSpeakerOn ? <Volume2 aria-hidden="true" size={18} /> : <VolumeX aria-hidden="true" size={18} />}
        </button>
        <button type="button" className="ea-call-button ea-call-end" onClick={call.end}>
          <PhoneOff aria-hidden="true" size={16} />
          <span>{labels.endCall}</span>
        </button>
      </div>
    </div>
  );
}
