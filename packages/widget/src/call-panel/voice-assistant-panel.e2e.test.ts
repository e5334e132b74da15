import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fakeMicrophoneArgs, takeScreenshot, type ViewportName } from '../../../../e2e/browser';
import { useBrowser } from '../../../../e2e/test-browser';
import { spokenClip } from '../../../../e2e/voice-audio';
import { playedAudio, seenTexts, watchAudio, watchTexts } from '../../../../e2e/voice-page';

const clip = spokenClip('Hello, can you hear me?');
const browser = useBrowser({ args: fakeMicrophoneArgs(clip.file) });

/** What the page's Web Audio and microphone did: every oscillator started, the gains, the streams. */
async function watchCallAudio(page: Page) {
  await page.evaluate(() => {
    const oscillators: { type: string; frequency: number }[] = [];
    const gains: GainNode[] = [];
    const contexts: AudioContext[] = [];
    const streams: MediaStream[] = [];
    Object.assign(window, { __eaCall: { oscillators, gains, contexts, streams } });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      oscillators.push({ type: this.type, frequency: this.frequency.value });
      return start.call(this, when);
    };
    const createGain = AudioContext.prototype.createGain;
    AudioContext.prototype.createGain = function (this: AudioContext) {
      if (!contexts.includes(this)) contexts.push(this);
      const gain = createGain.call(this);
      gains.push(gain);
      return gain;
    };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
    // The call decides at random whether a voice burst plays (50 % every 5 s): this one always does.
    Math.random = () => 0.1;
  });
}

function callAudio(page: Page) {
  return page.evaluate(() => {
    const { oscillators, gains, contexts, streams } = (window as unknown as {
      __eaCall: { oscillators: { type: string; frequency: number }[]; gains: GainNode[]; contexts: AudioContext[]; streams: MediaStream[] };
    }).__eaCall;
    return {
      oscillators,
      /** The call's output gain (the speaker) is the first gain it makes. */
      speakerGain: gains[0]?.gain.value,
      contexts: contexts.map((context) => context.state),
      tracks: streams.flatMap((stream) => stream.getAudioTracks().map((track) => ({ enabled: track.enabled, readyState: track.readyState }))),
    };
  });
}

const isGreeting = (url: string) => new URL(url).pathname === '/api/tts';

describe('the voice assistant panel (Chromium, fake microphone)', () => {
  for (const size of ['desktop', 'phone'] satisfies ViewportName[]) {
    it(`${size}: greets aloud, press-to-speak shows the notice and closes after 2.5 s; the simulated call starts, mutes, toggles the speaker and ends`, async () => {
      const { page, pageErrors } = await browser.open('/', { size });
      await watchAudio(page);
      await watchCallAudio(page);
      await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
      const widget = page.getByRole('region', { name: 'Energy Advisor', exact: true });
      await widget.getByPlaceholder('Type your message...').waitFor();
      await watchTexts(page, 'status', '.ea-call-status');
      await watchTexts(page, 'toasts', '.ea-toast__title');

      // 'Initializing voice assistant...', then the greeting from GET /api/tts plays.
      const [greeting] = await Promise.all([
        page.waitForResponse((response) => isGreeting(response.url())),
        widget.getByRole('button', { name: 'Call', exact: true }).click(),
      ]);
      const panel = page.getByRole('region', { name: 'Voice Assistant' });
      expect(greeting.status(), await greeting.text()).toBe(200);
      expect(greeting.headers()['content-type']).toMatch(/^audio\//);
      expect(new URL(greeting.url()).searchParams.get('text')).toMatch(/^G'day!/);
      expect((await seenTexts(page, 'status'))[0]?.text).toBe('Initializing voice assistant...');
      await panel.getByRole('button', { name: 'Press to speak' }).waitFor();
      await expect.poll(async () => (await playedAudio(page))[0]?.started).toBe(true);
      expect((await playedAudio(page))[0]?.src).toMatch(/^blob:/);
      await takeScreenshot(page, `widget-voice-panel-${size}`, { fullPage: false });

      // Press to speak: only the notice, then the panel closes itself after 2.5 s.
      await panel.getByRole('button', { name: 'Press to speak' }).click();
      const pressedAt = Date.now();
      const toast = page.locator('.ea-toast');
      await toast.waitFor();
      expect(await toast.locator('.ea-toast__title').innerText()).toBe('Voice Chat');
      expect(await toast.locator('.ea-toast__description').innerText()).toBe('Voice chat is not fully implemented yet. Please use the text chat option.');
      await panel.waitFor({ state: 'detached' });
      expect(Date.now() - pressedAt, 'ms until the panel closed').toBeGreaterThanOrEqual(2300);
      expect(await widget.getByPlaceholder('Type your message...').isVisible()).toBe(true);

      // The simulated call: a 440 Hz tone, then voice-like bursts; mute, speaker, end.
      await widget.getByRole('button', { name: 'Call', exact: true }).click();
      await panel.getByRole('button', { name: 'Start call' }).click();
      const controls = panel.getByRole('group', { name: 'Call controls' });
      await controls.waitFor();
      await expect.poll(async () => (await seenTexts(page, 'toasts')).map(({ text }) => text)).toEqual(
        expect.arrayContaining(['Call Started', 'Assistant Connected']),
      );
      expect((await callAudio(page)).oscillators[0]).toEqual({ type: 'sine', frequency: 440 });
      await expect.poll(async () => (await callAudio(page)).oscillators.some(({ type }) => type === 'sawtooth'), { timeout: 8000 }).toBe(true);
      const duration = /^(\d\d):(\d\d)$/.exec(await controls.getByRole('timer').innerText());
      expect(Number(duration?.[1]) * 60 + Number(duration?.[2]), 'seconds the call has lasted').toBeGreaterThanOrEqual(4);
      await takeScreenshot(page, `widget-voice-call-${size}`, { fullPage: false });

      const mute = controls.getByRole('button', { name: 'Mute microphone' });
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      expect((await callAudio(page)).tracks.at(-1)).toEqual({ enabled: false, readyState: 'live' });
      const speaker = controls.getByRole('button', { name: 'Speaker' });
      await speaker.click();
      expect(await speaker.getAttribute('aria-pressed')).toBe('false');
      expect((await callAudio(page)).speakerGain).toBe(0);
      await speaker.click();
      expect((await callAudio(page)).speakerGain).toBe(1);

      await controls.getByRole('button', { name: 'End call' }).click();
      await panel.getByRole('button', { name: 'Start call' }).waitFor();
      const ended = await callAudio(page);
      expect(ended.tracks.at(-1)?.readyState).toBe('ended');
      await expect.poll(async () => (await callAudio(page)).contexts.at(-1)).toBe('closed');
      expect(pageErrors).toEqual([]);
    });
  }
});
