import { describe, expect, it } from 'vitest';
import { fakeMicrophoneArgs, takeScreenshot, type ViewportName } from '../../../../e2e/browser';
import { readDatabase } from '../../../../e2e/database';
import { recordedSeconds } from '../../../../e2e/recording-timer';
import { useBrowser } from '../../../../e2e/test-browser';
import { spokenClip, wordsHeard } from '../../../../e2e/voice-audio';
import { uploadedFiles, watchUploads } from '../../../../e2e/voice-page';

const clip = spokenClip('Please mention the cost of double glazing.');
const browser = useBrowser({ args: fakeMicrophoneArgs(clip.file) });

describe('dictated feedback (Chromium fake microphone speaking a sentence)', () => {
  for (const size of ['desktop', 'phone'] satisfies ViewportName[]) {
    it(`${size}: 'or speak your feedback' fills the text area with the transcript, which is then submitted`, async () => {
      const { page, pageErrors } = await browser.open('/', { size });
      await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
      const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
      const input = panel.getByPlaceholder('Type your message...');
      await input.fill('Which windows suit a house in Geelong?');
      await input.press('Enter');
      const feedback = panel.locator('.ea-message--assistant').last().getByRole('button', { name: 'Feedback' });
      await feedback.waitFor({ timeout: 20_000 });
      await feedback.click();

      const dialog = page.getByRole('dialog', { name: 'How could this response be improved?' });
      await watchUploads(page);
      await dialog.getByRole('button', { name: 'or speak your feedback' }).click();
      expect(await dialog.getByText('Recording...', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => recordedSeconds(dialog.getByRole('timer'))).toBeGreaterThanOrEqual(Math.ceil(clip.seconds));
      await takeScreenshot(page, `widget-feedback-recording-${size}`, { fullPage: false });
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/transcribe/audio'),
        dialog.getByRole('button', { name: 'Stop recording and send' }).click(),
      ]);

      // The recording goes as MediaRecorder's WebM in the field `audio`.
      const uploads = await uploadedFiles(page);
      expect(uploads.map(({ field, filename, type }) => ({ field, filename, type }))).toEqual([
        { field: 'audio', filename: 'recording.webm', type: expect.stringMatching(/^audio\/webm/) },
      ]);
      expect(response.status(), await response.text()).toBe(200);
      const answer = (await response.json()) as { success: boolean; text?: string; message?: string };
      expect(answer.success, answer.message).toBe(true);
      const text = answer.text?.trim() ?? '';
      expect(wordsHeard(clip, text), `heard "${text}"`).toBeGreaterThanOrEqual(0.6);

      const field = dialog.getByLabel('Your feedback');
      await expect.poll(() => field.inputValue()).toBe(text);
      await dialog.getByRole('button', { name: 'or speak your feedback' }).waitFor();
      await takeScreenshot(page, `widget-feedback-dictated-${size}`, { fullPage: false });
      const [stored] = await Promise.all([
        page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/analysis/feedback'),
        dialog.getByRole('button', { name: 'Submit Feedback' }).click(),
      ]);
      expect(stored.status()).toBe(201);
      await page.getByText('Thank you for helping us improve!').waitFor();
      const { id } = (await stored.json()) as { id: number };
      expect(readDatabase((db) => db.prepare('SELECT user_feedback AS feedback FROM feedback WHERE id = ?').get(id))).toEqual({ feedback: text });
      expect(pageErrors).toEqual([]);
    });
  }
});
