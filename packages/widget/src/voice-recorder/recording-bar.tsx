import { useEffect, useRef, useState } from 'react';
import { Square, X } from 'lucide-react';
import type { MediaDeps } from '../media/media';
import { label } from '../labels/catalogue';
import { useLabels } from '../components/widget-config';
import type { Notify, VoiceToast } from '../media/notify';
import { useRecorder } from './use-recorder';
import { Waveform } from './waveform';

const MICROPHONE_TOAST: VoiceToast = { title: label('recordingErrorTitle'), description: label('recordingError') };
const NO_AUDIO_TOAST: VoiceToast = { title: label('error'), description: label('noAudio'), variant: 'destructive' };

export interface RecordingBarProps {
  /** Called once with the whole recording (every 1000 ms slice assembled into one Blob). */
  onSend(blob: Blob): void;
  /** Called after cancel: the audio is discarded and the microphone released. */
  onCancel(): void;
  /** Shows a toast (the widget's toaster). */
  notify: Notify;
  /** The media APIs; the browser's by default (tests inject fakes). */
  media?: MediaDeps;
  /** A visible label read with the time, e.g. 'Recording...' → "Recording... 0:07" (the main chat's overlay). */
  label?: string;
}

/**
 * The voice input mode: records from the microphone as soon as it is shown, with the elapsed
 * time (m:ss, after the optional label), a 15-bar waveform of the live microphone level, a cancel
 * button and a stop button that sends the recording. Unmounting releases the microphone.
 */
export function RecordingBar({ onSend, onCancel, notify, media, label }: RecordingBarProps) {
  const recorder = useRecorder(media);
  const { start, cancel } = recorder;
  const [stopping, setStopping] = useState(false);
  const labels = useLabels();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  useEffect(() => {
    let mounted = true;
    void start().then((result) => {
      if (mounted && result === 'failed') notifyRef.current(MICROPHONE_TOAST);
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [start, cancel]);

  const handleStop = async () => {
    if (stopping) return;
    setStopping(true);
    const blob = await recorder.stop();
    setStopping(false);
    if (!blob || blob.size === 0) {
      notify(NO_AUDIO_TOAST);
      return;
    }
    onSend(blob);
  };

  const handleCancel = () => {
    cancel();
    onCancel();
  };

  return (
    <div className="ea-voice-recorder">
      <div className="ea-voice-bar" role="group" aria-label={labels.recordingBar} data-recording={recorder.isRecording}>
        <button
          type="button"
          className="ea-voice-button ea-voice-cancel"
          aria-label={labels.cancelRecording}
          title={labels.cancelRecording}
          onClick={handleCancel}
        >
          <X aria-hidden="true" size={18} />
        </button>
        <span className="ea-voice-dot" aria-hidden="true" />
        {label ? <span className="ea-voice-label">{label}</span> : null}
        <span className="ea-voice-time" role="timer" aria-label={labels.recordingTime}>
          {recorder.recordingTime}
        </span>
        <Waveform getAnalyser={recorder.getAnalyser} active={recorder.isRecording} />
        <button
          type="button"
          className="ea-voice-button ea-voice-stop"
          aria-label={labels.stopRecording}
          title={labels.stopRecording}
          disabled={stopping}
          onClick={() => void handleStop()}
        >
          <Square aria-hidden="true" size={16} />
        </button>
      </div>
      {recorder.error ? (
        <p className="ea-voice-error" role="alert">
          {labels[recorder.error]}
        </p>
      ) : null}
    </div>
  );
}
