/**
 * Spoken test clips made here and now with Debian's speech synthesisers: flite (voices slt, rms, awb,
 * kal) and espeak-ng (American and British English), at three speeds, with pink noise mixed in by sox
 * when asked. Every clip is a 16-bit WAV file; `browser-recorder.ts` turns WAVs into the WebM/Opus a
 * browser uploads.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

export type Engine = 'flite' | 'espeak-ng';

export interface Voice {
  id: string;
  engine: Engine;
  /** flite's -voice or espeak-ng's -v. */
  name: string;
}

export const VOICES: readonly Voice[] = [
  { id: 'flite-slt', engine: 'flite', name: 'slt' },
  { id: 'flite-rms', engine: 'flite', name: 'rms' },
  { id: 'flite-awb', engine: 'flite', name: 'awb' },
  // kal16, not kal: kal is telephone band (8 kHz), unlike anything a browser records
  { id: 'flite-kal16', engine: 'flite', name: 'kal16' },
  // espeak-ng's Klatt voice: its default formant voice is so unlike a person that pocketsphinx misses
  // most of its words (about 70 % word errors, 40 % with this one)
  { id: 'espeak-klatt', engine: 'espeak-ng', name: 'en-us+klatt4' },
  { id: 'espeak-us', engine: 'espeak-ng', name: 'en-us' },
];

export type Speed = 'slow' | 'normal' | 'fast';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];

/** flite's duration stretch (above 1 is slower) and espeak-ng's words per minute, per speed. */
const FLITE_STRETCH: Record<Speed, string> = { slow: '1.2', normal: '1', fast: '0.82' };
const ESPEAK_WPM: Record<Speed, string> = { slow: '135', normal: '165', fast: '205' };

/** Writes `text` spoken by `voice` at `speed` to `wavPath`. */
export function speak(text: string, voice: Voice, speed: Speed, wavPath: string): void {
  if (voice.engine === 'flite') {
    execFileSync('flite', ['-voice', voice.name, '--setf', `duration_stretch=${FLITE_STRETCH[speed]}`, '-t', text, '-o', wavPath], { stdio: 'pipe' });
  } else {
    execFileSync('espeak-ng', ['-v', voice.name, '-s', ESPEAK_WPM[speed], '-w', wavPath, text], { stdio: 'pipe' });
  }
}

/** sox's statistics of a file: RMS amplitude (0-1), length and sample rate. */
function soxStat(wavPath: string): { rms: number; seconds: number; rate: number } {
  // sox writes `stat` to stderr
  const { stderr } = spawnSync('sox', [wavPath, '-n', 'stat'], { encoding: 'utf8' });
  const rms = Number(/RMS\s+amplitude:\s+([\d.e-]+)/.exec(stderr)?.[1]);
  const seconds = Number(/Length \(seconds\):\s+([\d.]+)/.exec(stderr)?.[1]);
  const rate = Number(execFileSync('soxi', ['-r', wavPath], { encoding: 'utf8' }).trim());
  if (!(rms > 0) || !(seconds > 0) || !(rate > 0)) throw new Error(`sox could not measure ${wavPath}: ${stderr}`);
  return { rms, seconds, rate };
}

/**
 * Mixes pink noise into `cleanPath` at `snrDb` (speech RMS over noise RMS, over the whole clip) and
 * writes `noisyPath`. sox's -R makes the noise the same on every run.
 */
export function addNoise(cleanPath: string, noisyPath: string, snrDb: number): void {
  const speech = soxStat(cleanPath);
  const noisePath = `${noisyPath}.noise.wav`;
  try {
    execFileSync('sox', ['-R', '-n', '-r', String(speech.rate), '-c', '1', '-b', '16', noisePath, 'synth', String(speech.seconds), 'pinknoise', 'vol', '0.3'], { stdio: 'pipe' });
    const noise = soxStat(noisePath);
    const gain = speech.rms / (noise.rms * 10 ** (snrDb / 20));
    execFileSync('sox', ['-R', '-m', '-v', '1', cleanPath, '-v', gain.toFixed(5), noisePath, '-b', '16', noisyPath], { stdio: 'pipe' });
  } finally {
    rmSync(noisePath, { force: true });
  }
}
