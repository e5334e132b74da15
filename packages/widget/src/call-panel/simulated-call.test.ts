import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedCall, formatCallDuration } from './simulated-call';
import { fakeMedia, type FakeMedia } from '../media/test/fake-media';
import { notified } from '../test/toast-words';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A random source that answers the given values in turn, then repeats the last one. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}

function setup(options: { deny?: boolean; random?: () => number; fake?: FakeMedia } = {}) {
  const fake = options.fake ?? fakeMedia({ deny: options.deny ?? false });
  const notify = vi.fn();
  const call = createSimulatedCall({ notify, media: fake.media, random: options.random ?? (() => 0.99) });
  return { call, notify, fake };
}

describe('formatCallDuration', () => {
  it('formats mm:ss', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(9)).toBe('00:09');
    expect(formatCallDuration(65)).toBe('01:05');
    expect(formatCallDuration(3600)).toBe('60:00');
    expect(formatCallDuration(-1)).toBe('00:00');
  });
});

describe('createSimulatedCall', () => {
  it('starts inactive at 00:00 with the speaker on', () => {
    const { call } = setup();
    expect(call.getState()).toEqual({
      isCallActive: false,
      isConnecting: false,
      callDuration: '00:00',
      isMuted: false,
      isSpeakerOn: true,
      error: null,
    });
  });

  it('start opens the microphone, plays a 440 Hz tone for 200 ms and shows both success toasts', async () => {
    const { call, notify, fake } = setup();
    expect(await call.start()).toBe(true);
    expect(fake.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(call.getState()).toMatchObject({ isCallActive: true, isConnecting: false, callDuration: '00:00' });
    expect(notified(notify)).toContainEqual({
      title: 'Call Started',
      description: 'Connected to architectural assistant with Australian accent.',
    });

    const context = fake.contexts[0]!;
    const tone = context.oscillators[0]!;
    expect(tone.type).toBe('sine');
    expect(tone.frequency.events[0]).toEqual({ method: 'setValueAtTime', value: 440, time: 0 });
    expect(tone.start).toHaveBeenCalledWith(0);
    expect(tone.stop).toHaveBeenCalledWith(0.2);
    const output = context.gains[0]!;
    expect(output.gain.value).toBe(1);
    expect(output.connect).toHaveBeenCalledWith(context.destination);

    expect(notify).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(notify).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(notified(notify).at(-1)).toEqual({
      title: 'Assistant Connected',
      description: 'You can now speak with the architectural assistant.',
    });
    expect(tone.disconnect).toHaveBeenCalled();
  });

  it('counts the duration in mm:ss every second', async () => {
    const { call } = setup();
    await call.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call.getState().callDuration).toBe('00:01');
    await vi.advanceTimersByTimeAsync(64_000);
    expect(call.getState().callDuration).toBe('01:05');
  });

  it('checks for a voice burst every 5 s and plays one of 1–3 s with a 50% chance', async () => {
    // check 1: 0.6 → no burst; check 2: 0.3 → burst of 1000 + 0.25 * 2000 = 1500 ms, then sound.
    const { call, fake } = setup({ random: sequence(0.6, 0.3, 0.25, 0.5) });
    await call.start();
    const context = fake.contexts[0]!;
    expect(context.oscillators).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.oscillators).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.oscillators).toHaveLength(2);
    const burst = context.oscillators[1]!;
    expect(burst.type).toBe('sawtooth');
    expect(burst.stop).toHaveBeenCalledWith(1.5);
    expect(context.filters.map((filter) => filter.type)).toEqual(['bandpass', 'bandpass']);
    await vi.advanceTimersByTimeAsync(1499);
    expect(burst.disconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(burst.disconnect).toHaveBeenCalled();
  });

  it('plays bursts from 1 s to 3 s long', async () => {
    // each check: the chance draw, then the length draw; the sound's own draws get the fallback.
    const draws = [0.1, 0];
    const { call, fake } = setup({ random: () => draws.shift() ?? 0.3 });
    await call.start();
    const context = fake.contexts[0]!;
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.oscillators[1]!.stop).toHaveBeenCalledWith(1);
    draws.unshift(0.1, 0.999_999);
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.oscillators[2]!.stop).toHaveBeenCalledWith(expect.closeTo(3, 3));
  });

  it('plays no burst while the speaker is off', async () => {
    const { call, fake } = setup({ random: () => 0.1 });
    await call.start();
    call.toggleSpeaker();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.contexts[0]!.oscillators).toHaveLength(1);
    call.toggleSpeaker();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.contexts[0]!.oscillators).toHaveLength(2);
  });

  it('mute toggles the microphone tracks; speaker sets the playback volume to 0 or 1', async () => {
    const { call, fake } = setup();
    await call.start();
    const track = fake.tracks[0]!;
    const output = fake.contexts[0]!.gains[0]!;
    call.toggleMute();
    expect(call.getState().isMuted).toBe(true);
    expect(track.enabled).toBe(false);
    call.toggleMute();
    expect(track.enabled).toBe(true);
    call.toggleSpeaker();
    expect(call.getState().isSpeakerOn).toBe(false);
    expect(output.gain.value).toBe(0);
    call.toggleSpeaker();
    expect(output.gain.value).toBe(1);
  });

  it('end releases the microphone, clears every timer, closes the audio and resets to 00:00', async () => {
    const { call, fake } = setup({ random: () => 0.1 });
    await call.start();
    await vi.advanceTimersByTimeAsync(5100);
    call.toggleMute();
    const context = fake.contexts[0]!;
    const burst = context.oscillators[1]!;
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    call.end();
    expect(vi.getTimerCount()).toBe(0);
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(context.close).toHaveBeenCalled();
    expect(burst.stop).toHaveBeenCalledTimes(2);
    expect(burst.disconnect).toHaveBeenCalled();
    expect(context.gains[0]!.disconnect).toHaveBeenCalled();
    expect(call.getState()).toMatchObject({ isCallActive: false, callDuration: '00:00', isMuted: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call.getState().callDuration).toBe('00:00');
  });

  it('a refused microphone shows the error text and the destructive Call Failed toast', async () => {
    const { call, notify } = setup({ deny: true });
    expect(await call.start()).toBe(false);
    expect(call.getState()).toMatchObject({
      isCallActive: false,
      isConnecting: false,
      error: 'callStartError',
    });
    expect(notified(notify)).toEqual([
      {
        title: 'Call Failed',
        description: 'Could not start call. Please check your microphone permissions.',
        variant: 'destructive',
      },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without Web Audio the call fails and the microphone is released', async () => {
    const fake = fakeMedia({ webAudio: false });
    const { call, notify } = setup({ fake });
    expect(await call.start()).toBe(false);
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(notified(notify)).toContainEqual(expect.objectContaining({ title: 'Call Failed' }));
  });

  it('an end while the microphone is opening releases it and never goes active', async () => {
    const { call, fake, notify } = setup();
    const started = call.start();
    expect(call.getState().isConnecting).toBe(true);
    call.end();
    expect(await started).toBe(false);
    expect(fake.tracks[0]!.stop).toHaveBeenCalled();
    expect(call.getState().isCallActive).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});
