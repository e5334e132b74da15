import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeMedia, type FakeMedia } from '../media/test/fake-media';
import { createWidgetStore, type WidgetMessage } from '../store';
import { WidgetStoreProvider } from '../store/store-provider';
import { fakeClient } from '../test/fake-client';
import { FeedbackDialog } from './feedback-dialog';
import { words } from '../test/toast-words';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const reply: WidgetMessage = { id: 42, content: 'Seal the gaps first.', sender: 'assistant', timestamp: '2026-01-01T10:00:00.000Z' };
const other: WidgetMessage = { id: 43, content: 'Insulate the ceiling.', sender: 'assistant', timestamp: '2026-01-01T10:01:00.000Z' };

function renderDialog(transcribeAudio: (audio: Blob) => Promise<{ success: boolean; text?: string; message?: string }>) {
  const client = fakeClient({ transcribeAudio: vi.fn(transcribeAudio) });
  const store = createWidgetStore({ client, projectId: 'p1', userId: 'u1', socket: false, logger: { warn: () => {} } });
  const media: FakeMedia = fakeMedia();
  render(
    <WidgetStoreProvider store={store}>
      <FeedbackDialog media={media.media} />
    </WidgetStoreProvider>,
  );
  act(() => store.getState().openFeedback(reply));
  const dialog = screen.getByRole('dialog', { name: 'How could this response be improved?' });
  return { client, store, media, dialog };
}

/** 'or speak your feedback', one slice of audio, then stop. */
async function speak(dialog: HTMLElement, media: FakeMedia) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'or speak your feedback' }));
  expect(within(dialog).getByText('Recording...')).toBeTruthy();
  expect(within(dialog).getByRole('timer').textContent).toBe('0:00');
  await elapse(0);
  expect(media.recorders.at(-1)?.state).toBe('recording');
  media.recorders.at(-1)!.emit(new Blob(['spoken'], { type: 'audio/webm' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Stop recording and send' })));
}

describe('feedback dictation', () => {
  it("'or speak your feedback' records, shows 'Transcribing...', and fills the text area with the transcript 100 ms after stop", async () => {
    let answer!: (value: { success: boolean; text?: string }) => void;
    const { client, dialog, media } = renderDialog(() => new Promise((resolve) => (answer = resolve)));
    const field = within(dialog).getByLabelText('Your feedback') as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: 'Too long.' } });
    await speak(dialog, media);
    const busy = within(dialog).getByRole('button', { name: 'Transcribing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await elapse(99);
    expect(client.transcribeAudio).not.toHaveBeenCalled();
    await elapse(1);
    expect(client.transcribeAudio).toHaveBeenCalledTimes(1);
    expect(await (client.transcribeAudio.mock.calls[0]![0] as Blob).text()).toBe('spoken');
    await act(async () => answer({ success: true, text: 'mention the costs' }));
    expect(field.value).toBe('Too long. mention the costs');
    expect(within(dialog).getByRole('button', { name: 'or speak your feedback' })).toBeTruthy();
  });

  it("a failed transcription leaves the text as it was, with the 'Transcription Error' toast", async () => {
    const { store, dialog, media } = renderDialog(async () => ({ success: false, message: 'No speech was recognised in the recording.' }));
    await speak(dialog, media);
    await elapse(100);
    expect(within(dialog).getByRole('button', { name: 'or speak your feedback' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
    expect(words(store.getState().toast)).toMatchObject({ title: 'Transcription Error', description: 'No speech was recognised in the recording.' });
  });

  it('a transcript that arrives after the dialog moved to another reply is dropped', async () => {
    let answer!: (value: { success: boolean; text?: string }) => void;
    const { store, client, dialog, media } = renderDialog(() => new Promise((resolve) => (answer = resolve)));
    await speak(dialog, media);
    await elapse(100);
    expect(client.transcribeAudio).toHaveBeenCalled();
    act(() => store.getState().openFeedback(other));
    await act(async () => answer({ success: true, text: 'for the first reply' }));
    const field = within(screen.getByRole('dialog')).getByLabelText('Your feedback') as HTMLTextAreaElement;
    expect(field.value).toBe('');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'or speak your feedback' })).toBeTruthy();
  });
});
