import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageAudio, messageAudioSource } from './message-audio';
import { WidgetConfigProvider } from './widget-config';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const API = 'https://advisor.example.com';

function renderAudio(url: string, apiBase = API) {
  const played: HTMLMediaElement[] = [];
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  render(
    <WidgetConfigProvider value={{ apiBase, typingCps: 0 }}>
      <MessageAudio url={url} />
    </WidgetConfigProvider>,
  );
  return { play, pause, played };
}

describe('messageAudioSource', () => {
  it("resolves the reply's path against the API, and plays only from the API's origin, a blob or audio data", () => {
    expect(messageAudioSource('/api/tts?text=Hi', API)).toBe('https://advisor.example.com/api/tts?text=Hi');
    expect(messageAudioSource('https://advisor.example.com/audio/1.wav', API)).toBe('https://advisor.example.com/audio/1.wav');
    expect(messageAudioSource('blob:https://host.example/1234', API)).toBe('blob:https://host.example/1234');
    expect(messageAudioSource('https://tracker.example.net/a.mp3', API)).toBeNull();
    expect(messageAudioSource('javascript:alert(1)', API)).toBeNull();
    expect(messageAudioSource('data:audio/wav;base64,UklGRg==', API)).toBe('data:audio/wav;base64,UklGRg==');
    expect(messageAudioSource('data:text/html,<script>', API)).toBeNull();
  });
});

describe('MessageAudio', () => {
  it('plays from the API, then stop pauses and rewinds', async () => {
    const { play, pause, played } = renderAudio('/api/tts?text=Hi');
    const button = screen.getByRole('button', { name: 'Play voice message' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(play).toHaveBeenCalledTimes(1);
    expect(played[0]!.src).toBe('https://advisor.example.com/api/tts?text=Hi');
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');

    played[0]!.currentTime = 1.5;
    fireEvent.click(stop);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(played[0]!.currentTime).toBe(0);
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeTruthy();

    // Play again uses the same element (loaded once).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play voice message' })));
    expect(played).toHaveLength(2);
    expect(played[1]).toBe(played[0]);
  });

  it('resets when playback ends, and when the audio cannot be played', async () => {
    const { played, play } = renderAudio('/api/tts?text=Hi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play voice message' })));
    act(() => {
      played[0]!.dispatchEvent(new Event('ended'));
    });
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeTruthy();

    play.mockImplementationOnce(() => Promise.reject(new DOMException('no source', 'NotSupportedError')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play voice message' })));
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeTruthy();
  });

  it('shows nothing for audio on a foreign origin', () => {
    renderAudio('https://tracker.example.net/a.mp3');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
