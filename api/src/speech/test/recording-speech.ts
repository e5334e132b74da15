/**
 * Recording fakes of the speech interfaces, for tests of what sits on them (the routes, the
 * fallbacks): each answers as scripted and records every call.
 */
import type { SpeechToText, SpokenAudio, TextToSpeech, Transcript } from '../speech';

/** What the fake does on its next calls: answer, fail, or wait for the test to let it go. */
export type FakeOutcome<T> = { answer: T } | { error: Error } | { until: Promise<void>; answer: T };

export interface RecordingSpeechToText extends SpeechToText {
  calls: { audio: Uint8Array; mimetype?: string | undefined; signal?: AbortSignal | undefined }[];
  /** How the next calls end (default: heard {@link RecordingSpeechToText} `text` below). */
  respondWith(outcome: FakeOutcome<Partial<Transcript>>): void;
  closed: boolean;
}

export interface RecordingTextToSpeech extends TextToSpeech {
  calls: { text: string; signal?: AbortSignal | undefined }[];
  respondWith(outcome: FakeOutcome<Partial<SpokenAudio>>): void;
  closed: boolean;
}

/** Bytes standing for a spoken WAV: a RIFF header, then filler. */
export const FAKE_WAV = Buffer.concat([Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(2048, 1)]);

async function settle<T>(outcome: FakeOutcome<T>): Promise<T> {
  if ('error' in outcome) throw outcome.error;
  if ('until' in outcome) await outcome.until;
  return outcome.answer;
}

export function recordingSpeechToText(options: { name?: string; available?: boolean; unavailableReason?: string; text?: string } = {}): RecordingSpeechToText {
  const name = options.name ?? 'fake-stt';
  let outcome: FakeOutcome<Partial<Transcript>> = { answer: {} };
  const fake: RecordingSpeechToText = {
    name,
    available: options.available ?? true,
    unavailableReason: options.unavailableReason,
    calls: [],
    closed: false,
    respondWith(next) {
      outcome = next;
    },
    async transcribe(audio, call = {}) {
      fake.calls.push({ audio, mimetype: call.mimetype, signal: call.signal });
      const answer = await settle(outcome);
      return { text: options.text ?? 'how do i insulate my ceiling', durationMs: 2000, model: name, ...answer };
    },
    async close() {
      fake.closed = true;
    },
  };
  return fake;
}

export function recordingTextToSpeech(options: { name?: string; available?: boolean; unavailableReason?: string } = {}): RecordingTextToSpeech {
  const name = options.name ?? 'fake-tts';
  let outcome: FakeOutcome<Partial<SpokenAudio>> = { answer: {} };
  const fake: RecordingTextToSpeech = {
    name,
    available: options.available ?? true,
    unavailableReason: options.unavailableReason,
    calls: [],
    closed: false,
    respondWith(next) {
      outcome = next;
    },
    async synthesize(text, call = {}) {
      fake.calls.push({ text, signal: call.signal });
      const answer = await settle(outcome);
      return { audio: FAKE_WAV, contentType: 'audio/wav', model: name, ...answer };
    },
    async close() {
      fake.closed = true;
    },
  };
  return fake;
}
