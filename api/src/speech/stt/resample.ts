/**
 * Sample-rate conversion to the recogniser's 16 kHz: a windowed-sinc (Blackman) low-pass
 * interpolator, its kernels precomputed for each phase of the rational rate ratio, so Opus's 48 kHz,
 * espeak's 22.05 kHz or a WAV's 44.1 kHz come down without aliasing the speech band.
 */

export const RECOGNISER_RATE = 16_000;

/** Zero crossings of the sinc on each side of a kernel: sharper cut-off for more taps. */
const ZERO_CROSSINGS = 16;
/** The pass band ends this far below the output's Nyquist frequency (the transition band). */
const CUTOFF = 0.92;
/** More phases than this (an odd rate) and the phase is rounded to one of this many. */
const MAX_PHASES = 2048;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function sinc(x: number): number {
  return x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
}

/** Resamples mono float samples from `fromRate` to `toRate` (default 16 kHz). */
export function resample(input: Float32Array, fromRate: number, toRate: number = RECOGNISER_RATE): Float32Array {
  if (!Number.isFinite(fromRate) || fromRate <= 0) throw new RangeError(`bad sample rate: ${fromRate}`);
  if (fromRate === toRate) return input.slice();
  const divisor = gcd(Math.round(fromRate), toRate);
  // input samples advance by step/phases per output sample
  let step = Math.round(fromRate) / divisor;
  let phases = toRate / divisor;
  if (phases > MAX_PHASES) {
    step = Math.round((fromRate / toRate) * MAX_PHASES);
    phases = MAX_PHASES;
  }
  const ratio = step / phases;
  // below the lower of the two Nyquist frequencies, as a fraction of the input's sample rate × 2
  const cutoff = Math.min(1, 1 / ratio) * CUTOFF;
  const halfWidth = Math.ceil(ZERO_CROSSINGS / cutoff);
  const taps = 2 * halfWidth;
  const kernels = new Float32Array(phases * taps);
  for (let phase = 0; phase < phases; phase++) {
    const fraction = phase / phases;
    for (let tap = 0; tap < taps; tap++) {
      const offset = tap - halfWidth + 1 - fraction;
      const x = offset / halfWidth;
      const window = Math.abs(x) >= 1 ? 0 : 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);
      kernels[phase * taps + tap] = cutoff * sinc(cutoff * offset) * window;
    }
  }

  const length = Math.floor((input.length * phases) / step);
  const output = new Float32Array(length);
  for (let n = 0; n < length; n++) {
    const position = n * step;
    const base = Math.floor(position / phases);
    const phase = position - base * phases;
    const first = base - halfWidth + 1;
    const kernel = phase * taps;
    let sum = 0;
    const from = Math.max(0, -first);
    const to = Math.min(taps, input.length - first);
    for (let tap = from; tap < to; tap++) sum += (input[first + tap] as number) * (kernels[kernel + tap] as number);
    output[n] = sum;
  }
  return output;
}

/** Float samples (−1…1) as 16-bit integers, clipped. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i] as number;
    out[i] = Math.round((value >= 1 ? 1 : value <= -1 ? -1 : value) * 32767);
  }
  return out;
}
