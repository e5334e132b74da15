import { describe, expect, it } from 'vitest';
import { SpeechError } from '../speech';
import { joinWavs } from './wav';

/** A 16-bit mono PCM WAV at `rate` with the given samples, with an extra chunk before its data when asked. */
function wav(samples: number[], rate = 16_000, extraChunk = false): Buffer {
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0);
  format.writeUInt16LE(1, 2);
  format.writeUInt32LE(rate, 4);
  format.writeUInt32LE(rate * 2, 8);
  format.writeUInt16LE(2, 12);
  format.writeUInt16LE(16, 14);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(sample, index * 2));
  const chunk = (id: string, body: Buffer) => Buffer.concat([Buffer.from(id, 'latin1'), Buffer.from(new Uint32Array([body.length]).buffer), body]);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), chunk('fmt ', format), ...(extraChunk ? [chunk('LIST', Buffer.from('info'))] : []), chunk('data', data)]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from(new Uint32Array([body.length]).buffer), body]);
}

const samplesOf = (audio: Buffer) => {
  const size = audio.readUInt32LE(40);
  return Array.from({ length: size / 2 }, (_, index) => audio.readInt16LE(44 + index * 2));
};

describe('joinWavs', () => {
  it('plays the parts one after the other under one header with their format', () => {
    const joined = joinWavs([wav([1, 2, 3]), wav([4, 5], 16_000, true)]);
    expect(joined.toString('latin1', 0, 4)).toBe('RIFF');
    expect(joined.readUInt32LE(4)).toBe(joined.length - 8);
    expect(joined.readUInt32LE(24)).toBe(16_000);
    expect(samplesOf(joined)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers a single part as it is', () => {
    const one = wav([7, 8]);
    expect(joinWavs([one])).toBe(one);
  });

  it('refuses parts of different formats and bytes that are no WAV', () => {
    expect(() => joinWavs([wav([1]), wav([2], 8_000)])).toThrow(SpeechError);
    expect(() => joinWavs([Buffer.from('not audio at all')])).toThrow(SpeechError);
    expect(() => joinWavs([])).toThrow(SpeechError);
  });
});
