import { describe, expect, it } from 'vitest';
import { SpeechError } from './speech';
import { createSpeechServices } from './speech-services';
import { readSpeechSettings } from './speech-settings';
import { recordingSpeechToText, recordingTextToSpeech } from './test/recording-speech';

function services(env: Record<string, string> = {}, options: { cacheBytes?: number } = {}) {
  const offline = { stt: recordingSpeechToText({ name: 'pocketsphinx' }), tts: recordingTextToSpeech({ name: 'flite:rms' }) };
  const errors: unknown[] = [];
  const speech = createSpeechServices({
    settings: readSpeechSettings(env),
    offline,
    measure: async () => 1000,
    onError: (error) => errors.push(error),
    ...options,
  });
  return { speech, offline, errors };
}

describe('speech services', () => {
  it('are the offline stack by default', () => {
    const { speech, offline } = services();
    expect(speech.stt).toBe(offline.stt);
    expect(speech.tts).toBe(offline.tts);
  });

  it('put the keyed back end in front with SPEECH_PROVIDER=openai, falling back to the offline stack', async () => {
    const { speech, offline } = services({ SPEECH_PROVIDER: 'openai' });
    expect(speech.stt.name).toBe('openai');
    // no key: the offline stack answers, and says so
    expect(await speech.stt.transcribe(Buffer.from('OggS'))).toMatchObject({ model: 'pocketsphinx (fallback: openai unavailable)' });
    expect(offline.stt.calls).toHaveLength(1);
  });

  it('render a text once: concurrent and later requests share it', async () => {
    const { speech, offline } = services();
    let release = () => {};
    offline.tts.respondWith({ until: new Promise((resolve) => (release = resolve)), answer: {} });
    const first = speech.speak('Insulate the ceiling first.');
    const second = speech.speak('  Insulate the ceiling first. ');
    release();
    expect(await first).toBe(await second);
    await speech.speak('Insulate the ceiling first.');
    expect(offline.tts.calls.map((call) => call.text)).toEqual(['Insulate the ceiling first.']);
    await speech.speak('Seal the gaps.');
    expect(offline.tts.calls).toHaveLength(2);
  });

  it('keep recent renders within the cache size, dropping the least recently used', async () => {
    const { speech, offline } = services({}, { cacheBytes: 5000 });
    // each fake render is about 2 KB: two fit
    await speech.speak('one');
    await speech.speak('two');
    await speech.speak('one');
    await speech.speak('three');
    await speech.speak('one');
    await speech.speak('two');
    expect(offline.tts.calls.map((call) => call.text)).toEqual(['one', 'two', 'three', 'two']);
  });

  it('keep a prepared, pinned greeting however full the cache gets', async () => {
    const { speech, offline } = services({}, { cacheBytes: 3000 });
    speech.prepare("G'day!", { pin: true });
    await expect.poll(() => offline.tts.calls.length).toBe(1);
    for (const text of ['a', 'b', 'c']) await speech.speak(text);
    await speech.speak("G'day!");
    expect(offline.tts.calls.map((call) => call.text)).toEqual(["G'day!", 'a', 'b', 'c']);
  });

  it('do not keep a failed render, nor a fallback\'s, and report a prepared render that failed', async () => {
    const { speech, offline, errors } = services();
    offline.tts.respondWith({ error: new SpeechError('busy', 'busy', 1) });
    await expect(speech.speak('Hello')).rejects.toMatchObject({ code: 'busy' });
    speech.prepare('Hello');
    await expect.poll(() => errors).toHaveLength(1);
    offline.tts.respondWith({ answer: { model: 'flite:rms (fallback: openai timeout)' } });
    await speech.speak('Hello');
    offline.tts.respondWith({ answer: {} });
    await speech.speak('Hello');
    await speech.speak('Hello');
    expect(offline.tts.calls).toHaveLength(4);
  });

  it('let a caller stop waiting without stopping the render, which still fills the cache', async () => {
    const { speech, offline } = services();
    let release = () => {};
    offline.tts.respondWith({ until: new Promise((resolve) => (release = resolve)), answer: {} });
    const controller = new AbortController();
    const waiting = speech.speak('Hello', { signal: controller.signal });
    controller.abort(new Error('visitor left'));
    await expect(waiting).rejects.toThrow('visitor left');
    release();
    await expect.poll(async () => (await speech.speak('Hello')).model).toBe('flite:rms');
    expect(offline.tts.calls).toHaveLength(1);
  });

  it('close both back ends', async () => {
    const { speech, offline } = services();
    await speech.close();
    expect(offline.stt.closed && offline.tts.closed).toBe(true);
  });
});
