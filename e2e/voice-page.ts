import type { Page } from 'playwright-core';

/** What one audio element the page played is doing now. */
export interface PlayedAudio {
  src: string;
  paused: boolean;
  currentTime: number;
  /** True once the element fired `playing`: real audio data reached the output. */
  started: boolean;
  ended: boolean;
}

/**
 * Records every audio element the page plays (also those never put in the document, like
 * `new Audio(url)`), so a test can see that a greeting or a voice reply really plays. Call it once
 * the page has loaded, before the action that plays.
 */
export async function watchAudio(page: Page): Promise<void> {
  await page.evaluate(() => {
    const played: HTMLMediaElement[] = [];
    const started = new WeakSet<HTMLMediaElement>();
    Object.assign(window, { __eaPlayed: played, __eaStarted: started });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!played.includes(this)) {
        played.push(this);
        this.addEventListener('playing', () => started.add(this));
      }
      return play.call(this);
    };
  });
}

/** The audio elements the page has played so far, oldest first. */
export function playedAudio(page: Page): Promise<PlayedAudio[]> {
  return page.evaluate(() => {
    const { __eaPlayed: played, __eaStarted: started } = window as unknown as { __eaPlayed: HTMLMediaElement[]; __eaStarted: WeakSet<HTMLMediaElement> };
    return played.map((element) => ({
      src: element.currentSrc || element.src,
      paused: element.paused,
      currentTime: element.currentTime,
      started: started.has(element),
      ended: element.ended,
    }));
  });
}

/**
 * Records the moment each MediaRecorder of the page reports it started recording
 * (`performance.now()`), in `window.__eaRecorderStarts`.
 */
export async function watchRecorders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const starts: number[] = [];
    Object.assign(window, { __eaRecorderStarts: starts });
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      this.addEventListener('start', () => starts.push(performance.now()), { once: true });
      return start.call(this, timeslice);
    };
  });
}

/**
 * Records every text the elements matching `selector` show (in the document and in the open
 * shadow root of `[data-energy-advisor]`), with `performance.now()`, in `window.__eaTexts[key]`.
 */
export async function watchTexts(page: Page, key: string, selector: string): Promise<void> {
  await page.evaluate(
    ({ key, selector }) => {
      const all = ((window as unknown as { __eaTexts?: Record<string, [number, string][]> }).__eaTexts ??= {});
      const seen: [number, string][] = (all[key] = []);
      const roots: ParentNode[] = [document];
      const shadow = document.querySelector('[data-energy-advisor]')?.shadowRoot;
      if (shadow) roots.push(shadow);
      const look = () => {
        for (const root of roots) {
          for (const element of Array.from(root.querySelectorAll(selector))) {
            const text = (element.textContent ?? '').trim();
            if (text && !seen.some(([, earlier]) => earlier === text)) seen.push([performance.now(), text]);
          }
        }
      };
      look();
      for (const root of roots) new MutationObserver(look).observe(root, { subtree: true, childList: true, characterData: true });
    },
    { key, selector },
  );
}

/** The texts `watchTexts` recorded under `key`, each with when it first showed. */
export function seenTexts(page: Page, key: string): Promise<{ at: number; text: string }[]> {
  return page.evaluate(
    (key) => ((window as unknown as { __eaTexts?: Record<string, [number, string][]> }).__eaTexts?.[key] ?? []).map(([at, text]) => ({ at, text })),
    key,
  );
}

/** A file the page put into a form (an upload), as the page made it. */
export interface UploadedFile {
  field: string;
  filename: string;
  type: string;
  size: number;
  /** Its first 44 bytes (a WAV header's length). */
  head: number[];
}

/**
 * Records every Blob the page appends to a FormData (what a multipart upload carries: Chromium
 * does not show Playwright the body of a request whose FormData holds a Blob).
 */
export async function watchUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const uploads: Promise<UploadedFile>[] = [];
    Object.assign(window, { __eaUploads: uploads });
    const append = FormData.prototype.append as (this: FormData, name: string, value: string | Blob, filename?: string) => void;
    FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, filename?: string) {
      if (value instanceof Blob) {
        const file = value;
        uploads.push(
          file
            .slice(0, 44)
            .arrayBuffer()
            .then((head) => ({
              field: name,
              filename: filename ?? (file instanceof File ? file.name : ''),
              type: file.type,
              size: file.size,
              head: Array.from(new Uint8Array(head)),
            })),
        );
      }
      return filename === undefined ? append.call(this, name, value) : append.call(this, name, value, filename);
    } as typeof FormData.prototype.append;
  });
}

/** The files the page has put into forms so far. */
export function uploadedFiles(page: Page): Promise<UploadedFile[]> {
  return page.evaluate(() => Promise.all((window as unknown as { __eaUploads: Promise<UploadedFile>[] }).__eaUploads));
}

/**
 * When the response of the page's last request to `pathname` had fully arrived
 * (`performance.now()` time, from the Resource Timing entries), or NaN when there was none.
 */
export function responseEndAt(page: Page, pathname: string): Promise<number> {
  return page.evaluate((pathname) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries.filter((entry) => new URL(entry.name).pathname === pathname).at(-1)?.responseEnd ?? Number.NaN;
  }, pathname);
}
