import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechError, type TextToSpeech } from '../speech';
import { type FliteOptions, createFliteTextToSpeech as createFlite } from './flite-tts';

const opened: TextToSpeech[] = [];
afterEach(async () => {
  for (const tts of opened.splice(0)) await tts.close();
});

async function createFliteTextToSpeech(options?: FliteOptions): Promise<TextToSpeech> {
  const tts = await createFlite(options);
  opened.push(tts);
  return tts;
}

/** The format and length of a PCM WAV file, read from its header. */
function wavInfo(audio: Buffer) {
  expect(audio.toString('latin1', 0, 4)).toBe('RIFF');
  expect(audio.toString('latin1', 8, 12)).toBe('WAVE');
  const sampleRate = audio.readUInt32LE(24);
  const channels = audio.readUInt16LE(22);
  const bitsPerSample = audio.readUInt16LE(34);
  const dataBytes = audio.readUInt32LE(40);
  return { sampleRate, channels, bitsPerSample, seconds: dataBytes / (sampleRate * channels * (bitsPerSample / 8)), dataBytes };
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('flite text to speech (Debian flite; CI installs it)', () => {
  it('speaks the greeting as a 16 kHz mono WAV whose length fits the words', async () => {
    const tts = await createFliteTextToSpeech();
    expect(tts.available).toBe(true);
    expect(tts.name).toBe('flite:rms');
    const spoken = await tts.synthesize("G'day! I'm your architectural assistant. Ask me anything about your home's energy efficiency.");
    expect(spoken.contentType).toBe('audio/wav');
    expect(spoken.model).toBe('flite:rms');
    const info = wavInfo(spoken.audio);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info.dataBytes + 44).toBe(spoken.audio.length);
    // about 15 words: 3 to 9 seconds of speech
    expect(info.seconds).toBeGreaterThan(3);
    expect(info.seconds).toBeLessThan(9);
    // not silence
    const samples = new Int16Array(spoken.audio.buffer, spoken.audio.byteOffset + 44, info.dataBytes / 2);
    expect(Math.max(...samples.subarray(0, 50_000).map(Math.abs))).toBeGreaterThan(3000);
  });

  it('reads Markdown as words: a reply with a list and a link is no longer than its words', async () => {
    const tts = await createFliteTextToSpeech();
    const plain = await tts.synthesize('Insulate the ceiling first. Then seal the gaps.');
    const markdown = await tts.synthesize('**Insulate the ceiling first.**\n\n- Then seal the [gaps](https://example.com/a-very-long-address/that-would-take-seconds-to-spell-out).');
    expect(Math.abs(wavInfo(markdown.audio).seconds - wavInfo(plain.audio).seconds)).toBeLessThan(0.3);
  });

  // How fast it speaks is the speech bench's figure (api/bench), not a test's: the machines are shared.
  it('speaks a 200-character reply with another voice when asked', async () => {
    const tts = await createFliteTextToSpeech({ voice: 'awb' });
    expect(tts.name).toBe('flite:awb');
    const reply =
      'For Ballarat in climate zone 7, aim for R6.0 ceiling batts and R2.5 walls. A 7-star home with double glazing, good shading and a 6.6 kW solar system keeps bills low. Which town or city is your build in?';
    expect(reply.length).toBeGreaterThanOrEqual(200);
    const spoken = await tts.synthesize(reply);
    expect(wavInfo(spoken.audio).seconds).toBeGreaterThan(8);
  });

  it('speaks a long reply rendered in two halves at once as one WAV holding all its words', async () => {
    const tts = await createFliteTextToSpeech();
    const reply =
      'Ceiling insulation comes first in most homes, because heat rises and escapes through the roof. ' +
      'Then seal the gaps around doors and windows, and look at the walls and floors after that.';
    const { audio } = await tts.synthesize(reply);
    const info = wavInfo(audio);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info.dataBytes).toBe(audio.length - 44);
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    // 33 words: about 2.5 words a second, as the whole text would take
    expect(info.seconds).toBeGreaterThan(9);
    expect(info.seconds).toBeLessThan(20);
  });

  it('is unavailable, naming the Debian package, when flite is not installed', async () => {
    const tts = await createFliteTextToSpeech({ command: '/nonexistent/flite' });
    expect(tts.available).toBe(false);
    expect(tts.unavailableReason).toBe('flite is not installed (Debian package flite)');
    const error = await rejection(tts.synthesize('Hello'));
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ code: 'unavailable', message: 'flite is not installed (Debian package flite)' });
  });

  it('is unavailable when the voice is not one flite has', async () => {
    const tts = await createFliteTextToSpeech({ voice: 'nosuch' });
    expect(tts.available).toBe(false);
    expect(tts.unavailableReason).toMatch(/^flite has no voice "nosuch" \(it has .*rms.*\)$/);
  });

  it('leaves no files behind: each WAV is removed once read, the folder on close', async () => {
    // A private temporary root: other test files speaking at the same time make folders of their own.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flite-tts-test-'));
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = root;
    try {
      const tts = await createFlite();
      await tts.synthesize('One.');
      await tts.synthesize('Two.');
      const folders = fs.readdirSync(root);
      expect(folders).toHaveLength(1);
      expect(folders[0]).toMatch(/^energy-advisor-tts-/);
      expect(fs.readdirSync(path.join(root, folders[0]!))).toEqual([]);
      await tts.close();
      expect(fs.readdirSync(root)).toEqual([]);
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a text with nothing to say', async () => {
    const tts = await createFliteTextToSpeech();
    expect(await rejection(tts.synthesize('🙂 https://example.com'))).toMatchObject({ code: 'failed' });
  });

  it('queues renders beyond its slots and refuses past the queue bound as busy, with a retry hint', async () => {
    const tts = await createFliteTextToSpeech({ concurrency: 1, maxWaiting: 1 });
    const text = 'Insulation keeps the heat in during winter and out during summer. '.repeat(6);
    const first = tts.synthesize(text);
    const second = tts.synthesize(text);
    const third = await rejection(tts.synthesize(text));
    expect(third).toMatchObject({ code: 'busy', retryAfterSeconds: 1 });
    await expect(first).resolves.toMatchObject({ contentType: 'audio/wav' });
    await expect(second).resolves.toMatchObject({ contentType: 'audio/wav' });
  });

  it('stops a render whose caller aborts, and one that runs past its time limit', async () => {
    const tts = await createFliteTextToSpeech({ timeoutMs: 5 });
    const long = 'Insulation keeps the heat in during winter and out during summer. '.repeat(40);
    expect(await rejection(tts.synthesize(long))).toMatchObject({ code: 'failed', message: 'flite took longer than 5 ms' });

    const patient = await createFliteTextToSpeech();
    const controller = new AbortController();
    const render = patient.synthesize(long, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('visitor left')), 5);
    expect(await rejection(render)).toMatchObject({ message: 'visitor left' });
  });
});
