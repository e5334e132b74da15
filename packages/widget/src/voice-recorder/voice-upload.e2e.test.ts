import { describe, expect, it } from 'vitest';
import { FAKE_MICROPHONE_ARGS } from '../../../../e2e/browser';
import { recordedSeconds } from '../../../../e2e/recording-timer';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser({ args: FAKE_MICROPHONE_ARGS });

describe('a voice message from the widget (Chromium fake microphone)', () => {
  it("records, uploads ONE audio file to POST /api/conversations/voice and shows the server's not-configured error", async () => {
    const { page, pageErrors } = await browser.open('/');
    const uploads: { contentType: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/conversations/voice') {
        uploads.push({ contentType: request.headers()['content-type'] ?? '' });
      }
    });
    await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByRole('button', { name: 'Voice', exact: true }).click();
    await panel.getByRole('button', { name: 'Tap to speak' }).click();

    const bar = panel.getByRole('group', { name: 'Voice recording' });
    await bar.waitFor();
    // The timer ticks each second while Chromium's fake device feeds its tone into MediaRecorder.
    await expect.poll(() => recordedSeconds(bar.getByRole('timer'))).toBeGreaterThanOrEqual(2);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/conversations/voice'),
      bar.getByRole('button', { name: 'Stop recording and send' }).click(),
    ]);

    expect(response.status()).toBe(503);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('not_configured');
    expect(body.message).toMatch(/^Speech-to-text is not configured on this server/);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The server names what arrived: real audio, thousands of bytes for about 2 s of recording.
    expect(body.message).toMatch(/\(Received \d{4,} bytes of audio\/(webm|ogg|mp4|mpeg)/);

    // The error toast names the server's reason, and the placeholder message is gone.
    const toast = page.getByText(/^Failed to process voice message: .*Speech-to-text is not configured on this server/);
    await toast.waitFor();
    expect(await panel.getByText('Transcribing voice message...').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(uploads).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
