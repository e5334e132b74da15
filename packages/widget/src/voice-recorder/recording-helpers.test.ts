import { describe, expect, it } from 'vitest';
import { RECORDING_MIME_TYPES } from '@energy-advisor/contracts/constants';
import { formatRecordingTime, levelsFromAnalyser, microphoneLevel, pickRecordingMimeType } from './recording-helpers';

describe('pickRecordingMimeType', () => {
  it('answers the first supported type in the order of RECORDING_MIME_TYPES', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm');
    expect(pickRecordingMimeType((type) => type.startsWith('audio/ogg') || type === 'audio/mp4')).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/mpeg')).toBe('audio/mpeg');
  });

  it('asks about every candidate in order, and answers undefined (browser default) when none fits', () => {
    const asked: string[] = [];
    expect(pickRecordingMimeType((type) => (asked.push(type), false))).toBeUndefined();
    expect(asked).toEqual([...RECORDING_MIME_TYPES]);
  });

  it('treats a throwing support check as unsupported', () => {
    expect(
      pickRecordingMimeType((type) => {
        if (type === 'audio/webm') throw new Error('boom');
        return true;
      }),
    ).toBe('audio/webm;codecs=opus');
  });
});

describe('formatRecordingTime', () => {
  it('formats m:ss', () => {
    expect(formatRecordingTime(0)).toBe('0:00');
    expect(formatRecordingTime(7)).toBe('0:07');
    expect(formatRecordingTime(59.9)).toBe('0:59');
    expect(formatRecordingTime(65)).toBe('1:05');
    expect(formatRecordingTime(720)).toBe('12:00');
  });

  it('never shows a negative or NaN time', () => {
    expect(formatRecordingTime(-3)).toBe('0:00');
    expect(formatRecordingTime(Number.NaN)).toBe('0:00');
  });
});

/** Byte time-domain samples of a sine with the given peak amplitude (0..1). */
function sine(amplitude: number, length = 1024): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, (_, i) => Math.round(128 + 127 * amplitude * Math.sin((2 * Math.PI * i) / 64)));
}

describe('microphoneLevel', () => {
  it('is 0 for silence and rises with loudness, capped at 1', () => {
    expect(microphoneLevel(new Uint8Array(512).fill(128))).toBe(0);
    const quiet = microphoneLevel(sine(0.02));
    const normal = microphoneLevel(sine(0.1));
    const loud = microphoneLevel(sine(0.9));
    expect(quiet).toBeGreaterThan(0);
    expect(normal).toBeGreaterThan(quiet);
    expect(loud).toBe(1);
    // RMS of a 0.1 sine is ~0.0707 = -23 dBFS: about two thirds up the -50..-10 dB scale.
    expect(normal).toBeCloseTo(0.67, 1);
  });

  it('is 0 for an empty block', () => {
    expect(microphoneLevel(new Uint8Array(0))).toBe(0);
  });
});

describe('levelsFromAnalyser', () => {
  const analyser = (amplitude: number) => ({
    fftSize: 1024,
    getByteTimeDomainData(array: Uint8Array<ArrayBuffer>) {
      array.set(sine(amplitude, array.length));
    },
  });

  it('appends the current microphone level on the right and keeps exactly 15 bars', () => {
    const first = levelsFromAnalyser(analyser(0.5), []);
    expect(first).toHaveLength(15);
    expect(first.slice(0, 14)).toEqual(new Array(14).fill(0));
    expect(first[14]).toBeGreaterThan(0.8);

    const second = levelsFromAnalyser(analyser(0), first);
    expect(second).toHaveLength(15);
    expect(second[13]).toBe(first[14]);
    expect(second[14]).toBe(0);
  });

  it('drops the oldest level once the bars are full', () => {
    const full = Array.from({ length: 15 }, (_, i) => i / 15);
    const next = levelsFromAnalyser(analyser(0.9), full);
    expect(next.slice(0, 14)).toEqual(full.slice(1));
    expect(next[14]).toBe(1);
  });

  it('honours another bar count', () => {
    expect(levelsFromAnalyser(analyser(0.5), [], 5)).toHaveLength(5);
  });
});
