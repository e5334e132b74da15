import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (Playwright cannot download browsers here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Playwright adds --headless itself; the rest keep Chromium quiet on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Screenshots go to <repo>/screenshots (gitignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const ACTION_TIMEOUT_MS = 20_000;

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof viewports;

/** Chromium's fake microphone: permission granted, a generated tone as the audio input. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/**
 * Chromium's fake microphone speaking a WAV file (see `e2e/voice-audio.ts`): every opening of the
 * microphone plays it from its start, once (`%noloop`), then silence.
 */
export function fakeMicrophoneArgs(wavFile: string): string[] {
  return [...FAKE_MICROPHONE_ARGS, `--use-file-for-fake-audio-capture=${wavFile}%noloop`];
}

/** Launches headless Chromium with a fresh profile (plus `extraArgs`, e.g. FAKE_MICROPHONE_ARGS). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`e2e: no Chromium at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** A named viewport; other context options override it. Default: desktop. */
  size?: ViewportName;
  /** Called with the new page before it navigates (to listen from the first request on). */
  beforeGoto?: (page: Page) => void;
}

/** A page opened at `pathname`, plus the uncaught page errors seen since it opened. */
export interface OpenedPage {
  page: Page;
  pageErrors: Error[];
  /** Closes the page's own browser context. */
  close: () => Promise<void>;
}

/**
 * Opens `pathname` of `baseURL` in a new browser context (own cookies and storage) and waits until
 * the network is idle, so the client-side app has rendered.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  pathname: string,
  { size = 'desktop', beforeGoto, ...contextOptions }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ ...viewports[size], ...contextOptions, baseURL });
  // Fail a missing element well inside the test timeout (60 s), yet give a busy machine 20 s per action.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  beforeGoto?.(page);
  await page.goto(pathname, { waitUntil: 'networkidle' });
  return { page, pageErrors, close: () => context.close() };
}

/** Saves a PNG of the page to SCREENSHOT_DIR/<name>.png and returns its path. */
export async function takeScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
