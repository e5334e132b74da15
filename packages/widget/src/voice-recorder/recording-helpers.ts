import { RECORDING_MIME_TYPES } from '@energy-advisor/contracts/constants';
import { WIDGET_CONSTANTS } from '../constants';

/**
 * The first recording format the browser supports, in this order (webm, webm/opus, ogg/opus,
 * mp4, mpeg); undefined means "let MediaRecorder use its default".
 */
export function pickRecordingMimeType(
  isSupported: (mimeType: string) => boolean,
  candidates: readonly string[] = RECORDING_MIME_TYPES,
): string | undefined {
  return candidates.find((mimeType) => {
    try {
      return isSupported(mimeType);
    } catch {
      return false;
    }
  });
}

/** Elapsed recording time as m:ss (0:00, 0:07, 1:05, 12:00). */
export function formatRecordingTime(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Quietest level shown above zero, and the level that fills a bar, in dBFS. */
const SILENCE_DB = -50;
const FULL_DB = -10;

/**
 * The loudness of one block of microphone samples (AnalyserNode byte time-domain data, silence =
 * 128) as 0..1: the RMS in dBFS mapped linearly from -50 dB (0) to -10 dB (1), so quiet speech still
 * moves the bars and shouting does not only ever show full bars.
 */
export function microphoneLevel(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (const sample of samples) {
    const amplitude = (sample - 128) / 128;
    sumOfSquares += amplitude * amplitude;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels - SILENCE_DB) / (FULL_DB - SILENCE_DB)));
}

/** The part of an AnalyserNode the waveform reads. */
export interface TimeDomainSource {
  readonly fftSize: number;
  getByteTimeDomainData(array: Uint8Array<ArrayBuffer>): void;
}

/**
 * The waveform's next bar levels: the microphone's current level (read from the analyser) appended
 * to the previous levels, oldest dropped, so the bars scroll right to left like a level meter over
 * the last `bars` samples. Always answers exactly `bars` values in 0..1.
 */
export function levelsFromAnalyser(
  analyser: TimeDomainSource,
  previous: readonly number[],
  bars: number = WIDGET_CONSTANTS.waveformBars,
): number[] {
  const samples = new Uint8Array(analyser.fftSize);
  analyser.getByteTimeDomainData(samples);
  const history = [...previous, microphoneLevel(samples)];
  const levels = history.slice(Math.max(0, history.length - bars));
  while (levels.length < bars) levels.unshift(0);
  return levels;
}
