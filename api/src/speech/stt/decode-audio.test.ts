import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpeechError } from '../speech';
import { decodeAudio } from './decode-audio';
import { recordThroughMicrophone } from './test/browser-recording';
import { webmToOggOpus } from './test/ogg-opus';
import { fliteWav, scratchDir, sox, soxDurationMs } from './test/spoken-audio';

const SENTENCE = 'How much insulation do I need in the ceiling?';

let wav: Buffer;
let wavMs: number;
beforeAll(() => {
  wav = fliteWav(SENTENCE);
  wavMs = soxDurationMs(wav);
});

/** The energy of 16-bit samples, as RMS over full scale. */
function level(samples: Int16Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + (value / 32768) ** 2, 0) / samples.length);
}

let recording: Promise<Buffer> | undefined;
/** The sentence recorded once through Chromium's fake microphone (real time: a few seconds). */
function microphoneRecording(): Promise<Buffer> {
  recording ??= (async () => {
    const dir = scratchDir();
    try {
      writeFileSync(dir.file('speech.wav'), wav);
      return await recordThroughMicrophone(dir.file('speech.wav'), wavMs);
    } finally {
      dir.remove();
    }
  })();
  return recording;
}

async function rejection(promise: Promise<unknown>): Promise<SpeechError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechError);
  return error as SpeechError;
}

describe('decoding an upload to 16 kHz samples', () => {
  it('reads a WAV at 16 kHz as it is', async () => {
    const audio = await decodeAudio(wav);
    expect(audio.format).toBe('wav');
    expect(audio.durationMs).toBeCloseTo(wavMs, -1);
    expect(audio.samples.length).toBe(Math.round((wavMs / 1000) * 16_000));
    expect(level(audio.samples)).toBeGreaterThan(0.05);
  });

  it('resamples a 44.1 kHz WAV to 16 kHz, keeping its length', async () => {
    const audio = await decodeAudio(sox(wav, ['-t', 'wav'], ['rate', '44100']));
    expect(audio.durationMs).toBeCloseTo(wavMs, -1);
    expect(Math.abs(audio.samples.length - (wavMs / 1000) * 16_000)).toBeLessThan(16);
    expect(level(audio.samples)).toBeGreaterThan(0.05);
  });

  it('keeps channel 0 of a stereo recording', async () => {
    const silence = sox(wav, ['-t', 'wav'], ['vol', '0']);
    const speechLeft = await decodeAudio(sox(wav, ['-t', 'wav'], [], [silence]));
    const speechRight = await decodeAudio(sox(silence, ['-t', 'wav'], [], [wav]));
    expect(level(speechLeft.samples)).toBeGreaterThan(0.05);
    expect(level(speechRight.samples)).toBeLessThan(0.001);
  });

  it('reads Ogg/Vorbis', async () => {
    const audio = await decodeAudio(sox(wav, ['-t', 'ogg']));
    expect(audio.format).toBe('oga');
    expect(Math.abs(audio.durationMs - wavMs)).toBeLessThan(50);
    expect(level(audio.samples)).toBeGreaterThan(0.05);
  });

  it('reads the live WebM/Opus (no duration) that Chromium’s MediaRecorder makes from a microphone', async () => {
    const webm = await microphoneRecording();
    // a live recording: the segment's size is "unknown" (all ones), so no duration is written
    expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(webm.includes(Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBe(true);
    const audio = await decodeAudio(webm);
    expect(audio.format).toBe('webm');
    // the recording runs a little longer than the speech
    expect(audio.durationMs).toBeGreaterThan(wavMs - 300);
    expect(audio.durationMs).toBeLessThan(wavMs + 1_500);
    expect(level(audio.samples)).toBeGreaterThan(0.01);
    // stopped before any audio: the header alone decodes to nothing heard
    const headerOnly = webm.subarray(0, webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])));
    expect(await decodeAudio(headerOnly)).toMatchObject({ format: 'webm', durationMs: 0, samples: new Int16Array(0) });
  });

  it('reads Ogg/Opus (what Firefox records)', async () => {
    const webm = await decodeAudio(await microphoneRecording());
    const audio = await decodeAudio(webmToOggOpus(await microphoneRecording()));
    expect(audio.format).toBe('opus');
    expect(Math.abs(audio.durationMs - webm.durationMs)).toBeLessThan(30);
    expect(level(audio.samples)).toBeCloseTo(level(webm.samples), 2);
  });

  it('refuses bytes that are no recording, naming the formats it reads', async () => {
    const error = await rejection(decodeAudio(new TextEncoder().encode('this is a text file, not audio at all')));
    expect(error.code).toBe('undecodable');
    expect(error.message).toMatch(/WebM.*Ogg.*WAV/);
  });

  it('refuses a recording that is corrupt past its header', async () => {
    const corrupt = Buffer.concat([wav.subarray(0, 12), Buffer.alloc(20_000, 0x5a)]);
    const error = await rejection(decodeAudio(corrupt));
    expect(error.code).toBe('undecodable');
    expect(error.message).toMatch(/WAV recording could not be decoded/);
  });

  it('refuses a recording at the length limit without decoding all of it', async () => {
    const tenMinutes = sox(wav, ['-t', 'wav', '-r', '8000'], ['repeat', String(Math.ceil(600_000 / wavMs))]);
    const error = await rejection(decodeAudio(tenMinutes));
    expect(error.code).toBe('too_long');
    expect(error.message).toMatch(/60 seconds/);
    const short = await rejection(decodeAudio(wav, { maxDurationMs: wavMs - 500 }));
    expect(short.code).toBe('too_long');
  });
});
