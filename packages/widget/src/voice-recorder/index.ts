/**
 * The voice message recorder (the voice input mode, also the feedback dialog's dictation): the
 * recording bar, its recorder and their helpers.
 */
export { RecordingBar, type RecordingBarProps } from './recording-bar';
export { useRecorder, type UseRecorder } from './use-recorder';
export { createRecorder, IDLE_RECORDER_STATE, type Recorder, type RecorderState, type RecordingError, type StartResult } from './recorder';
export { Waveform, WAVEFORM_SAMPLE_MS, type WaveformProps } from './waveform';
export {
  formatRecordingTime,
  levelsFromAnalyser,
  microphoneLevel,
  pickRecordingMimeType,
  type TimeDomainSource,
} from './recording-helpers';
export { voiceStyles } from './styles';
