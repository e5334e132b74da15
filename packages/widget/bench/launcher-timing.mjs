#!/usr/bin/env node
/**
 * Launcher timing: in Chromium, on a local page, the time from navigation until the
 * chat's launcher is visible and the JavaScript (gzip bytes) loaded before it — our script-tag
 * widget (dist/energy-advisor.js) against deep-chat (its published bundle, served from
 * node_modules) — and the time from a click on the launcher until the chat's text input is
 * ready (on screen and enabled), the page having been left idle a moment first as a visitor
 * would. deep-chat has no launcher of its own: its click page shows a plain button that loads
 * deep-chat and adds the element on the click. Ours is measured with its warm-up (on idle time the
 * loader runs the chat bundle and mounts it closed, its panel hidden) and without
 * (`data-prefetch="false"`: the chat loads on the click). Prints medians over several cold loads, unthrottled and on a
 * throttled link. Figures only: it never asserts a timing. Run after `pnpm build`:
 *
 *   node packages/widget/bench/launcher-timing.mjs        (or `pnpm bench` at the root)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** How long a page is left after its launcher showed and its network went quiet, before the click. */
const IDLE_BEFORE_CLICK_MS = 1000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A mid-range mobile link: 1.6 Mbit/s down, 150 ms round trip (Lighthouse's "slow 4G"). */
const THROTTLED = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const widgetDist = new URL('../dist/', import.meta.url);
const deepChatBundle = createRequire(import.meta.url).resolve('deep-chat/dist/deepChat.bundle.js');
if (!existsSync(new URL('energy-advisor.js', widgetDist))) {
  console.error('launcher-timing: packages/widget/dist is missing; run `pnpm build` first.');
  process.exit(1);
}

/** The JS files the pages may load, gzip-compressed once (the server answers with Content-Encoding: gzip). */
const scripts = new Map([
  ['/widget/energy-advisor.js', gzipSync(readFileSync(new URL('energy-advisor.js', widgetDist)), { level: 9 })],
  ['/widget/energy-advisor-chat.js', gzipSync(readFileSync(new URL('energy-advisor-chat.js', widgetDist)), { level: 9 })],
  ['/deep-chat/deepChat.bundle.js', gzipSync(readFileSync(deepChatBundle), { level: 9 })],
]);

/**
 * Each page marks the moment its launcher is visible (a painted box in the element's shadow root)
 * with performance.mark('launcher-visible'), checked every animation frame.
 */
const watcher = (selector) => `<script>
  (function check() {
    const host = document.querySelector('${selector.host}');
    const part = host && host.shadowRoot && host.shadowRoot.querySelector('${selector.part}');
    const box = part && part.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) performance.mark('launcher-visible');
    else requestAnimationFrame(check);
  })();
</script>`;

/**
 * Marks 'input-ready' when the chat's text input is on screen and enabled, checked every frame
 * from the click (marked 'clicked' by a capturing listener, before the page's own handlers run).
 */
const inputWatcher = (selector) => `<script>
  addEventListener('click', () => {
    performance.mark('clicked');
    (function check() {
      const host = document.querySelector('${selector.host}');
      const input = host && host.shadowRoot && host.shadowRoot.querySelector('${selector.input}');
      const box = input && input.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0 && !input.disabled) performance.mark('input-ready');
      else requestAnimationFrame(check);
    })();
  }, { capture: true, once: true });
</script>`;

const ourElement = (attributes = '') =>
  `<energy-advisor project-id="demo-project" user-id="bench" api-base="http://127.0.0.1:9"${attributes}></energy-advisor>`;

/** Pages for the click: the launcher to click (CSS, piercing shadow roots) and where the input appears. */
const clickPages = {
  ours: {
    launcher: 'energy-advisor .ea-launcher',
    html: `<!doctype html><meta charset="utf-8"><title>ours</title>
<script src="/widget/energy-advisor.js" defer></script>
${ourElement()}
${watcher({ host: 'energy-advisor', part: '.ea-launcher' })}
${inputWatcher({ host: 'energy-advisor', input: 'textarea' })}`,
  },
  'ours, no prefetch': {
    launcher: 'energy-advisor .ea-launcher',
    html: `<!doctype html><meta charset="utf-8"><title>ours, no prefetch</title>
<script src="/widget/energy-advisor.js" defer></script>
${ourElement(' data-prefetch="false"')}
${watcher({ host: 'energy-advisor', part: '.ea-launcher' })}
${inputWatcher({ host: 'energy-advisor', input: 'textarea' })}`,
  },
  'deep-chat': {
    launcher: '#launcher',
    html: `<!doctype html><meta charset="utf-8"><title>deep-chat</title>
<button id="launcher" aria-label="Open chat" style="position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%">💬</button>
<div id="launcher-host"></div>
<script>
  document.getElementById('launcher').addEventListener('click', async () => {
    await import('/deep-chat/deepChat.bundle.js');
    const chat = document.createElement('deep-chat');
    chat.setAttribute('demo', 'true');
    chat.style.cssText = 'position:fixed;right:20px;bottom:90px;width:360px;height:500px';
    document.body.append(chat);
  });
</script>
<script>
  (function check() {
    const box = document.getElementById('launcher').getBoundingClientRect();
    if (box.width > 0) performance.mark('launcher-visible'); else requestAnimationFrame(check);
  })();
</script>
${inputWatcher({ host: 'deep-chat', input: '#text-input' })}`,
  },
};

const pages = {
  ours: `<!doctype html><meta charset="utf-8"><title>ours</title>
<script src="/widget/energy-advisor.js" defer></script>
<energy-advisor project-id="demo-project" user-id="bench" api-base="http://127.0.0.1:9"></energy-advisor>
${watcher({ host: 'energy-advisor', part: '.ea-launcher' })}`,
  'deep-chat': `<!doctype html><meta charset="utf-8"><title>deep-chat</title>
<script type="module" src="/deep-chat/deepChat.bundle.js"></script>
<deep-chat demo="true" style="position:fixed;right:20px;bottom:20px;width:360px;height:500px"></deep-chat>
${watcher({ host: 'deep-chat', part: '#container' })}`,
};

/** Scripts are served as the API serves /widget/ (@fastify/static: `public, max-age=0` with an ETag), so a prefetched copy is reused. */
const etags = new Map([...scripts].map(([path, bytes]) => [path, `"${bytes.length}-${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`]));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const script = scripts.get(path);
  if (script) {
    const etag = etags.get(path);
    const headers = { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=0', etag };
    if (request.headers['if-none-match'] === etag) response.writeHead(304, headers).end();
    else response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(script);
    return;
  }
  if (path.startsWith('/click/')) {
    const clickPage = clickPages[decodeURIComponent(path.slice('/click/'.length))];
    if (clickPage) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(clickPage.html);
    else response.writeHead(404).end();
    return;
  }
  const page = pages[path.slice(1)];
  if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
  else response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** One cold load: ms until the launcher is visible, and gzip bytes of JS loaded before then. */
async function measure(name, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(`${origin}/${name}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('launcher-visible').length > 0, null, { timeout: 60_000, polling: 50 });
  const { visibleAt, loaded } = await page.evaluate(() => {
    const at = performance.getEntriesByName('launcher-visible')[0].startTime;
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= at)
      .map((entry) => new URL(entry.name).pathname);
    return { visibleAt: at, loaded: js };
  });
  await context.close();
  return { ms: visibleAt, bytes: loaded.reduce((total, path) => total + (scripts.get(path)?.length ?? 0), 0), files: loaded };
}

/**
 * One cold load, then a click: the page is left until its launcher shows and its network has been
 * quiet (ours warms its chat meanwhile) plus IDLE_BEFORE_CLICK_MS; answers ms from the click until the
 * chat's input is ready.
 */
async function measureClick(name, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(`${origin}/click/${encodeURIComponent(name)}`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('launcher-visible').length > 0, null, { timeout: 60_000, polling: 50 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(IDLE_BEFORE_CLICK_MS);
  await page.click(clickPages[name].launcher);
  await page.waitForFunction(() => performance.getEntriesByName('input-ready').length > 0, null, { timeout: 60_000, polling: 50 });
  const ms = await page.evaluate(() => performance.getEntriesByName('input-ready')[0].startTime - performance.getEntriesByName('clicked')[0].startTime);
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`Launcher timing: Chromium, local page, ${RUNS} cold loads each (median); JS is gzip bytes loaded before the launcher showed.`);
for (const [label, network] of [['unthrottled', null], ['throttled 1.6 Mbit/s, 150 ms RTT', THROTTLED]]) {
  for (const name of Object.keys(pages)) {
    await measure(name, network); // warm-up: Chromium's own first-run work, not the page's
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(name, network));
    const files = [...new Set(runs.flatMap((result) => result.files))].join(' + ');
    console.log(`${label.padEnd(34)} ${name.padEnd(10)} launcher visible ${median(runs.map((r) => r.ms)).toFixed(0).padStart(5)} ms, JS before it ${kb(median(runs.map((r) => r.bytes))).padStart(9)} (${files})`);
  }
}

console.log(`Click to input ready: Chromium, ${RUNS} cold loads each (median), the click ${IDLE_BEFORE_CLICK_MS} ms after the page's network went quiet.`);
for (const [label, network] of [['unthrottled', null], ['throttled 1.6 Mbit/s, 150 ms RTT', THROTTLED]]) {
  for (const name of Object.keys(clickPages)) {
    await measureClick(name, network); // warm-up
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureClick(name, network));
    console.log(`${label.padEnd(34)} ${name.padEnd(18)} click to input ready ${median(runs).toFixed(0).padStart(5)} ms (runs ${runs.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
}

await browser.close();
server.close();
