/**
 * Real audio for the speech tests, made with Debian's flite and sox (CI installs them with the
 * pocketsphinx packages): a sentence spoken to WAV, and that WAV converted (rate, channels, Ogg/Vorbis).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary folder removed by `remove()`. */
export function scratchDir(): { path: string; file: (name: string) => string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'speech-test-'));
  return { path, file: (name) => join(path, name), remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** `text` spoken by flite's `voice` as a 16 kHz mono 16-bit WAV. */
export function fliteWav(text: string, voice = 'slt'): Buffer {
  const dir = scratchDir();
  try {
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', dir.file('speech.wav')], { stdio: 'pipe' });
    return readFileSync(dir.file('speech.wav'));
  } finally {
    dir.remove();
  }
}

/** Runs sox on `input` (a WAV) with output options and effects, e.g. (['-t', 'ogg'], ['rate', '44100']). */
export function sox(input: Buffer, outputFormat: string[], effects: string[] = [], inputs: Buffer[] = []): Buffer {
  const dir = scratchDir();
  try {
    writeFileSync(dir.file('in.wav'), input);
    const extra = inputs.map((buffer, index) => {
      writeFileSync(dir.file(`in${index}.wav`), buffer);
      return dir.file(`in${index}.wav`);
    });
    execFileSync('sox', [...(extra.length > 0 ? ['-M'] : []), dir.file('in.wav'), ...extra, ...outputFormat, dir.file('out'), ...effects], { stdio: 'pipe' });
    return readFileSync(dir.file('out'));
  } finally {
    dir.remove();
  }
}

/** sox's length of a recording in milliseconds. */
export function soxDurationMs(audio: Buffer, type = 'wav'): number {
  const dir = scratchDir();
  try {
    writeFileSync(dir.file(`audio.${type}`), audio);
    return Number(execFileSync('soxi', ['-D', dir.file(`audio.${type}`)], { encoding: 'utf8' }).trim()) * 1000;
  } finally {
    dir.remove();
  }
}
