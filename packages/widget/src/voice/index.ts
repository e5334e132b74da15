/** The voice input mode: the recording bar, its recorder and their helpers. */
export { RecordingBar, type RecordingBarProps } from './recording-bar';
export { useRecorder, type UseRecorder } from './use-recorder';
export { createRecorder, IDLE_RECORDER_STATE, type Recorder, type RecorderState, type StartResult } from './recorder';
export { Waveform, WAVEFORM_SAMPLE_MS, type WaveformProps } from './waveform';
export {
  formatRecordingTime,
  levelsFromAnalyser,
  microphoneLevel,
  pickRecordingMimeType,
  type TimeDomainSource,
} from './recording-helpers';
export { browserMedia, type MediaDeps } from './media';
export { RECORDING_TEXTS } from './texts';
export type { Notify, VoiceToast } from './types';
export { voiceStyles } from './styles';
