/**
 * The noise reductions compare-settings.ts can put before recognition: none, the production STFT
 * Wiener filter (src/speech/stt/noise-reduction.ts), RNNoise (`rnnoise.ts`), or RNNoise then Wiener.
 */
import { reduceNoise } from '../../src/speech/stt/noise-reduction';
import { loadRnnoise } from './rnnoise';

export type NoiseReduction = 'none' | 'wiener' | 'rnnoise' | 'rnnoise+wiener';

/** What the recogniser's worker runs (recognizer-worker.ts). */
export const DEFAULT_NOISE_REDUCTION: NoiseReduction = 'wiener';

/** 16 kHz 16-bit samples in, the same length out. */
export type Reducer = (samples: Int16Array) => Int16Array;

/** Loads what `kind` needs (RNNoise's wasm) and answers the reducer. */
export async function noiseReducer(kind: NoiseReduction): Promise<Reducer> {
  if (kind === 'none') return (samples) => samples;
  if (kind === 'wiener') return reduceNoise;
  const rnnoise = await loadRnnoise();
  if (kind === 'rnnoise') return (samples) => rnnoise.denoise(samples);
  return (samples) => reduceNoise(rnnoise.denoise(samples));
}
