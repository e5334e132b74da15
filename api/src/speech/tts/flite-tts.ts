import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SpeechError, type SpokenAudio, type TextToSpeech } from '../speech';
import { fliteRespell } from './flite-lexicon';
import { RenderSlots } from './render-slots';
import { speakableText } from './speakable-text';
import { speechPieces } from './speech-pieces';
import { joinWavs } from './wav';

/** The Debian package that provides the `flite` command and its voices. */
export const FLITE_PACKAGE = 'flite';

/**
 * The voice flite speaks with: rms (American male). Measured on 20 advisor sentences recognised by
 * pocketsphinx's general English model: rms 8 % word errors, awb (Scottish male) 16 %, kal16 23 %,
 * slt 28 %; all render a sentence in 0.1–0.15 s (api/src/speech/README.md).
 */
export const DEFAULT_FLITE_VOICE = 'rms';

/** Options of {@link createFliteTextToSpeech}. */
export interface FliteOptions {
  /** The flite program (default `flite`, found on PATH). */
  command?: string;
  /** One of the voices `flite -lv` lists (default {@link DEFAULT_FLITE_VOICE}). */
  voice?: string;
  /** Renders at a time (default 2: a render takes a core for 0.1–1 s). */
  concurrency?: number;
  /** Renders allowed to wait for a slot; more are refused as busy (default 16). */
  maxWaiting?: number;
  /** A render still running after this long is killed and fails (default 20 s). */
  timeoutMs?: number;
}

/** The most WAV bytes one render may produce (about 20 minutes of 16 kHz speech); a bound, never reached by a reply. */
const MAX_WAV_BYTES = 40 * 1024 * 1024;

/**
 * Offline text to speech with Debian's flite, run as a child process (no shell; the text is one
 * argument) that writes a 16 kHz mono WAV file into a private temporary folder (flite opens its
 * output by name, and Node's child stdout is a socket, which `/dev/stdout` cannot be opened on);
 * the file is read and removed at once. The text is made speakable first
 * (speakable-text.ts) and respelled where flite's American rules go wrong (flite-lexicon.ts).
 *
 * Whether flite and the voice are there is checked once, here: when they are not, the returned
 * back end is `available: false` with a reason naming the Debian package, and every render
 * rejects with an `unavailable` SpeechError.
 */
export async function createFliteTextToSpeech(options: FliteOptions = {}): Promise<TextToSpeech> {
  const command = options.command ?? 'flite';
  const voice = options.voice ?? DEFAULT_FLITE_VOICE;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const slots = new RenderSlots(options.concurrency ?? 2, options.maxWaiting ?? 16);
  const unavailableReason = await probeFlite(command, voice);
  const name = `flite:${voice}`;
  let folder: Promise<string> | undefined;

  async function synthesize(text: string, { signal }: { signal?: AbortSignal } = {}): Promise<SpokenAudio> {
    if (unavailableReason !== undefined) throw new SpeechError('unavailable', unavailableReason);
    const spoken = fliteRespell(speakableText(text));
    if (spoken === '') throw new SpeechError('failed', 'There is nothing to say in this text');
    folder ??= fs.mkdtemp(path.join(os.tmpdir(), 'energy-advisor-tts-'));
    const directory = await folder;
    const renderPiece = async (piece: string) => {
      const file = path.join(directory, `${randomUUID()}.wav`);
      try {
        await render(command, ['-voice', voice, '-t', piece, '-o', file], { timeoutMs, signal });
        return await readWav(file);
      } finally {
        await fs.rm(file, { force: true });
      }
    };
    // A request takes one slot. A long reply's second half renders at once in a second slot when
    // one is free (two cores, half the wait), else after the first half in the same slot.
    const audio = await slots.run(async () => {
      const [first, second] = speechPieces(spoken);
      if (second === undefined) return renderPiece(first ?? spoken);
      const alongside = slots.runIfFree(() => renderPiece(second));
      alongside.catch(() => undefined); // awaited below; if the first half fails, its failure is not unhandled
      const head = await renderPiece(first ?? '');
      return joinWavs([head, (await alongside) ?? (await renderPiece(second))]);
    }, signal);
    return { audio, contentType: 'audio/wav', model: name };
  }

  return {
    name,
    available: unavailableReason === undefined,
    unavailableReason,
    synthesize,
    async close() {
      if (folder) await fs.rm(await folder, { recursive: true, force: true });
    },
  };
}

/** The WAV flite wrote, checked to be one. */
async function readWav(file: string): Promise<Buffer> {
  const { size } = await fs.stat(file).catch(() => ({ size: 0 }));
  if (size > MAX_WAV_BYTES) throw new SpeechError('failed', 'flite wrote more audio than any answer needs');
  const audio = size === 0 ? Buffer.alloc(0) : await fs.readFile(file);
  if (audio.length < 44 || audio.toString('latin1', 0, 4) !== 'RIFF') throw new SpeechError('failed', 'flite wrote no WAV audio');
  return audio;
}

/** Why flite cannot speak with `voice` here, or undefined when it can. */
async function probeFlite(command: string, voice: string): Promise<string | undefined> {
  const listed = await new Promise<{ voices?: string[]; error?: Error & { code?: unknown } }>((resolve) => {
    execFile(command, ['-lv'], { timeout: 5000 }, (error, stdout) => {
      if (error) resolve({ error });
      else resolve({ voices: stdout.replace(/^.*?:/s, '').trim().split(/\s+/) });
    });
  });
  if (listed.error?.code === 'ENOENT') return `flite is not installed (Debian package ${FLITE_PACKAGE})`;
  if (listed.error) return `flite does not run (${listed.error.message.split('\n')[0]}); reinstall the Debian package ${FLITE_PACKAGE}`;
  if (!listed.voices?.includes(voice)) return `flite has no voice "${voice}" (it has ${listed.voices?.join(', ') || 'none'})`;
  return undefined;
}

/** Runs flite once; resolves when it exited normally. */
function render(command: string, args: string[], { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new SpeechError('failed', `flite took longer than ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      stop(error.code === 'ENOENT' ? new SpeechError('unavailable', `flite is not installed (Debian package ${FLITE_PACKAGE})`) : error),
    );
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (code !== 0) reject(new SpeechError('failed', `flite exited with ${code}: ${stderr.trim().split('\n')[0] ?? ''}`));
      else resolve();
    });
  });
}
