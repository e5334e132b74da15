/**
 * WebM/Opus as a browser uploads it: headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH)
 * records WAV files with MediaRecorder, live WebM with no duration, exactly what the widget sends.
 *
 * - `recordThroughMicrophone`: Chromium's fake microphone plays the file (`--use-file-for-fake-audio-
 *   capture`) into getUserMedia, with the browser's echo cancelling, noise suppression and gain
 *   control, as a person's microphone would be; one browser per file, in real time.
 * - `recordThroughWebAudio`: many files at once, each played by Web Audio into its own MediaRecorder
 *   (same encoder and muxer, no microphone processing); real time, but in parallel.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Quiet on a closed network, as root (see /work/shared/TOOLCHAIN.md and e2e/browser.ts). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];
const MIME_TYPE = 'audio/webm;codecs=opus';

function browserPath(): string {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return CHROMIUM_PATH;
}

/**
 * The recorder page's script (browser JavaScript: the api is type-checked without DOM types). Records
 * with timeslices, as the widget does, so the WebM is a live one with no duration; answers base64.
 */
const PAGE_SCRIPT = `
const MIME_TYPE = '${MIME_TYPE}';
async function record(stream, whilePlaying) {
  const recorder = new MediaRecorder(stream, { mimeType: MIME_TYPE });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(250);
  await whilePlaying();
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
window.recordMicrophone = async (ms) => {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  try {
    return await record(stream, () => new Promise((resolve) => setTimeout(resolve, ms)));
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
};
window.recordFiles = async (files) => {
  const context = new AudioContext({ sampleRate: 48000 });
  await context.resume();
  try {
    return await Promise.all(files.map(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const source = context.createBufferSource();
      source.buffer = await context.decodeAudioData(bytes.buffer);
      const destination = context.createMediaStreamDestination();
      source.connect(destination);
      return record(destination.stream, async () => {
        source.start();
        await new Promise((resolve) => (source.onended = resolve));
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
    }));
  } finally {
    await context.close();
  }
};
`;

/** What the page script defines. */
interface RecorderPage {
  recordMicrophone(ms: number): Promise<string>;
  recordFiles(files: string[]): Promise<string[]>;
}

/** A page on http://localhost (a secure context, so getUserMedia exists) served by the test itself. */
async function recorderPage(page: Page): Promise<void> {
  await page.route('http://localhost/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>recorder</title><script>${PAGE_SCRIPT}</script>` }),
  );
  await page.goto('http://localhost/');
}

/** Records `wavPath` through Chromium's fake microphone for `durationMs` (plus a little). */
export async function recordThroughMicrophone(wavPath: string, durationMs: number): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: browserPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavPath}%noloop`],
  });
  try {
    const page = await browser.newPage();
    await recorderPage(page);
    const base64 = await page.evaluate((ms) => (globalThis as unknown as RecorderPage).recordMicrophone(ms), durationMs + 400);
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

/** Records each WAV (as bytes) through Web Audio into its own MediaRecorder, `parallel` at a time. */
export async function recordThroughWebAudio(wavs: readonly Buffer[], { parallel = 12 } = {}): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: browserPath(), headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await recorderPage(page);
    const out: Buffer[] = [];
    for (let start = 0; start < wavs.length; start += parallel) {
      const batch = wavs.slice(start, start + parallel).map((wav) => wav.toString('base64'));
      const recorded = await page.evaluate((files) => (globalThis as unknown as RecorderPage).recordFiles(files), batch);
      out.push(...recorded.map((base64) => Buffer.from(base64, 'base64')));
    }
    return out;
  } finally {
    await browser.close();
  }
}
