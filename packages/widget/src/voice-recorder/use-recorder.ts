import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MediaDeps } from '../media/media';
import { createRecorder, type Recorder, type RecorderState } from './recorder';

/** The recorder's state plus its actions. */
export interface UseRecorder extends RecorderState {
  start: Recorder['start'];
  stop: Recorder['stop'];
  cancel: Recorder['cancel'];
  getAnalyser: Recorder['getAnalyser'];
}

/**
 * The recorder as a React hook: a thin binding over the framework-free `createRecorder` (one
 * recorder per component). Unmounting cancels, so the microphone never stays open.
 */
export function useRecorder(media?: MediaDeps): UseRecorder {
  const [recorder] = useState(() => createRecorder(media));
  const state = useSyncExternalStore(recorder.subscribe, recorder.getState, recorder.getState);
  useEffect(() => () => recorder.cancel(), [recorder]);
  return { ...state, start: recorder.start, stop: recorder.stop, cancel: recorder.cancel, getAnalyser: recorder.getAnalyser };
}
