import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A sentence spoken into a WAV file for Chromium's fake microphone. */
export interface SpokenClip {
  /** The 16-bit mono WAV file. */
  file: string;
  /** What it says. */
  text: string;
  /** Its length, silence included. */
  seconds: number;
}

/** Silence around the speech: the microphone opens a little before MediaRecorder starts. */
const LEAD_SECONDS = 0.4;
const TAIL_SECONDS = 0.4;

/**
 * Speaks `text` into a WAV file made now, at test time: Debian's flite (voice awb; `.ci/run`
 * installs it), else espeak-ng. Padded with silence before and after. The file is removed after
 * the test file. Runs synchronously, so its path can go into the browser's flags at import.
 */
export function spokenClip(text: string): SpokenClip {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'energy-advisor-voice-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const spoken = path.join(dir, 'spoken.wav');
  try {
    execFileSync('flite', ['-voice', 'awb', '-t', text, '-o', spoken], { stdio: 'pipe' });
  } catch (fliteError) {
    try {
      execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', spoken, text], { stdio: 'pipe' });
    } catch {
      throw new Error(`e2e: neither flite nor espeak-ng could speak the test audio (apt-get install -y flite espeak-ng): ${String(fliteError)}`);
    }
  }
  const file = path.join(dir, 'clip.wav');
  const seconds = padWithSilence(spoken, file);
  return { file, text, seconds };
}

/** Copies a 16-bit mono PCM WAV with silence added before and after; answers its length in seconds. */
function padWithSilence(source: string, target: string): number {
  const wav = fs.readFileSync(source);
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`e2e: ${source} is not a WAV file`);
  let offset = 12;
  let sampleRate = 0;
  let samples: Buffer | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      if (wav.readUInt16LE(offset + 8) !== 1 || wav.readUInt16LE(offset + 10) !== 1 || wav.readUInt16LE(offset + 22) !== 16) {
        throw new Error(`e2e: ${source} is not 16-bit mono PCM`);
      }
      sampleRate = wav.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      samples = wav.subarray(offset + 8, Math.min(wav.length, offset + 8 + size));
    }
    offset += 8 + size + (size % 2);
  }
  if (!sampleRate || !samples) throw new Error(`e2e: ${source} has no fmt or data chunk`);
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const data = Buffer.concat([silence(LEAD_SECONDS), samples, silence(TAIL_SECONDS)]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(target, Buffer.concat([header, data]));
  return data.length / 2 / sampleRate;
}

/** The fields of a WAV file's header, as a strict reader sees them (for checking uploads). */
export function readWavHeader(bytes: Buffer) {
  return {
    riff: bytes.toString('ascii', 0, 4),
    wave: bytes.toString('ascii', 8, 12),
    fmt: bytes.toString('ascii', 12, 16),
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate: bytes.readUInt32LE(24),
    bitsPerSample: bytes.readUInt16LE(34),
    data: bytes.toString('ascii', 36, 40),
    dataBytes: bytes.readUInt32LE(40),
  };
}

/**
 * The share of a clip's words (lower case, punctuation dropped) that a transcript has: the
 * recogniser is allowed a few word errors, not audio that arrived garbled (a wrong sample rate or a
 * broken WAV header transcribes as other words entirely).
 */
export function wordsHeard(clip: SpokenClip, transcript: string): number {
  const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
  const spoken = words(clip.text);
  const heard = new Set(words(transcript));
  return spoken.filter((word) => heard.has(word)).length / spoken.length;
}
