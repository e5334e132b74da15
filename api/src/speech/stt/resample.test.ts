import { describe, expect, it } from 'vitest';
import { resample, toInt16 } from './resample';

function tone(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
}

/** RMS over the middle of the signal (the ends hold the filter's ramp). */
function rms(samples: Float32Array): number {
  const middle = samples.subarray(Math.floor(samples.length * 0.1), Math.floor(samples.length * 0.9));
  return Math.sqrt(middle.reduce((sum, value) => sum + value * value, 0) / middle.length);
}

/** The tone's frequency from its upward zero crossings. */
function frequencyOf(samples: Float32Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] as number) < 0 && (samples[i] as number) >= 0) crossings++;
  return (crossings * rate) / samples.length;
}

describe('resampling to 16 kHz', () => {
  it.each([48_000, 44_100, 22_050, 8_000])('keeps a 1 kHz tone at 1 kHz and its level, from %i Hz', (rate) => {
    const out = resample(tone(1_000, rate, 1), rate);
    expect(out.length).toBeCloseTo(16_000, -1);
    expect(frequencyOf(out, 16_000)).toBeCloseTo(1_000, -1);
    expect(rms(out)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('removes what lies above the new Nyquist frequency instead of folding it into the speech band', () => {
    // a 12 kHz tone would alias to 4 kHz at 16 kHz without the low-pass filter
    const out = resample(tone(12_000, 48_000, 1), 48_000);
    expect(rms(out)).toBeLessThan(0.005);
  });

  it('returns a copy at the same rate', () => {
    const input = tone(440, 16_000, 0.1);
    const out = resample(input, 16_000);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });

  it('converts to 16-bit integers, clipping what is beyond full scale', () => {
    expect([...toInt16(Float32Array.from([0, 0.5, -0.5, 1.5, -2]))]).toEqual([0, 16384, -16383, 32767, -32767]);
  });
});
