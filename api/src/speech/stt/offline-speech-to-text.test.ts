import { copyFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SpeechToText, SpeechError } from '../speech';
import { buildSpeechModel } from './model/build-speech-model';
import { createOfflineSpeechToText, decoderArguments, type OfflineSpeechToTextOptions, SEARCH_ARGUMENTS } from './offline-speech-to-text';
import { decodeAudio } from './decode-audio';
import { createDecoder } from './pocketsphinx';
import { acousticModelFingerprint, MLLR_MATRIX_PATH, mllrManifestPath, modelPaths } from './speech-model';
import { recordThroughMicrophone } from './test/browser-recording';
import { fliteWav, scratchDir, sox, soxDurationMs } from './test/spoken-audio';

const QUESTION = 'What insulation do I need for my ceiling in Ballarat?';

let question: Buffer;
beforeAll(() => {
  // the api's build makes the model; this is a no-op when it is up to date
  const built = buildSpeechModel();
  if (built.status === 'skipped') throw new Error(built.reason);
  question = fliteWav(QUESTION, 'rms');
}, 120_000);

const recognisers: SpeechToText[] = [];
afterEach(async () => {
  while (recognisers.length > 0) await recognisers.pop()?.close();
});

function recogniser(options: OfflineSpeechToTextOptions = {}): SpeechToText {
  const created = createOfflineSpeechToText(options);
  recognisers.push(created);
  return created;
}

async function rejection(promise: Promise<unknown>): Promise<SpeechError> {
  const reason = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(SpeechError);
  return reason as SpeechError;
}

const words = (text: string) => text.split(' ');

describe('the offline recogniser', () => {
  it('hears a spoken question about the domain, place name included', async () => {
    const stt = recogniser();
    expect(stt.available).toBe(true);
    const transcript = await stt.transcribe(question);
    expect(words(transcript.text)).toEqual(expect.arrayContaining(['insulation', 'ceiling', 'ballarat']));
    expect(transcript.durationMs).toBeCloseTo(soxDurationMs(question), -2);
    expect(transcript.model).toBe('pocketsphinx');
  });

  it('hears the question recorded by Chromium’s microphone as WebM/Opus', async () => {
    const dir = scratchDir();
    try {
      writeFileSync(dir.file('question.wav'), question);
      const webm = await recordThroughMicrophone(dir.file('question.wav'), soxDurationMs(question));
      const transcript = await recogniser().transcribe(webm, { mimetype: 'audio/webm' });
      expect(words(transcript.text)).toEqual(expect.arrayContaining(['insulation', 'ceiling', 'ballarat']));
    } finally {
      dir.remove();
    }
  });

  it('hears nothing in a recording of quiet room noise', async () => {
    const noise = sox(question, ['-t', 'wav'], ['trim', '0', '2', 'synth', 'pinknoise', 'vol', '0.01']);
    const transcript = await recogniser().transcribe(noise);
    expect(transcript).toMatchObject({ text: '', durationMs: 2_000 });
  });

  it('refuses what is not a recording at once, without starting a worker', async () => {
    const started = performance.now();
    const error = await rejection(recogniser().transcribe(new TextEncoder().encode('not audio, just text')));
    expect(error.code).toBe('undecodable');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('says it is unavailable, and which Debian packages to install, when the libraries cannot be loaded', async () => {
    const stt = recogniser({ libraries: { pocketsphinx: '/nowhere/libpocketsphinx.so.3', sphinxbase: '/nowhere/libsphinxbase.so.3' } });
    expect(stt.available).toBe(false);
    expect(stt.unavailableReason).toMatch(/\/nowhere\/libsphinxbase\.so\.3/);
    expect(stt.unavailableReason).toMatch(/libpocketsphinx3 pocketsphinx-en-us/);
    const error = await rejection(stt.transcribe(question));
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/libpocketsphinx3 pocketsphinx-en-us/);
  });

  it('says the domain model must be built when it is missing', () => {
    const dir = scratchDir();
    try {
      const stt = recogniser({ modelDir: dir.path });
      expect(stt.available).toBe(false);
      expect(stt.unavailableReason).toMatch(/not built.*pnpm build/);
    } finally {
      dir.remove();
    }
  });

  it('becomes unavailable, with pocketsphinx’s reason, when its model cannot be loaded', async () => {
    const dir = scratchDir();
    try {
      writeFileSync(dir.file('domain.arpa'), 'not a language model');
      writeFileSync(dir.file('words.dict'), 'hello HH AH L OW\n');
      const stt = recogniser({ modelDir: dir.path });
      expect(stt.available).toBe(true); // until a worker has tried
      const error = await rejection(stt.transcribe(question));
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/could not read the language model .*domain\.arpa/);
      expect(stt.available).toBe(false);
    } finally {
      dir.remove();
    }
  });

  it('queues recordings up to its bound, then answers busy with a time to retry', async () => {
    const stt = recogniser({ workers: 1, queueLimit: 1 });
    const calls = [1, 2, 3, 4].map(() => stt.transcribe(question));
    const outcomes = await Promise.allSettled(calls);
    // the worker is still starting: one recording waits, the others are refused
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { text: expect.stringContaining('insulation') } });
    for (const outcome of outcomes.slice(1)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'busy', retryAfterSeconds: expect.any(Number) } });
      const { reason } = outcome as PromiseRejectedResult;
      expect((reason as SpeechError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // once the queue has room again, it takes recordings again
    expect((await stt.transcribe(question)).text).toContain('insulation');
  });

  it('drops a waiting recording whose request was aborted', async () => {
    const stt = recogniser({ workers: 1, queueLimit: 2 });
    const first = stt.transcribe(question);
    const controller = new AbortController();
    const second = stt.transcribe(question, { signal: controller.signal });
    controller.abort(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    expect((await first).text).toContain('insulation');
  });

  it('fails a recording its worker does not finish in time, and replaces the worker', async () => {
    const stt = recogniser({ workers: 1, jobTimeoutMs: 1 });
    const error = await rejection(stt.transcribe(question));
    expect(error.code).toBe('failed');
    expect(error.message).toMatch(/send the recording again/);
    expect(stt.available).toBe(true);
    // the new worker takes the next recording (and is stopped in time again)
    expect((await rejection(stt.transcribe(question))).code).toBe('failed');
  });

  describe('adapted to noisy speech (MLLR)', () => {
    const acousticModel = modelPaths().acousticModel;
    const withMatrix = (fingerprint: string) => {
      const dir = scratchDir();
      copyFileSync(MLLR_MATRIX_PATH, dir.file('noisy.mllr'));
      writeFileSync(mllrManifestPath(dir.file('noisy.mllr')), JSON.stringify({ acousticModel: fingerprint }));
      return { dir, matrix: dir.file('noisy.mllr') };
    };

    it('passes -mllr when the transform is there and was made for the installed model', () => {
      const { dir, matrix } = withMatrix(acousticModelFingerprint(acousticModel));
      try {
        expect(decoderArguments(matrix, acousticModel)).toEqual({ arguments: { ...SEARCH_ARGUMENTS, '-mllr': matrix } });
      } finally {
        dir.remove();
      }
    });

    it('the committed transform fits the installed model', () => {
      expect(decoderArguments(MLLR_MATRIX_PATH, acousticModel).arguments['-mllr']).toBe(MLLR_MATRIX_PATH);
    });

    it('runs unadapted, saying why, without the transform or with one made for another model', () => {
      const dir = scratchDir();
      try {
        const missing = decoderArguments(dir.file('none.mllr'), acousticModel);
        expect(missing.arguments).toEqual(SEARCH_ARGUMENTS);
        expect(missing.unadapted).toMatch(/no MLLR transform at .*adapt-acoustic-model/);
      } finally {
        dir.remove();
      }
      const other = withMatrix('0123456789abcdef');
      try {
        const stale = decoderArguments(other.matrix, acousticModel);
        expect(stale.arguments['-mllr']).toBeUndefined();
        expect(stale.unadapted).toMatch(/another acoustic model/);
      } finally {
        other.dir.remove();
      }
      expect(decoderArguments(null, acousticModel).arguments).toEqual(SEARCH_ARGUMENTS);
    });

    /** Long enough for three decodes on a loaded machine: this checks the words, not the time. */
    const DECODES_TIMEOUT_MS = 120_000;

    it('decodes with the transform and without it', async () => {
      const { samples: pcm } = await decodeAudio(question);
      for (const args of [decoderArguments(MLLR_MATRIX_PATH, acousticModel).arguments, SEARCH_ARGUMENTS]) {
        const decoder = createDecoder({ paths: modelPaths(), domainWeight: 0.8, arguments: args });
        try {
          expect(words(decoder.decode(pcm).text)).toEqual(expect.arrayContaining(['insulation', 'ceiling', 'ballarat']));
        } finally {
          decoder.free();
        }
      }
      const unadapted = recogniser({ mllrMatrix: null });
      expect(words((await unadapted.transcribe(question)).text)).toEqual(expect.arrayContaining(['insulation', 'ceiling']));
      // three decodes take about 4 s alone; a loaded CI machine running both suites at once took over 30
    }, DECODES_TIMEOUT_MS);
  });
});
