import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { fakeMicrophoneArgs } from '../../../../e2e/browser';
import { bubbles, checkLayout, conversation } from '../../../../e2e/chat-page';
import { readDatabase } from '../../../../e2e/database';
import { recordedSeconds } from '../../../../e2e/recording-timer';
import { useBrowser } from '../../../../e2e/test-browser';
import { readWavHeader, spokenClip, wordsHeard } from '../../../../e2e/voice-audio';
import {
  playedAudio,
  responseEndAt,
  seenTexts,
  uploadedFiles,
  watchAudio,
  watchRecorders,
  watchTexts,
  watchUploads,
} from '../../../../e2e/voice-page';

const clip = spokenClip('How can I improve the star rating of my house?');
const browser = useBrowser({ args: fakeMicrophoneArgs(clip.file) });

let users = 0;
let lastUser = '';
/** A fresh visitor, so history from other tests never shows. */
const freshChat = () => {
  lastUser = `e2e-main-chat-voice-${Date.now()}-${++users}`;
  return `/chat?userId=${lastUser}&projectId=e2e-project`;
};

const VOICE_PATH = '/api/voice-messages';
const isVoiceAnswer = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === VOICE_PATH;

/** Opens the recording overlay and waits until the whole clip has been spoken into it. */
async function record(page: Page) {
  await page.getByRole('button', { name: 'Record a voice message' }).click();
  const overlay = page.getByRole('dialog', { name: 'Recording...' });
  await overlay.waitFor();
  await expect.poll(() => recordedSeconds(overlay.getByRole('timer'))).toBeGreaterThanOrEqual(Math.ceil(clip.seconds));
  return overlay;
}

interface VoiceAnswer {
  transcript: string;
  content: string;
  userMessageId: number;
  id: number;
  audioUrl?: string;
}

describe('/chat voice (Chromium fake microphone speaking a sentence)', () => {
  it("records with 'Recording... m:ss' from when recording starts, sends 16 kHz mono WAV, shows the transcript, the typing indicator 1.5 s, the reply and the history", async () => {
    const { page, pageErrors } = await browser.open(freshChat(), { size: 'phone' });
    const user = lastUser;
    await checkLayout(page, 'chat-phone');
    await watchRecorders(page);
    await watchAudio(page);
    await watchUploads(page);
    await watchTexts(page, 'timer', '.mc-recording [role="timer"]');
    await watchTexts(page, 'users', '.ea-message--user .ea-bubble');
    await watchTexts(page, 'replies', '.ea-message--assistant .ea-bubble');
    await watchTexts(page, 'typing', '[role="log"] [role="status"]');

    const overlay = await record(page);
    expect(await overlay.getByText('Recording...', { exact: true }).isVisible()).toBe(true);
    await checkLayout(page, 'chat-voice-recording-phone');

    // The time shown is the time since MediaRecorder started, whenever it changes (20 ms for the
    // two start listeners of one event).
    const [recordingStarted] = await page.evaluate(() => (window as unknown as { __eaRecorderStarts: number[] }).__eaRecorderStarts);
    expect(recordingStarted).toBeDefined();
    const shown = await seenTexts(page, 'timer');
    expect(shown[0]?.text).toBe('0:00');
    for (const { at, text } of shown.slice(1)) {
      const [minutes, seconds] = text.split(':').map(Number);
      const elapsed = (at - recordingStarted!) / 1000;
      expect(minutes! * 60 + seconds!, `${text} shown ${elapsed.toFixed(2)} s after recording started`).toBe(Math.floor(elapsed + 0.02));
    }

    const [response] = await Promise.all([
      page.waitForResponse(isVoiceAnswer),
      overlay.getByRole('button', { name: 'Stop recording and send' }).click(),
    ]);
    // One upload: the recording as 16 kHz 16-bit mono WAV, named as a voice message.
    const uploads = await uploadedFiles(page);
    expect(uploads.map(({ field, filename, type }) => ({ field, filename, type }))).toEqual([
      { field: 'audio', filename: expect.stringMatching(/^voice-message-\d+\.wav$/), type: 'audio/wav' },
    ]);
    const header = readWavHeader(Buffer.from(uploads[0]!.head));
    expect(header).toMatchObject({ riff: 'RIFF', wave: 'WAVE', fmt: 'fmt ', format: 1, channels: 1, sampleRate: 16_000, bitsPerSample: 16, data: 'data' });
    expect(header.dataBytes).toBe(uploads[0]!.size - 44);
    expect(header.dataBytes / 32_000, 'seconds of audio sent').toBeGreaterThanOrEqual(clip.seconds - 0.5);
    expect(response.status(), await response.text()).toBe(200);
    const answer = (await response.json()) as VoiceAnswer;
    expect(wordsHeard(clip, answer.transcript), `heard "${answer.transcript}"`).toBeGreaterThanOrEqual(0.6);
    const history = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/conversations' && candidate.request().method() === 'GET');

    // The transcript as the visitor's message with the typing indicator, then the reply 1.5 s after the answer arrived.
    await expect.poll(() => bubbles(page, 'user')).toEqual([answer.transcript.trim()]);
    await expect.poll(async () => (await bubbles(page, 'assistant')).length, { timeout: 20_000 }).toBe(1);
    await history;
    const answeredAt = await responseEndAt(page, VOICE_PATH);
    const [heard] = await seenTexts(page, 'users');
    const [replied] = await seenTexts(page, 'replies');
    const [typing] = await seenTexts(page, 'typing');
    expect(heard!.at).toBeGreaterThanOrEqual(answeredAt);
    expect(replied!.at - answeredAt, 'ms from the answer to the reply').toBeGreaterThanOrEqual(1500);
    expect(replied!.at - answeredAt, 'ms from the answer to the reply').toBeLessThan(4000);
    expect(typing!.at).toBeGreaterThanOrEqual(heard!.at - 50);
    expect(typing!.at).toBeLessThan(replied!.at);
    await expect.poll(() => conversation(page).getAttribute('aria-busy')).toBe('false');

    // What the server stored is what is on screen after the history refresh.
    const stored = readDatabase(
      (db) =>
        db
          .prepare("SELECT m.sender, m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.user_id = ? ORDER BY m.id")
          .all(user) as { sender: string; content: string }[],
    );
    expect(stored.map((row) => row.sender)).toEqual(['user', 'assistant']);
    expect(stored[0]!.content).toBe(answer.transcript.trim());
    expect(await bubbles(page, 'user')).toEqual([stored[0]!.content]);

    // The reply's spoken version plays, and stops.
    if (answer.audioUrl) {
      const play = page.getByRole('button', { name: 'Play voice message' });
      const spoken = page.waitForResponse((candidate) => candidate.url().endsWith(answer.audioUrl!) || candidate.url().includes(new URL(answer.audioUrl!, 'http://x').pathname));
      await play.click();
      const audioResponse = await spoken;
      // The audio element asks for byte ranges: 206 Partial Content (or the whole file, 200).
      expect([200, 206]).toContain(audioResponse.status());
      expect(audioResponse.headers()['content-type']).toMatch(/^audio\//);
      await expect.poll(async () => (await playedAudio(page)).at(-1)?.started).toBe(true);
      await page.getByRole('button', { name: 'Stop' }).click();
      const [stopped] = await playedAudio(page);
      expect(stopped).toMatchObject({ paused: true, currentTime: 0 });
    }
    await checkLayout(page, 'chat-voice-reply-phone');
    expect(pageErrors).toEqual([]);
  });

  it('a failed voice upload leaves the initial view usable, with the Error toast naming the reason', async () => {
    const { page, pageErrors } = await browser.open(freshChat());
    await page.route(`**${VOICE_PATH}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'retry-after': '2' },
        body: JSON.stringify({ error: 'service_unavailable', message: 'Speech recognition is busy. Please try again in a few seconds.' }),
      }),
    );
    const overlay = await record(page);
    await checkLayout(page, 'chat-voice-recording-desktop');
    await overlay.getByRole('button', { name: 'Stop recording and send' }).click();
    const toast = page.locator('.ea-toast');
    await toast.waitFor();
    expect(await toast.locator('.ea-toast__title').innerText()).toBe('Error');
    expect(await toast.locator('.ea-toast__description').innerText()).toBe(
      'Failed to process voice message: Speech recognition is busy. Please try again in a few seconds.',
    );
    // Nothing was there but the initial view, and it is all still there.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('What can I help with?');
    expect(await page.getByRole('group', { name: 'Suggestions' }).getByRole('button').count()).toBe(6);
    expect(await conversation(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Record a voice message' }).isEnabled()).toBe(true);
    await checkLayout(page, 'chat-voice-failed-desktop');

    // Cancel discards a recording; the chat still answers typed messages.
    await page.getByRole('button', { name: 'Record a voice message' }).click();
    await page.getByRole('button', { name: 'Cancel recording' }).click();
    expect(await page.getByRole('dialog', { name: 'Recording...' }).count()).toBe(0);
    await page.getByPlaceholder('Ask anything').fill('Are heat pumps a good option for my home?');
    await page.getByPlaceholder('Ask anything').press('Enter');
    await expect.poll(async () => (await bubbles(page, 'assistant')).length, { timeout: 20_000 }).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
