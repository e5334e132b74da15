import { createStore } from 'zustand/vanilla';
import { WIDGET_CONSTANTS } from '../constants';
import { browserMedia, closeAudioContext, releaseStream, type MediaDeps } from '../media/media';
import { formatRecordingTime, pickRecordingMimeType } from './recording-helpers';
import type { LabelKey } from '../labels/catalogue';

/** The recorder's state: recording or not, the elapsed time, the last recording, the error shown. */
export interface RecorderState {
  isRecording: boolean;
  /**
   * Elapsed time as m:ss since MediaRecorder actually started, read from the clock (never counted
   * ticks, which fall behind on a busy page) and shown anew at each whole second.
   */
  recordingTime: string;
  /** The last finished recording: every slice assembled into one Blob. */
  audioBlob: Blob | null;
  /** The error shown inline (microphone refused, no audio captured): the key of its label. */
  error: RecordingError | null;
}

/** The recorder's inline errors, as label keys (the recording bar writes them in the widget's labels). */
export type RecordingError = Extract<LabelKey, 'microphoneError' | 'noAudioData'>;

/** How a start ended: recording, failed (error set), or cancelled before the microphone opened. */
export type StartResult = 'recording' | 'failed' | 'cancelled';

/** A framework-free voice recorder: a zustand vanilla store (getState/subscribe) with its actions. */
export interface Recorder {
  getState(): RecorderState;
  subscribe(listener: () => void): () => void;
  /** Opens the microphone and records in 1000 ms slices; the timer starts at 0:00. */
  start(): Promise<StartResult>;
  /**
   * Stops, assembles the slices into one Blob and releases the microphone. Null (with the
   * "no audio data" error) when nothing was captured; when not recording, the last recording.
   */
  stop(): Promise<Blob | null>;
  /** Discards the audio, releases the microphone, timer back to 0:00. Safe at any time. */
  cancel(): void;
  /** The live microphone analyser while recording (drives the waveform), else null. */
  getAnalyser(): AnalyserNode | null;
}

export const IDLE_RECORDER_STATE: RecorderState = Object.freeze({
  isRecording: false,
  recordingTime: formatRecordingTime(0),
  audioBlob: null,
  error: null,
});

/** Options of {@link createRecorder}. */
export interface RecorderOptions {
  /** A monotonic clock in milliseconds; `performance.now` by default (tests may pass their own). */
  now?: () => number;
}

/** Longest wait for MediaRecorder's stop event before the chunks are assembled anyway. */
const STOP_TIMEOUT_MS = 2000;
/** Analyser window: ~21 ms at 48 kHz, enough for a level reading. */
const ANALYSER_FFT_SIZE = 1024;

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  mimeType: string | undefined;
  chunks: Blob[];
  audioContext: AudioContext | null;
  analyser: AnalyserNode | null;
  timer: RecordingTimer;
}

/** Creates a recorder on the given media APIs (the browser's by default). */
export function createRecorder(media: MediaDeps = browserMedia(), options: RecorderOptions = {}): Recorder {
  const now = options.now ?? (() => performance.now());
  const { getState, setState, subscribe } = createStore<RecorderState>()(() => IDLE_RECORDER_STATE);
  let session: Session | null = null;
  /** Bumped by every start, stop and cancel: a microphone that opens after them is released. */
  let generation = 0;
  /** Bumped by cancel only: a stop that finishes after a cancel changes nothing. */
  let cancels = 0;
  let starting: { run: number; result: Promise<StartResult> } | null = null;

  function release(ended: Session) {
    ended.timer.stop();
    ended.recorder.ondataavailable = null;
    ended.recorder.onstop = null;
    ended.recorder.onstart = null;
    releaseStream(ended.stream);
    closeAudioContext(ended.audioContext);
  }

  function start(): Promise<StartResult> {
    if (session) return Promise.resolve('recording');
    if (starting && starting.run === generation) return starting.result;
    const run = ++generation;
    const result = open(run).finally(() => {
      if (starting?.run === run) starting = null;
    });
    starting = { run, result };
    return result;
  }

  async function open(run: number): Promise<StartResult> {
    setState({ ...IDLE_RECORDER_STATE });
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ audio: true });
    } catch {
      if (run !== generation) return 'cancelled';
      setState({ error: 'microphoneError' });
      return 'failed';
    }
    if (run !== generation) {
      releaseStream(stream);
      return 'cancelled';
    }

    let recorder: MediaRecorder;
    const mimeType = pickRecordingMimeType((type) => media.isTypeSupported(type));
    const chunks: Blob[] = [];
    const timer = startRecordingTimer(now, (recordingTime) => {
      if (getState().recordingTime !== recordingTime) setState({ recordingTime });
    });
    try {
      recorder = media.createRecorder(stream, mimeType);
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      // The timer counts from the moment MediaRecorder reports it is recording.
      recorder.onstart = () => timer.restart();
      recorder.start(WIDGET_CONSTANTS.recordingSliceMs);
    } catch {
      timer.stop();
      releaseStream(stream);
      setState({ error: 'microphoneError' });
      return 'failed';
    }

    const { audioContext, analyser } = openAnalyser(media, stream);
    session = { stream, recorder, mimeType, chunks, audioContext, analyser, timer };
    setState({ isRecording: true });
    return 'recording';
  }

  function stop(): Promise<Blob | null> {
    const active = session;
    if (!active) return Promise.resolve(getState().audioBlob);
    session = null;
    generation += 1;
    const cancelsAtStop = cancels;
    active.timer.stop();

    return new Promise((resolve) => {
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(fallback);
        release(active);
        if (cancels !== cancelsAtStop) return resolve(null);
        if (active.chunks.length === 0) {
          setState({ isRecording: false, audioBlob: null, error: 'noAudioData' });
          return resolve(null);
        }
        const type = active.recorder.mimeType || active.chunks[0]?.type || active.mimeType || 'audio/webm';
        const audioBlob = new Blob(active.chunks, { type });
        setState({ isRecording: false, audioBlob, error: null });
        resolve(audioBlob);
      };
      // MediaRecorder delivers the last slice, then fires stop: assemble only after both.
      active.recorder.onstop = finish;
      const fallback = setTimeout(finish, STOP_TIMEOUT_MS);
      if (active.recorder.state === 'inactive') return finish();
      try {
        active.recorder.stop();
      } catch {
        finish();
      }
    });
  }

  function cancel() {
    generation += 1;
    cancels += 1;
    starting = null;
    const active = session;
    session = null;
    if (active) {
      release(active);
      active.chunks.length = 0;
      if (active.recorder.state !== 'inactive') {
        try {
          active.recorder.stop();
        } catch {
          // already stopped: nothing to discard
        }
      }
    }
    setState({ ...IDLE_RECORDER_STATE });
  }

  return {
    getState,
    subscribe,
    start,
    stop,
    cancel,
    getAnalyser: () => session?.analyser ?? null,
  };
}

/** The running m:ss display of one recording. */
interface RecordingTimer {
  /** Counts from 0:00 again, from now (MediaRecorder's start event). */
  restart(): void;
  stop(): void;
}

/**
 * Shows the elapsed time at once and again at each whole second since the start, computed from
 * the clock: a tick that fires late on a busy page shows the right time, and the next one is
 * scheduled for the next whole second rather than a fixed interval later.
 */
function startRecordingTimer(now: () => number, show: (recordingTime: string) => void): RecordingTimer {
  const tickMs = WIDGET_CONSTANTS.recordingTickMs;
  let startedAt = now();
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const elapsed = Math.max(0, now() - startedAt);
    show(formatRecordingTime(elapsed / 1000));
    timeout = setTimeout(tick, tickMs - (elapsed % tickMs));
  };
  const stop = () => clearTimeout(timeout);
  tick();
  return {
    restart() {
      stop();
      startedAt = now();
      tick();
    },
    stop,
  };
}

/**
 * A Web Audio analyser on the microphone stream, for the waveform. It is not connected to the
 * speakers (no echo). Without Web Audio the recording still works and the bars stay flat.
 */
function openAnalyser(media: MediaDeps, stream: MediaStream): { audioContext: AudioContext | null; analyser: AnalyserNode | null } {
  let audioContext: AudioContext | null = null;
  try {
    audioContext = media.createAudioContext();
    if (!audioContext) return { audioContext: null, analyser: null };
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = ANALYSER_FFT_SIZE;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    if (audioContext.state === 'suspended') void audioContext.resume().catch(() => undefined);
    return { audioContext, analyser };
  } catch {
    closeAudioContext(audioContext);
    return { audioContext: null, analyser: null };
  }
}
