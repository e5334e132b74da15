import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RecordingBar } from './recording-bar';
import { fakeMedia, type FakeMedia } from '../media/test/fake-media';
import { WAVEFORM_SAMPLE_MS } from './waveform';
import { notified } from '../test/toast-words';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderBar(fake: FakeMedia = fakeMedia()) {
  const onSend = vi.fn();
  const onCancel = vi.fn();
  const notify = vi.fn();
  render(<RecordingBar onSend={onSend} onCancel={onCancel} notify={notify} media={fake.media} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return { onSend, onCancel, notify, fake };
}

const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('RecordingBar', () => {
  it('starts recording on mount and shows 15 bars, the m:ss time and both buttons', async () => {
    const { fake } = await renderBar();
    expect(fake.getUserMedia).toHaveBeenCalledTimes(1);
    expect(fake.recorders[0]!.state).toBe('recording');
    expect(document.querySelectorAll('.ea-voice-wave-bar')).toHaveLength(15);
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    await elapse(3000);
    expect(screen.getByRole('timer').textContent).toBe('0:03');
    expect(screen.getByRole('button', { name: 'Cancel recording' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop recording and send' })).toBeTruthy();
  });

  it('moves the bars with the microphone level read from the analyser', async () => {
    const { fake } = await renderBar();
    const bars = [...document.querySelectorAll<HTMLElement>('.ea-voice-wave-bar')];
    await elapse(WAVEFORM_SAMPLE_MS);
    expect(bars.every((bar) => bar.dataset.level === '0.00')).toBe(true);

    fake.contexts[0]!.level = 0.5;
    await elapse(WAVEFORM_SAMPLE_MS);
    expect(Number(bars[14]!.dataset.level)).toBeGreaterThan(0.8);
    expect(bars[14]!.style.transform).not.toBe(bars[0]!.style.transform);

    fake.contexts[0]!.level = 0;
    await elapse(WAVEFORM_SAMPLE_MS);
    expect(bars[14]!.dataset.level).toBe('0.00');
    expect(Number(bars[13]!.dataset.level)).toBeGreaterThan(0.8);
  });

  it('stop sends one blob made of every slice and releases the microphone', async () => {
    const { fake, onSend, notify } = await renderBar();
    const media = fake.recorders[0]!;
    media.emit(new Blob(['a'], { type: 'audio/webm' }));
    await elapse(1000);
    media.emit(new Blob(['b'], { type: 'audio/webm' }));
    media.finalSlice = new Blob(['c'], { type: 'audio/webm' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording and send' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    const blob = onSend.mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('abc');
    expect(blob.type).toBe('audio/webm');
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('cancel discards, releases the microphone and tells the widget; the timer is back to 0:00', async () => {
    const { fake, onSend, onCancel } = await renderBar();
    fake.recorders[0]!.emit(new Blob(['a'], { type: 'audio/webm' }));
    await elapse(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel recording' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    await elapse(2000);
    expect(screen.getByRole('timer').textContent).toBe('0:00');
  });

  it('a refused microphone shows the inline error and the Recording Error toast', async () => {
    const { notify } = await renderBar(fakeMedia({ deny: true }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to access microphone. Please ensure you have granted permission to use the microphone.',
    );
    expect(notified(notify)).toContainEqual({
      title: 'Recording Error',
      description: 'Could not access your microphone. Please check permissions.',
    });
  });

  it('sending with nothing recorded toasts "No audio recorded" and sends nothing', async () => {
    const { notify, onSend } = await renderBar(fakeMedia({ deny: true }));
    notify.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording and send' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(notified(notify)).toContainEqual({ title: 'Error', description: 'No audio recorded', variant: 'destructive' });
  });

  it('a recording without any data shows "No audio data was captured" and sends nothing', async () => {
    const { notify, onSend } = await renderBar();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording and send' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('No audio data was captured. Please try again.');
    expect(notified(notify)).toContainEqual({ title: 'Error', description: 'No audio recorded', variant: 'destructive' });
  });

  it('releases the microphone and every timer when unmounted mid-recording', async () => {
    const { fake } = await renderBar();
    cleanup();
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.contexts[0]!.close).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('under StrictMode keeps exactly one recording and releases the extra microphone', async () => {
    const fake = fakeMedia();
    const onSend = vi.fn();
    render(
      <StrictMode>
        <RecordingBar onSend={onSend} onCancel={vi.fn()} notify={vi.fn()} media={fake.media} />
      </StrictMode>,
    );
    await elapse(0);
    // React's StrictMode mounts twice (two microphones asked for); Preact's (the script-tag build) once
    expect(fake.tracks.length).toBeGreaterThanOrEqual(1);
    const live = fake.tracks.filter((track) => track.readyState === 'live');
    expect(live).toHaveLength(1);
    const recording = fake.recorders.filter((recorder) => recorder.state === 'recording');
    expect(recording).toHaveLength(1);
    recording[0]!.emit(new Blob(['only'], { type: 'audio/webm' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording and send' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await (onSend.mock.calls[0]![0] as Blob).text()).toBe('only');
  });
});
