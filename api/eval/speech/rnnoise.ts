/**
 * RNNoise (Xiph's recurrent-network noise suppressor, its model built in) compiled to wasm, from npm
 * `@echogarden/rnnoise-wasm` (BSD-3-Clause; loads its .wasm from node_modules, nothing downloads),
 * for comparing it with the production Wiener filter (compare-settings.ts). It did not earn its
 * place (api/src/speech/README.md: tried), so the package is not a dependency: for a comparison,
 * `npm i --prefix /tmp/rnnoise @echogarden/rnnoise-wasm@0.2.0` and point RNNOISE_MODULE at
 * /tmp/rnnoise/node_modules/@echogarden/rnnoise-wasm/rnnoise.js (or install it in api/).
 * RNNoise works on 48 kHz frames of 480 samples scaled as 16-bit integers: the recogniser's 16 kHz
 * samples are resampled up to it and back down. Its output lags its input by one frame, which is
 * taken off so the samples line up.
 */
import { resample } from '../../src/speech/stt/resample';

const RATE = 48_000;
const FRAME = 480;

interface RnnoiseModule {
  HEAPF32: Float32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _rnnoise_create(model: number): number;
  _rnnoise_destroy(state: number): void;
  _rnnoise_process_frame(state: number, out: number, input: number): number;
}

/** A loaded suppressor: `denoise` takes 16 kHz 16-bit samples and answers them with the noise suppressed. */
export interface NoiseSuppressor {
  denoise(samples: Int16Array): Int16Array;
}

/** Loads the wasm module (about 40 ms); one per worker thread. */
export async function loadRnnoise(): Promise<NoiseSuppressor> {
  const where = process.env.RNNOISE_MODULE ?? '@echogarden/rnnoise-wasm';
  const loaded = (await import(where).catch(() => {
    throw new Error(`RNNoise is not installed (${where}): npm i --prefix /tmp/rnnoise @echogarden/rnnoise-wasm@0.2.0, then RNNOISE_MODULE=/tmp/rnnoise/node_modules/@echogarden/rnnoise-wasm/rnnoise.js`);
  })) as { default: () => Promise<RnnoiseModule> };
  const module = await loaded.default();
  const buffer = module._malloc(FRAME * 4);
  return {
    denoise(samples) {
      const input = new Float32Array(samples.length);
      for (let i = 0; i < samples.length; i++) input[i] = samples[i] as number;
      const high = resample(input, 16_000, RATE);
      const cleaned = new Float32Array(high.length);
      // a fresh state per recording: what one recording's noise taught it says nothing of the next
      const state = module._rnnoise_create(0);
      try {
        const frames = Math.ceil(high.length / FRAME) + 1;
        const frame = new Float32Array(FRAME);
        for (let f = 0; f < frames; f++) {
          frame.fill(0);
          frame.set(high.subarray(f * FRAME, Math.min(high.length, (f + 1) * FRAME)));
          module.HEAPF32.set(frame, buffer >> 2);
          module._rnnoise_process_frame(state, buffer, buffer);
          // frame f's output is the input's frame f − 1
          const at = (f - 1) * FRAME;
          if (at >= 0) cleaned.set(module.HEAPF32.subarray(buffer >> 2, (buffer >> 2) + Math.min(FRAME, high.length - at)), at);
        }
      } finally {
        module._rnnoise_destroy(state);
      }
      const low = resample(cleaned, RATE, 16_000);
      const out = new Int16Array(samples.length);
      for (let i = 0; i < out.length; i++) out[i] = Math.max(-32767, Math.min(32767, Math.round(low[i] ?? 0)));
      return out;
    },
  };
}
