import { createStore } from 'zustand/vanilla';
import { WIDGET_CONSTANTS } from '../constants';
import { browserMedia, closeAudioContext, releaseStream, type MediaDeps } from '../media/media';
import type { Notify } from '../media/notify';
import { CALL_TOASTS } from './texts';
import type { LabelKey } from '../labels/catalogue';
import { playTone, playVoiceBurst, type PlayingSound } from './voice-synth';

/** The call's state: active, connecting (while the microphone opens), duration, mute, speaker, error. */
export interface CallState {
  isCallActive: boolean;
  isConnecting: boolean;
  /** Duration as mm:ss, updated every second while active. */
  callDuration: string;
  isMuted: boolean;
  isSpeakerOn: boolean;
  /** Why the call could not start, as the key of its label (the call controls write it in the widget's labels). */
  error: Extract<LabelKey, 'callStartError'> | null;
}

/**
 * The simulated call (not a real call: nobody is on the line; it plays tones and voice-like
 * bursts): a zustand vanilla store with its actions.
 */
export interface SimulatedCall {
  getState(): CallState;
  subscribe(listener: () => void): () => void;
  /** Opens the microphone, plays the 440 Hz connect tone, then voice-like bursts at random. */
  start(): Promise<boolean>;
  /** Releases the microphone, clears every timer, closes the audio nodes; duration back to 00:00. */
  end(): void;
  /** Enables or disables the microphone tracks. */
  toggleMute(): void;
  /** Sets the playback volume to 0 or 1. */
  toggleSpeaker(): void;
}

export interface SimulatedCallOptions {
  notify: Notify;
  /** The media APIs; the browser's by default. */
  media?: Pick<MediaDeps, 'getUserMedia' | 'createAudioContext'>;
  /** Random numbers in [0, 1): whether a burst plays, and its length and sound. */
  random?: () => number;
}

/** Call duration as mm:ss (00:00, 01:05, 60:00). */
export function formatCallDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The duration display ticks every second. */
const CALL_TICK_MS = 1000;

export const INACTIVE_CALL_STATE: CallState = Object.freeze({
  isCallActive: false,
  isConnecting: false,
  callDuration: formatCallDuration(0),
  isMuted: false,
  isSpeakerOn: true,
  error: null,
});

interface Line {
  stream: MediaStream;
  context: AudioContext;
  /** Every sound of the call goes through this gain: the speaker toggle. */
  output: GainNode;
  sounds: Set<PlayingSound>;
  burst: PlayingSound | null;
  timeouts: Set<ReturnType<typeof setTimeout>>;
  intervals: ReturnType<typeof setInterval>[];
}

/**
 * Creates a simulated call. While active, every 5 s a burst of 1–3 s plays with a 50%
 * chance if the speaker is on and no burst is playing. 'Call Started' is shown when the line
 * opens, 'Assistant Connected' when the 200 ms connect tone has played.
 */
export function createSimulatedCall(options: SimulatedCallOptions): SimulatedCall {
  const media = options.media ?? browserMedia();
  const random = options.random ?? Math.random;
  const { getState, setState, subscribe } = createStore<CallState>()(() => INACTIVE_CALL_STATE);
  let line: Line | null = null;
  let generation = 0;

  function later(active: Line, ms: number, run: () => void) {
    const timeout = setTimeout(() => {
      active.timeouts.delete(timeout);
      run();
    }, ms);
    active.timeouts.add(timeout);
  }

  function play(active: Line, sound: PlayingSound, ms: number, onEnd?: () => void) {
    active.sounds.add(sound);
    later(active, ms, () => {
      sound.stop();
      active.sounds.delete(sound);
      onEnd?.();
    });
  }

  function fail(stream: MediaStream | null) {
    if (stream) releaseStream(stream);
    setState({ isConnecting: false, error: 'callStartError' });
    options.notify(CALL_TOASTS.failed);
    return false;
  }

  async function start(): Promise<boolean> {
    if (line || getState().isConnecting) return getState().isCallActive;
    const run = ++generation;
    setState({ isConnecting: true, error: null });
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ audio: true });
    } catch {
      return run === generation ? fail(null) : false;
    }
    if (run !== generation) {
      releaseStream(stream);
      return false;
    }

    let context: AudioContext | null = null;
    let output: GainNode;
    try {
      context = media.createAudioContext();
      if (!context) return fail(stream);
      output = context.createGain();
      output.gain.value = getState().isSpeakerOn ? 1 : 0;
      output.connect(context.destination);
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    } catch {
      closeAudioContext(context);
      return fail(stream);
    }
    for (const track of stream.getAudioTracks()) track.enabled = !getState().isMuted;

    const active: Line = { stream, context, output, sounds: new Set(), burst: null, timeouts: new Set(), intervals: [] };
    line = active;
    const { callToneHz, callToneMs, callBurstCheckMs, callBurstChance, callBurstMinMs, callBurstMaxMs } = WIDGET_CONSTANTS;

    play(active, playTone(context, output, callToneHz, callToneMs), callToneMs, () => {
      options.notify(CALL_TOASTS.connected);
    });

    let seconds = 0;
    active.intervals.push(
      setInterval(() => {
        seconds += 1;
        setState({ callDuration: formatCallDuration(seconds) });
      }, CALL_TICK_MS),
      setInterval(() => {
        if (!getState().isCallActive || !getState().isSpeakerOn || active.burst) return;
        if (random() >= callBurstChance) return;
        const length = callBurstMinMs + random() * (callBurstMaxMs - callBurstMinMs);
        const burst = playVoiceBurst(active.context, active.output, length, random);
        active.burst = burst;
        play(active, burst, length, () => {
          active.burst = null;
        });
      }, callBurstCheckMs),
    );

    setState({ isCallActive: true, isConnecting: false, callDuration: formatCallDuration(0), error: null });
    options.notify(CALL_TOASTS.started);
    return true;
  }

  function end() {
    generation += 1;
    const active = line;
    line = null;
    if (active) {
      for (const interval of active.intervals) clearInterval(interval);
      for (const timeout of active.timeouts) clearTimeout(timeout);
      active.timeouts.clear();
      for (const sound of active.sounds) sound.stop();
      active.sounds.clear();
      active.output.disconnect();
      releaseStream(active.stream);
      closeAudioContext(active.context);
    }
    setState({ isCallActive: false, isConnecting: false, callDuration: formatCallDuration(0), isMuted: false });
  }

  function toggleMute() {
    const isMuted = !getState().isMuted;
    if (line) for (const track of line.stream.getAudioTracks()) track.enabled = !isMuted;
    setState({ isMuted });
  }

  function toggleSpeaker() {
    const isSpeakerOn = !getState().isSpeakerOn;
    if (line) line.output.gain.value = isSpeakerOn ? 1 : 0;
    setState({ isSpeakerOn });
  }

  return {
    getState,
    subscribe,
    start,
    end,
    toggleMute,
    toggleSpeaker,
  };
}
