import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAudioBlob } from './play-audio';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('playAudioBlob', () => {
  it('plays the blob through an object URL, and stop pauses and frees it', () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:greeting');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      expect(this.src).toBe('blob:greeting');
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const blob = new Blob(['x'], { type: 'audio/mpeg' });

    const stop = playAudioBlob(blob);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(play).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    stop();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:greeting');
    stop();
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('survives a refused autoplay', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:greeting');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(() => playAudioBlob(new Blob(['x']))).not.toThrow();
    await Promise.resolve();
  });
});
