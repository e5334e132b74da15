import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createRecorder } from './recorder';
import { useRecorder } from './use-recorder';
import { fakeMedia } from '../media/test/fake-media';

// The recorder's errors are label keys; the recording bar's tests read their words.
const MIC_ERROR = 'microphoneError';
const NO_DATA_ERROR = 'noAudioData';

const slice = (text: string, type = 'audio/webm') => new Blob([text], { type });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRecorder', () => {
  it('opens the microphone and records in the first supported format with 1000 ms slices', async () => {
    const fake = fakeMedia({ supported: ['audio/ogg;codecs=opus', 'audio/mp4'] });
    const recorder = createRecorder(fake.media);
    expect(await recorder.start()).toBe('recording');
    expect(fake.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(fake.recorders).toHaveLength(1);
    expect(fake.recorders[0]!.requestedMimeType).toBe('audio/ogg;codecs=opus');
    expect(fake.recorders[0]!.timeslice).toBe(1000);
    expect(recorder.getState()).toEqual({ isRecording: true, recordingTime: '0:00', audioBlob: null, error: null });
  });

  it('lets the browser choose the format when none of the list is supported', async () => {
    const fake = fakeMedia({ supported: [] });
    await createRecorder(fake.media).start();
    expect(fake.recorders[0]!.requestedMimeType).toBeUndefined();
  });

  it('updates the m:ss timer every second', async () => {
    const recorder = createRecorder(fakeMedia().media);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.getState().recordingTime).toBe('0:00');
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.getState().recordingTime).toBe('0:01');
    await vi.advanceTimersByTimeAsync(64_000);
    expect(recorder.getState().recordingTime).toBe('1:05');
  });

  it("counts from MediaRecorder's start event, not from the click or the microphone opening", async () => {
    const recorder = createRecorder(fakeMedia({ recorderStartDelayMs: 400 }).media);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorder.getState().recordingTime).toBe('0:00');
    await vi.advanceTimersByTimeAsync(400);
    expect(recorder.getState().recordingTime).toBe('0:01');
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.getState().recordingTime).toBe('0:01');
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.getState().recordingTime).toBe('0:02');
  });

  it('shows the time the clock says when a tick fires late (a busy page), never a count of ticks', async () => {
    let lag = 0;
    const recorder = createRecorder(fakeMedia().media, { now: () => Date.now() + lag });
    await recorder.start();
    // The first tick is due at 1 s but the page was busy: it runs when 2.2 s have passed.
    lag = 1200;
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorder.getState().recordingTime).toBe('0:02');
    // The next one is due at the next whole second (3 s), 800 ms later.
    await vi.advanceTimersByTimeAsync(799);
    expect(recorder.getState().recordingTime).toBe('0:02');
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.getState().recordingTime).toBe('0:03');
  });

  it('stop assembles every slice, including the last one, into one blob and releases the microphone', async () => {
    const fake = fakeMedia();
    const recorder = createRecorder(fake.media);
    await recorder.start();
    const media = fake.recorders[0]!;
    media.emit(slice('one-'));
    media.emit(new Blob([], { type: 'audio/webm' }));
    media.emit(slice('two-'));
    media.finalSlice = slice('three');
    const blob = await recorder.stop();

    expect(blob).toBeInstanceOf(Blob);
    expect(await blob!.text()).toBe('one-two-three');
    expect(blob!.type).toBe('audio/webm');
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.contexts[0]!.close).toHaveBeenCalled();
    expect(recorder.getAnalyser()).toBeNull();
    expect(recorder.getState()).toMatchObject({ isRecording: false, audioBlob: blob, error: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop without any slice answers null with the "no audio data" error', async () => {
    const recorder = createRecorder(fakeMedia().media);
    await recorder.start();
    expect(await recorder.stop()).toBeNull();
    expect(recorder.getState()).toMatchObject({ isRecording: false, audioBlob: null, error: NO_DATA_ERROR });
  });

  it('stop still finishes when MediaRecorder never fires its stop event', async () => {
    const fake = fakeMedia();
    const recorder = createRecorder(fake.media);
    await recorder.start();
    const media = fake.recorders[0]!;
    media.emit(slice('data'));
    media.stop = () => undefined;
    const stopped = recorder.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await (await stopped)!.text()).toBe('data');
  });

  it('cancel discards the audio, releases the microphone and sets the timer back to 0:00', async () => {
    const fake = fakeMedia();
    const recorder = createRecorder(fake.media);
    await recorder.start();
    fake.recorders[0]!.emit(slice('secret'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(recorder.getState().recordingTime).toBe('0:03');

    recorder.cancel();
    expect(recorder.getState()).toEqual({ isRecording: false, recordingTime: '0:00', audioBlob: null, error: null });
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.recorders[0]!.state).toBe('inactive');
    await vi.advanceTimersByTimeAsync(5000);
    expect(recorder.getState().recordingTime).toBe('0:00');
    expect(await recorder.stop()).toBeNull();
  });

  it('a cancel while the microphone is opening releases it as soon as it opens', async () => {
    const fake = fakeMedia();
    const recorder = createRecorder(fake.media);
    const started = recorder.start();
    recorder.cancel();
    expect(await started).toBe('cancelled');
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.recorders).toHaveLength(0);
    expect(recorder.getState().isRecording).toBe(false);
  });

  it('a refused microphone sets the microphone error text', async () => {
    const recorder = createRecorder(fakeMedia({ deny: true }).media);
    expect(await recorder.start()).toBe('failed');
    expect(recorder.getState()).toMatchObject({ isRecording: false, error: MIC_ERROR });
    expect(await recorder.stop()).toBeNull();
  });

  it('records without Web Audio (flat waveform)', async () => {
    const recorder = createRecorder(fakeMedia({ webAudio: false }).media);
    expect(await recorder.start()).toBe('recording');
    expect(recorder.getAnalyser()).toBeNull();
  });

  it('exposes a live analyser on the microphone that is not connected to the speakers', async () => {
    const fake = fakeMedia();
    const recorder = createRecorder(fake.media);
    await recorder.start();
    const context = fake.contexts[0]!;
    expect(recorder.getAnalyser()).toBe(context.analysers[0]);
    expect(context.sources[0]!.connect).toHaveBeenCalledWith(context.analysers[0]);
    expect(context.sources[0]!.connect).not.toHaveBeenCalledWith(context.destination);
  });
});

describe('useRecorder', () => {
  it('renders the recorder state and cancels when unmounted', async () => {
    const fake = fakeMedia();
    const { result, unmount } = renderHook(() => useRecorder(fake.media));
    expect(result.current.recordingTime).toBe('0:00');
    await act(async () => {
      await result.current.start();
    });
    expect(result.current.isRecording).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(result.current.recordingTime).toBe('0:02');
    unmount();
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
