/**
 * The speech evaluation's clips: each sentence spoken in a few conditions (voice × speed × noise ×
 * format) chosen by rotation, so every voice, speed, noise level and format gets an even share of
 * both groups' sentences. Clips are made with flite/espeak-ng/sox and Chromium (`speech-clips.ts`,
 * `../../src/speech/stt/test/browser-recording.ts`) and kept in a cache folder keyed by their
 * content, so a second run does not make them again (`--fresh` clears it).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordThroughMicrophone, recordThroughWebAudio } from '../../src/speech/stt/test/browser-recording';
import { addNoise, type Speed, SPEEDS, speak, type Voice, VOICES } from './speech-clips';

export type Format = 'wav' | 'webm' | 'webm-mic';
/**
 * wav: the synthesiser's WAV. webm: recorded by Chromium's MediaRecorder from Web Audio (the codec
 * and container a browser uploads). webm-mic: played into Chromium's fake microphone and recorded
 * as the widget does (echo cancelling, noise suppression and gain control included).
 */
export const FORMATS: readonly Format[] = ['wav', 'webm', 'webm-mic'];
/** Pink noise mixed in this far (dB) below the speech, or none. */
export type Noise = 'clean' | 'noise 20 dB' | 'noise 15 dB';
export const NOISES: Record<Noise, number | null> = { clean: null, 'noise 20 dB': 20, 'noise 15 dB': 15 };
const NOISE_LEVELS = Object.keys(NOISES) as Noise[];

export interface ClipCondition {
  voice: Voice;
  speed: Speed;
  noise: Noise;
  format: Format;
}

export interface Clip extends ClipCondition {
  group: 'domain' | 'off-domain';
  sentence: string;
  path: string;
}

export const DEFAULT_CACHE_DIR = join(tmpdir(), 'energy-advisor-speech-clips');

/**
 * The c-th clip's condition: voice rotates fastest, then speed, noise and format, so that over
 * 6 × 3 × 3 × 3 = 162 consecutive clips every combination occurs once.
 */
export function conditionFor(c: number, formats: readonly Format[] = FORMATS): ClipCondition {
  const voice = VOICES[c % VOICES.length] as Voice;
  const speed = SPEEDS[Math.floor(c / VOICES.length) % SPEEDS.length] as Speed;
  const noise = NOISE_LEVELS[Math.floor(c / (VOICES.length * SPEEDS.length)) % NOISE_LEVELS.length] as Noise;
  const format = formats[Math.floor(c / (VOICES.length * SPEEDS.length * NOISE_LEVELS.length)) % formats.length] as Format;
  return { voice, speed, noise, format };
}

/** Each sentence `perSentence` times, in rotating conditions (a clip counter runs across both groups). */
export function planClips(groups: Record<Clip['group'], string[]>, perSentence: number, formats: readonly Format[], cacheDir: string): Clip[] {
  const clips: Clip[] = [];
  let c = 0;
  for (const [group, sentences] of Object.entries(groups) as Array<[Clip['group'], string[]]>) {
    for (const sentence of sentences) {
      for (let r = 0; r < perSentence; r++) {
        const condition = conditionFor(c++, formats);
        const key = createHash('sha1')
          .update(JSON.stringify([sentence, condition.voice.id, condition.speed, condition.noise, condition.format]))
          .digest('hex')
          .slice(0, 16);
        clips.push({ group, sentence, ...condition, path: join(cacheDir, `${key}.${condition.format === 'wav' ? 'wav' : 'webm'}`) });
      }
    }
  }
  return clips;
}

/** The clip's WAV before any browser recording (clean or noisy), made if missing. */
function wavOf(clip: Clip, cacheDir: string): string {
  const base = createHash('sha1').update(JSON.stringify([clip.sentence, clip.voice.id, clip.speed])).digest('hex').slice(0, 16);
  const clean = join(cacheDir, `${base}-clean.wav`);
  if (!existsSync(clean)) speak(clip.sentence, clip.voice, clip.speed, clean);
  const snr = NOISES[clip.noise];
  if (snr === null) return clean;
  const noisy = join(cacheDir, `${base}-noise${snr}.wav`);
  if (!existsSync(noisy)) addNoise(clean, noisy, snr);
  return noisy;
}

function wavDurationMs(path: string): number {
  const bytes = readFileSync(path);
  // 16-bit PCM from flite, espeak-ng and sox: data size / (rate × channels × 2)
  const rate = bytes.readUInt32LE(24);
  const channels = bytes.readUInt16LE(22);
  const dataAt = bytes.indexOf('data', 12);
  return (bytes.readUInt32LE(dataAt + 4) / (rate * channels * 2)) * 1000;
}

/** Makes every clip that is not in the cache yet; `progress` is told how far it got. */
export async function makeClips(clips: readonly Clip[], { cacheDir = DEFAULT_CACHE_DIR, fresh = false, progress = (_done: number, _total: number) => undefined } = {}): Promise<void> {
  if (fresh) rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const missing = clips.filter((clip) => !existsSync(clip.path));
  let done = 0;
  const step = () => progress(++done, missing.length);

  for (const clip of missing.filter((candidate) => candidate.format === 'wav')) {
    writeFileSync(clip.path, readFileSync(wavOf(clip, cacheDir)));
    step();
  }
  const webAudio = missing.filter((clip) => clip.format === 'webm');
  const recorded = await recordThroughWebAudio(webAudio.map((clip) => readFileSync(wavOf(clip, cacheDir))));
  webAudio.forEach((clip, index) => {
    writeFileSync(clip.path, recorded[index] as Buffer);
    step();
  });
  // one browser per file (the fake microphone's file is a launch flag), a few at a time
  const microphone = missing.filter((clip) => clip.format === 'webm-mic');
  for (let start = 0; start < microphone.length; start += 3) {
    await Promise.all(
      microphone.slice(start, start + 3).map(async (clip) => {
        const wav = wavOf(clip, cacheDir);
        writeFileSync(clip.path, await recordThroughMicrophone(wav, wavDurationMs(wav)));
        step();
      }),
    );
  }
}
