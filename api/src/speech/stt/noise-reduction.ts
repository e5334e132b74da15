/**
 * Steady background noise taken out before recognition: a short-time Fourier transform (32 ms
 * frames, 8 ms hop, square-root Hann windows), the noise spectrum estimated from the recording's
 * quietest tenth of frames (the pauses before, between and after words), and a Wiener gain per bin
 * with a decision-directed a-priori SNR (Ephraim & Malah), floored at −14 dB so speech is never
 * muted. pocketsphinx's acoustic model was trained on clean speech: with pink noise 20 dB below the
 * speech this takes the word error from about 32 % to 24 % on domain questions, and leaves clean
 * speech as it was (measured, see api/src/speech/README.md).
 */

const FRAME = 512;
const HOP = 128;
/** The gain never goes below this (0.2 ≈ −14 dB): deeper cuts leave "musical noise" the recogniser hears as words. */
const GAIN_FLOOR = 0.2;
/** How much the a-priori SNR follows the previous frame's clean estimate (decision-directed smoothing). */
const SMOOTHING = 0.98;
/** The quietest share of frames taken as noise. */
const QUIET_SHARE = 0.1;
const MIN_QUIET_FRAMES = 3;

/** In-place radix-2 FFT of length a power of two; `inverse` scales by 1/n. */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i] as number;
      re[i] = re[j] as number;
      re[j] = r;
      const m = im[i] as number;
      im[i] = im[j] as number;
      im[j] = m;
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / size;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let wRe = 1;
      let wIm = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = (re[b] as number) * wRe - (im[b] as number) * wIm;
        const tIm = (re[b] as number) * wIm + (im[b] as number) * wRe;
        re[b] = (re[a] as number) - tRe;
        im[b] = (im[a] as number) - tIm;
        re[a] = (re[a] as number) + tRe;
        im[a] = (im[a] as number) + tIm;
        const next = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = next;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = (re[i] as number) / n;
      im[i] = (im[i] as number) / n;
    }
  }
}

const WINDOW = Float64Array.from({ length: FRAME }, (_, i) => Math.sqrt(0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME)));

/** 16-bit samples with the steady background noise reduced (same length). */
export function reduceNoise(samples: Int16Array): Int16Array {
  if (samples.length < FRAME) return samples.slice();
  const bins = FRAME / 2 + 1;
  const frames = Math.ceil((samples.length - FRAME) / HOP) + 1;
  const spectra: Array<{ re: Float64Array; im: Float64Array; power: Float64Array; energy: number }> = [];
  for (let frame = 0; frame < frames; frame++) {
    const re = new Float64Array(FRAME);
    const im = new Float64Array(FRAME);
    for (let i = 0; i < FRAME; i++) re[i] = ((samples[frame * HOP + i] ?? 0) / 32768) * (WINDOW[i] as number);
    fft(re, im);
    const power = new Float64Array(bins);
    let energy = 0;
    for (let k = 0; k < bins; k++) {
      power[k] = (re[k] as number) ** 2 + (im[k] as number) ** 2;
      energy += power[k] as number;
    }
    spectra.push({ re, im, power, energy });
  }

  const quiet = [...spectra].sort((a, b) => a.energy - b.energy).slice(0, Math.max(MIN_QUIET_FRAMES, Math.floor(frames * QUIET_SHARE)));
  const noise = new Float64Array(bins);
  for (const frame of quiet) for (let k = 0; k < bins; k++) noise[k] = (noise[k] as number) + (frame.power[k] as number) / quiet.length;

  const output = new Float64Array(samples.length + FRAME);
  const previousClean = new Float64Array(bins);
  spectra.forEach(({ re, im, power }, frame) => {
    for (let k = 0; k < bins; k++) {
      const noisePower = (noise[k] as number) + 1e-12;
      const posterior = (power[k] as number) / noisePower;
      const prior = SMOOTHING * ((previousClean[k] as number) / noisePower) + (1 - SMOOTHING) * Math.max(posterior - 1, 0);
      const gain = Math.max(prior / (1 + prior), GAIN_FLOOR);
      previousClean[k] = gain * gain * (power[k] as number);
      re[k] = (re[k] as number) * gain;
      im[k] = (im[k] as number) * gain;
      if (k > 0 && k < FRAME / 2) {
        re[FRAME - k] = re[k] as number;
        im[FRAME - k] = -(im[k] as number);
      }
    }
    fft(re, im, true);
    for (let i = 0; i < FRAME; i++) output[frame * HOP + i] = (output[frame * HOP + i] as number) + (re[i] as number) * (WINDOW[i] as number);
  });

  // square-root Hann windows at 75 % overlap add up to 2
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32767, Math.min(32767, Math.round(((output[i] as number) / 2) * 32768)));
  return out;
}
