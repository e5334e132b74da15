import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { VoiceAssistantPanel } from './voice-assistant-panel';
import { fakeMedia, type FakeMedia } from '../media/test/fake-media';
import type { DeviceSpeech, DeviceVoice } from './australian-voice';
import { notified } from '../test/toast-words';

const UNAVAILABLE = 'Voice assistant is currently unavailable. Please try again later or use the text chat.';

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

function renderPanel(fetchGreeting: () => Promise<Blob>, fake: FakeMedia = fakeMedia(), speech?: DeviceSpeech) {
  const onClose = vi.fn();
  const notify = vi.fn();
  const stopGreeting = vi.fn();
  const playGreeting = vi.fn(() => stopGreeting);
  render(
    <VoiceAssistantPanel
      onClose={onClose}
      fetchGreeting={fetchGreeting}
      notify={notify}
      media={fake.media}
      playGreeting={playGreeting}
      speech={speech}
    />,
  );
  return { onClose, notify, playGreeting, stopGreeting, fake };
}

/** A device's speech synthesis with these voices; `fail` makes speaking report an error. */
function fakeSpeech(voices: DeviceVoice[], fail = false) {
  const spoken: { text: string; voice: DeviceVoice }[] = [];
  const speech = {
    getVoices: vi.fn(() => voices),
    speak: vi.fn((text: string, voice: DeviceVoice, onError: () => void) => {
      spoken.push({ text, voice });
      if (fail) queueMicrotask(onError);
    }),
    cancel: vi.fn(),
  };
  return { speech, spoken };
}

const KAREN: DeviceVoice = { name: 'Karen', lang: 'en-AU', localService: true };
const DANIEL: DeviceVoice = { name: 'Daniel', lang: 'en-GB', localService: true };
const GREETING = "G'day! I'm your architectural assistant. Ask me anything about your home's energy efficiency.";

const greeting = () => Promise.resolve(new Blob(['RIFF-audio'], { type: 'audio/mpeg' }));

describe('VoiceAssistantPanel', () => {
  it('shows the loading state until the greeting arrives, then plays it', async () => {
    let resolve!: (blob: Blob) => void;
    const { playGreeting } = renderPanel(() => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('status').textContent).toBe('Initializing voice assistant...');
    expect(screen.queryByRole('button', { name: 'Press to speak' })).toBeNull();

    const audio = new Blob(['RIFF'], { type: 'audio/mpeg' });
    await act(async () => resolve(audio));
    expect(playGreeting).toHaveBeenCalledExactlyOnceWith(audio);
    expect(screen.queryByText('Initializing voice assistant...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Press to speak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start call' })).toBeTruthy();
  });

  it('press to speak only shows the not-implemented notice and closes after 2.5 s', async () => {
    const { notify, onClose } = renderPanel(greeting);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Press to speak' }));
    expect(notified(notify)).toEqual([
      { title: 'Voice Chat', description: 'Voice chat is not fully implemented yet. Please use the text chat option.' },
    ]);
    await elapse(2499);
    expect(onClose).not.toHaveBeenCalled();
    await elapse(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an init failure shows the unavailable text and toast, a Close button, and closes after 3 s', async () => {
    const { notify, onClose, playGreeting } = renderPanel(() =>
      Promise.reject(new Error('503: Text-to-speech is not configured on this server.')),
    );
    await elapse(0);
    expect(screen.getByRole('alert').textContent).toBe(UNAVAILABLE);
    expect(notified(notify)).toEqual([{ title: 'Voice Assistant', description: UNAVAILABLE, variant: 'destructive' }]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(playGreeting).not.toHaveBeenCalled();
    await elapse(2999);
    expect(onClose).not.toHaveBeenCalled();
    await elapse(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the Close button closes at once, and the auto-close does not close a second time', async () => {
    const { onClose } = renderPanel(() => Promise.reject(new Error('offline')));
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await elapse(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an empty greeting is an init failure', async () => {
    renderPanel(() => Promise.resolve(new Blob([])));
    await elapse(0);
    expect(screen.getByRole('alert').textContent).toBe(UNAVAILABLE);
  });

  it('offers the simulated call: start, duration, mute, speaker, end', async () => {
    const { notify, fake } = renderPanel(greeting);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start call' }));
    await elapse(0);
    expect(notified(notify)).toContainEqual(expect.objectContaining({ title: 'Call Started' }));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    await elapse(3000);
    expect(notified(notify)).toContainEqual(expect.objectContaining({ title: 'Assistant Connected' }));
    expect(screen.getByRole('timer').textContent).toBe('00:03');

    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(fake.tracks[0]!.enabled).toBe(false);
    const speaker = screen.getByRole('button', { name: 'Speaker' });
    fireEvent.click(speaker);
    expect(speaker.getAttribute('aria-pressed')).toBe('false');
    expect(fake.contexts[0]!.gains[0]!.gain.value).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'End call' }));
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start call' })).toBeTruthy();
  });

  it('shows the call error when the microphone is refused', async () => {
    const { notify } = renderPanel(greeting, fakeMedia({ deny: true }));
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start call' }));
    await elapse(0);
    expect(screen.getByRole('alert').textContent).toBe('Failed to start call. Please check your microphone permissions.');
    expect(notified(notify)).toContainEqual({
      title: 'Call Failed',
      description: 'Could not start call. Please check your microphone permissions.',
      variant: 'destructive',
    });
  });

  it('closing mid-call stops the greeting, ends the call and leaves no timer behind', async () => {
    const { stopGreeting, fake } = renderPanel(greeting);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start call' }));
    await elapse(6000);
    cleanup();
    expect(stopGreeting).toHaveBeenCalled();
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(fake.contexts[0]!.close).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("speaks the greeting in the device's Australian voice when it has one, and says so", async () => {
    const { speech, spoken } = fakeSpeech([DANIEL, { name: 'Google Australian English', lang: 'en_AU', localService: false }, KAREN]);
    const { playGreeting } = renderPanel(greeting, fakeMedia(), speech);
    await elapse(0);
    expect(spoken).toEqual([{ text: GREETING, voice: KAREN }]);
    expect(playGreeting).not.toHaveBeenCalled();
    expect(screen.getByText("Greeting spoken by your device's Australian voice (Karen).")).toBeTruthy();
    cleanup();
    expect(speech.cancel).toHaveBeenCalled();
  });

  it("plays the server's greeting when the device has no Australian voice, or its voice fails", async () => {
    const english = fakeSpeech([DANIEL]);
    const first = renderPanel(greeting, fakeMedia(), english.speech);
    await elapse(0);
    expect(english.spoken).toEqual([]);
    expect(first.playGreeting).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/device's Australian voice/)).toBeNull();
    cleanup();

    const failing = fakeSpeech([KAREN], true);
    const second = renderPanel(greeting, fakeMedia(), failing.speech);
    await elapse(0);
    expect(failing.spoken).toHaveLength(1);
    expect(second.playGreeting).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/device's Australian voice/)).toBeNull();
  });
});
