import { describe, expect, it } from 'vitest';
import { fft, reduceNoise } from './noise-reduction';
import { decodeAudio } from './decode-audio';
import { fliteWav } from './test/spoken-audio';

const RATE = 16_000;

/** A seeded uniform noise generator (mulberry32), so the test is the same every run. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

function decibels(samples: Int16Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += ((samples[i] as number) / 32768) ** 2;
  return 10 * Math.log10(sum / (to - from));
}

describe('noise reduction', () => {
  it('transforms a cosine to its two bins and back', () => {
    const re = Float64Array.from({ length: 64 }, (_, i) => Math.cos((2 * Math.PI * 8 * i) / 64));
    const im = new Float64Array(64);
    const original = re.slice();
    fft(re, im);
    expect(re[8]).toBeCloseTo(32, 6);
    expect(re[56]).toBeCloseTo(32, 6);
    expect(Math.abs(re[9] as number) + Math.abs(im[9] as number)).toBeLessThan(1e-9);
    fft(re, im, true);
    for (let i = 0; i < 64; i++) expect(re[i]).toBeCloseTo(original[i] as number, 9);
  });

  it('lowers steady noise in the pauses and keeps the sound in between', () => {
    const random = noise(7);
    // 0.5 s of noise, 1 s of a 440 Hz tone in the noise, 0.5 s of noise; the noise is 10 dB below the tone
    const samples = Int16Array.from({ length: 2 * RATE }, (_, i) => {
      const tone = i >= RATE / 2 && i < 1.5 * RATE ? 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE) : 0;
      return Math.round((tone + 0.23 * random()) * 32767);
    });
    const cleaned = reduceNoise(samples);
    expect(cleaned).toHaveLength(samples.length);
    const pause = [1_000, RATE / 2 - 1_000] as const;
    const toneSpan = [0.6 * RATE, 1.4 * RATE] as const;
    expect(decibels(samples, ...pause) - decibels(cleaned, ...pause)).toBeGreaterThan(10);
    expect(Math.abs(decibels(samples, ...toneSpan) - decibels(cleaned, ...toneSpan))).toBeLessThan(2);
  });

  it('leaves clean speech as it was', async () => {
    const { samples } = await decodeAudio(fliteWav('Is double glazing worth the money in Melbourne?'));
    const cleaned = reduceNoise(samples);
    let product = 0;
    let own = 0;
    let theirs = 0;
    for (let i = 0; i < samples.length; i++) {
      product += (samples[i] as number) * (cleaned[i] as number);
      own += (samples[i] as number) ** 2;
      theirs += (cleaned[i] as number) ** 2;
    }
    expect(product / Math.sqrt(own * theirs)).toBeGreaterThan(0.97);
    expect(Math.abs(decibels(samples, 0, samples.length) - decibels(cleaned, 0, cleaned.length))).toBeLessThan(1);
  });
});
