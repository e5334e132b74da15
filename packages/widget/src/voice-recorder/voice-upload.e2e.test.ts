import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { fakeMicrophoneArgs, takeScreenshot, type ViewportName } from '../../../../e2e/browser';
import { recordedSeconds } from '../../../../e2e/recording-timer';
import { useBrowser } from '../../../../e2e/test-browser';
import { spokenClip, wordsHeard } from '../../../../e2e/voice-audio';
import { playedAudio, responseEndAt, seenTexts, uploadedFiles, watchAudio, watchTexts, watchUploads } from '../../../../e2e/voice-page';

const clip = spokenClip('How much ceiling insulation do I need for a new house?');
const browser = useBrowser({ args: fakeMicrophoneArgs(clip.file) });

const VOICE_PATH = '/api/conversations/voice';
const isVoiceAnswer = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === VOICE_PATH;

interface VoiceAnswer {
  transcript: string;
  content: string;
  userMessageId: number;
  id: number;
  audioUrl?: string;
}

describe('a voice message from the widget (Chromium fake microphone speaking a sentence)', () => {
  for (const size of ['desktop', 'phone'] satisfies ViewportName[]) {
    it(`${size}: 'Transcribing voice message...', the transcript, the reply 1.5 s later, and its spoken version plays and stops`, async () => {
      const { page, pageErrors } = await browser.open('/', { size });
      await watchAudio(page);
      await watchUploads(page);
      await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
      const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
      await panel.getByPlaceholder('Type your message...').waitFor();
      await watchTexts(page, 'users', '.ea-message--user .ea-bubble');
      await watchTexts(page, 'replies', '.ea-message--assistant .ea-bubble');
      await panel.getByRole('button', { name: 'Voice', exact: true }).click();
      await panel.getByRole('button', { name: 'Tap to speak' }).click();

      const bar = panel.getByRole('group', { name: 'Voice recording' });
      await expect.poll(() => recordedSeconds(bar.getByRole('timer'))).toBeGreaterThanOrEqual(Math.ceil(clip.seconds));
      await takeScreenshot(page, `widget-voice-recording-${size}`, { fullPage: false });
      const [response] = await Promise.all([page.waitForResponse(isVoiceAnswer), bar.getByRole('button', { name: 'Stop recording and send' }).click()]);

      // One upload: MediaRecorder's WebM, as the spec has the widget send it.
      const uploads = await uploadedFiles(page);
      expect(uploads.map(({ field, filename, type }) => ({ field, filename, type }))).toEqual([
        { field: 'audio', filename: 'recording.webm', type: expect.stringMatching(/^audio\/webm/) },
      ]);
      expect(uploads[0]!.size, 'bytes of audio').toBeGreaterThan(clip.seconds * 2000);
      expect(response.status(), await response.text()).toBe(200);
      const answer = (await response.json()) as VoiceAnswer;
      const transcript = answer.transcript.trim();
      expect(wordsHeard(clip, transcript), `heard "${transcript}"`).toBeGreaterThanOrEqual(0.6);
      expect(answer.audioUrl, 'the reply names its spoken version').toBeTruthy();

      const reply = panel.locator('.ea-message--assistant').last();
      await expect.poll(() => reply.getByRole('button', { name: 'Play voice message' }).count(), { timeout: 20_000 }).toBe(1);
      const users = await seenTexts(page, 'users');
      expect(users.map(({ text }) => text)).toEqual(['Transcribing voice message...', transcript]);
      // The reply is typed out: its first text is when it appeared (the welcome message was there before).
      const answeredAt = await responseEndAt(page, VOICE_PATH);
      const replied = (await seenTexts(page, 'replies')).find(({ at }) => at > users[1]!.at);
      expect(users[0]!.at).toBeLessThan(answeredAt);
      expect(users[1]!.at).toBeGreaterThanOrEqual(answeredAt);
      expect(replied!.at - answeredAt, 'ms from the answer to the reply').toBeGreaterThanOrEqual(1500);
      expect(replied!.at - answeredAt, 'ms from the answer to the reply').toBeLessThan(4000);
      expect(await panel.getByText('Transcribing voice message...').count()).toBe(0);

      // The reply's spoken version: play, then stop (pause and rewind).
      const [spoken] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url() === new URL(answer.audioUrl!, browser.baseURL()).href),
        reply.getByRole('button', { name: 'Play voice message' }).click(),
      ]);
      // The audio element asks for byte ranges: 206 Partial Content (or the whole file, 200).
      expect([200, 206]).toContain(spoken.status());
      expect(spoken.headers()['content-type']).toMatch(/^audio\//);
      await expect.poll(async () => (await playedAudio(page)).at(-1)?.started).toBe(true);
      await takeScreenshot(page, `widget-voice-reply-${size}`, { fullPage: false });
      await reply.getByRole('button', { name: 'Stop' }).click();
      expect((await playedAudio(page)).at(-1)).toMatchObject({ paused: true, currentTime: 0 });
      expect(await reply.getByRole('button', { name: 'Play voice message' }).getAttribute('aria-pressed')).toBe('false');
      expect(pageErrors).toEqual([]);
    });
  }
});
