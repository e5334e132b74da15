import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, takeScreenshot } from '../../../e2e/browser';
import { startServer, type RunningServer } from '../../../e2e/server';
import { modelContent } from '../../../api/src/providers/test/fixtures';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../../api/src/providers/test/fake-openai-server';

/**
 * Stop in a real browser against the real server, whose advisor is an OpenAI-compatible endpoint
 * (a fake one) that writes the start of its advice and then goes on thinking: the reply is being
 * written when the visitor presses Stop.
 */
let fake: FakeOpenAIServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  fake.respondWith({ type: 'stall-after-first-chunk', content: modelContent('Ceiling insulation first, then the walls.'), pieceSize: 41 });
  server = await startServer({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe("the widget's Stop button", () => {
  it('stops the reply being written: the partial text stays, the provider call is cancelled, the transcript has it marked stopped', async () => {
    // the conversation the widget follows on its socket (its 'register' frames)
    const registered: string[] = [];
    const { page, pageErrors, close } = await openPage(browser, server.url, '/', {
      beforeGoto: (page) =>
        page.on('websocket', (socket) =>
          socket.on('framesent', ({ payload }) => {
            const frame = JSON.parse(String(payload)) as { type?: string; conversationId?: string };
            if (frame.type === 'register' && frame.conversationId) registered.push(frame.conversationId);
          }),
        ),
    });
    try {
      await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
      const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
      const input = panel.getByPlaceholder('Type your message...');
      await input.fill('What should we insulate first?');
      await input.press('Enter');

      await expect.poll(() => fake.requests.length, { message: 'the advisor was asked' }).toBe(1);
      const preview = panel.locator('.ea-message[data-streaming]');
      await preview
        .getByText('Ceiling insulation first, then')
        .waitFor()
        .catch(async (error: unknown) => {
          throw new Error(`no streamed text; the panel says: ${await panel.textContent()}`, { cause: error });
        });
      await panel.getByRole('button', { name: 'Stop generating' }).click();

      await expect.poll(() => fake.abortedRequests).toBe(1);
      await panel.getByRole('button', { name: 'Stop generating' }).waitFor({ state: 'detached' });
      expect(await panel.locator('[data-streaming]').count()).toBe(0);
      const reply = panel.locator('.ea-message--assistant').last();
      expect(await reply.textContent()).toContain('Ceiling insulation first, then');
      expect(await panel.getByPlaceholder('Type your message...').isEnabled()).toBe(true);
      expect(await reply.getByText('Stopped', { exact: true }).isVisible()).toBe(true);
      await takeScreenshot(page, 'widget-stopped-reply', { fullPage: false });

      const conversation = registered.at(-1);
      expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(async () => (await (await page.request.get(`/api/conversations/${conversation}/transcript`)).json()) as unknown)
        .toEqual([
          expect.objectContaining({ sender: 'user', content: 'What should we insulate first?' }),
          expect.objectContaining({ sender: 'assistant', content: 'Ceiling insulation first, then', stopped: true }),
        ]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
