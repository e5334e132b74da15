import { vi } from 'vitest';
import type { MediaDeps } from '../media';

/**
 * Test doubles for the browser media APIs happy-dom lacks: a microphone stream, MediaRecorder and a
 * Web Audio context. They record what the code under test did so tests can assert on it.
 */

export interface FakeTrack {
  kind: 'audio';
  enabled: boolean;
  readyState: 'live' | 'ended';
  stop: ReturnType<typeof vi.fn>;
}

export function fakeStream(): { stream: MediaStream; track: FakeTrack } {
  const track: FakeTrack = {
    kind: 'audio',
    enabled: true,
    readyState: 'live',
    stop: vi.fn(() => {
      track.readyState = 'ended';
    }),
  };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

/**
 * A MediaRecorder: `start` fires the start event after `startDelayMs` (as a browser does once the
 * recording really begins; a microtask when 0); `emit` delivers a slice; `stop` delivers
 * `finalSlice` (if any), then stop.
 */
export class FakeMediaRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstart: (() => void) | null = null;
  onstop: (() => void) | null = null;
  timeslice: number | undefined;
  finalSlice: Blob | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly requestedMimeType: string | undefined,
    readonly startDelayMs = 0,
  ) {
    this.mimeType = requestedMimeType ?? 'audio/webm;codecs=opus';
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
    const started = () => {
      if (this.state === 'recording') this.onstart?.();
    };
    if (this.startDelayMs > 0) setTimeout(started, this.startDelayMs);
    else void Promise.resolve().then(started);
  }

  emit(data: Blob) {
    this.ondataavailable?.({ data });
  }

  stop() {
    if (this.state === 'inactive') throw new Error('InvalidStateError');
    this.state = 'inactive';
    const finalSlice = this.finalSlice;
    void Promise.resolve().then(() => {
      if (finalSlice) this.ondataavailable?.({ data: finalSlice });
      this.onstop?.();
    });
  }
}

export interface FakeParam {
  value: number;
  events: { method: string; value: number; time: number }[];
  setValueAtTime(value: number, time: number): FakeParam;
  linearRampToValueAtTime(value: number, time: number): FakeParam;
  exponentialRampToValueAtTime(value: number, time: number): FakeParam;
  cancelScheduledValues(time: number): FakeParam;
}

function fakeParam(value: number): FakeParam {
  const param: FakeParam = {
    value,
    events: [],
    setValueAtTime(next, time) {
      param.events.push({ method: 'setValueAtTime', value: next, time });
      return param;
    },
    linearRampToValueAtTime(next, time) {
      param.events.push({ method: 'linearRampToValueAtTime', value: next, time });
      return param;
    },
    exponentialRampToValueAtTime(next, time) {
      param.events.push({ method: 'exponentialRampToValueAtTime', value: next, time });
      return param;
    },
    cancelScheduledValues() {
      return param;
    },
  };
  return param;
}

export interface FakeNode {
  kind: string;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}

export interface FakeOscillator extends FakeNode {
  type: string;
  frequency: FakeParam;
  start: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}

export interface FakeGain extends FakeNode {
  gain: FakeParam;
}

/** A Web Audio context. `level` sets the amplitude (0..1) of the sine the analyser reports. */
export class FakeAudioContext {
  state: 'running' | 'suspended' | 'closed' = 'running';
  currentTime = 0;
  sampleRate = 48_000;
  level = 0;
  readonly destination = { kind: 'destination' };
  readonly oscillators: FakeOscillator[] = [];
  readonly gains: FakeGain[] = [];
  readonly filters: (FakeNode & { frequency: FakeParam; Q: FakeParam; type: string })[] = [];
  readonly analysers: unknown[] = [];
  readonly sources: FakeNode[] = [];
  close = vi.fn(async () => {
    this.state = 'closed';
  });
  resume = vi.fn(async () => {
    this.state = 'running';
  });

  private node(kind: string): FakeNode {
    return { kind, connect: vi.fn(), disconnect: vi.fn() };
  }

  createAnalyser() {
    const context = this;
    const analyser = {
      ...this.node('analyser'),
      fftSize: 2048,
      getByteTimeDomainData(array: Uint8Array) {
        for (let i = 0; i < array.length; i += 1) {
          array[i] = Math.round(128 + 127 * context.level * Math.sin((2 * Math.PI * i) / 32));
        }
      },
    };
    this.analysers.push(analyser);
    return analyser;
  }

  createMediaStreamSource() {
    const source = this.node('source');
    this.sources.push(source);
    return source;
  }

  createGain() {
    const gain: FakeGain = { ...this.node('gain'), gain: fakeParam(1) };
    this.gains.push(gain);
    return gain;
  }

  createOscillator() {
    const oscillator: FakeOscillator = {
      ...this.node('oscillator'),
      type: 'sine',
      frequency: fakeParam(440),
      start: vi.fn(),
      stop: vi.fn(),
    };
    this.oscillators.push(oscillator);
    return oscillator;
  }

  createBiquadFilter() {
    const filter = { ...this.node('filter'), type: 'lowpass', frequency: fakeParam(350), Q: fakeParam(1) };
    this.filters.push(filter);
    return filter;
  }
}

export interface FakeMedia {
  media: MediaDeps;
  getUserMedia: ReturnType<typeof vi.fn>;
  recorders: FakeMediaRecorder[];
  contexts: FakeAudioContext[];
  tracks: FakeTrack[];
}

/**
 * Fake media APIs. `deny` makes getUserMedia reject like a refused permission; `supported` lists
 * the MIME types MediaRecorder claims to support; `recorderStartDelayMs` delays each recorder's
 * start event.
 */
export function fakeMedia(
  options: { deny?: boolean; supported?: string[]; webAudio?: boolean; recorderStartDelayMs?: number } = {},
): FakeMedia {
  const recorders: FakeMediaRecorder[] = [];
  const contexts: FakeAudioContext[] = [];
  const tracks: FakeTrack[] = [];
  const getUserMedia = vi.fn(async () => {
    if (options.deny) throw new DOMException('Permission denied', 'NotAllowedError');
    const { stream, track } = fakeStream();
    tracks.push(track);
    return stream;
  });
  const supported = options.supported ?? ['audio/webm', 'audio/webm;codecs=opus'];
  const media: MediaDeps = {
    getUserMedia,
    isTypeSupported: (mimeType) => supported.includes(mimeType),
    createRecorder(stream, mimeType) {
      const recorder = new FakeMediaRecorder(stream, mimeType, options.recorderStartDelayMs);
      recorders.push(recorder);
      return recorder as unknown as MediaRecorder;
    },
    createAudioContext() {
      if (options.webAudio === false) return null;
      const context = new FakeAudioContext();
      contexts.push(context);
      return context as unknown as AudioContext;
    },
  };
  return { media, getUserMedia, recorders, contexts, tracks };
}
