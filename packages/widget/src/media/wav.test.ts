import { describe, expect, it, vi } from 'vitest';
import { encodeWav, mixToMono, recordingToWav, SPEECH_SAMPLE_RATE, type AudioDecoder } from './wav';

/** Reads a WAV file the way a strict reader would: every header field, then the samples. */
async function readWav(blob: Blob) {
  const bytes = await blob.arrayBuffer();
  const view = new DataView(bytes);
  const ascii = (offset: number, length: number) => String.fromCharCode(...new Uint8Array(bytes, offset, length));
  const dataBytes = view.getUint32(40, true);
  return {
    riff: ascii(0, 4),
    riffSize: view.getUint32(4, true),
    wave: ascii(8, 4),
    fmt: ascii(12, 4),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36, 4),
    dataBytes,
    totalBytes: bytes.byteLength,
    samples: Array.from({ length: dataBytes / 2 }, (_, index) => view.getInt16(44 + index * 2, true)),
  };
}

describe('encodeWav', () => {
  it('writes a valid 16-bit PCM mono RIFF/WAVE header and the samples, little-endian', async () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5, -0.5, 2, -3]), 16_000);
    expect(wav.type).toBe('audio/wav');
    expect(await readWav(wav)).toEqual({
      riff: 'RIFF',
      riffSize: 36 + 14,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 16_000,
      byteRate: 32_000,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataBytes: 14,
      totalBytes: 44 + 14,
      // full scale both ways; beyond ±1 is clipped, never wrapped round
      samples: [0, 32767, -32768, 16384, -16384, 32767, -32768],
    });
  });

  it('an empty recording is a header with no data', async () => {
    const wav = await readWav(encodeWav(new Float32Array(0)));
    expect(wav).toMatchObject({ riffSize: 36, dataBytes: 0, totalBytes: 44, sampleRate: SPEECH_SAMPLE_RATE, samples: [] });
  });
});

describe('mixToMono', () => {
  it('averages the channels sample by sample, and leaves one channel as it is', () => {
    const left = new Float32Array([1, 0.5, 0]);
    expect(Array.from(mixToMono([left, new Float32Array([0, 0.5, -1])]))).toEqual([0.5, 0.5, -0.5]);
    expect(mixToMono([left])).toBe(left);
    expect(mixToMono([])).toHaveLength(0);
  });
});

describe('recordingToWav', () => {
  const webm = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9, 9])], { type: 'audio/webm;codecs=opus' });

  it('decodes the recording at 16 kHz and encodes it as mono WAV', async () => {
    const decode = vi.fn<AudioDecoder>(async () => ({
      sampleRate: 16_000,
      channels: [new Float32Array([0.5, -0.5, 0.25]), new Float32Array([0.5, 0.5, 0.25])],
    }));
    const wav = await recordingToWav(webm, decode);
    expect(decode).toHaveBeenCalledTimes(1);
    const [bytes, sampleRate] = decode.mock.calls[0]!;
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9, 9]));
    expect(sampleRate).toBe(16_000);
    const read = await readWav(wav);
    expect(read).toMatchObject({ channels: 1, sampleRate: 16_000, bitsPerSample: 16, dataBytes: 6 });
    expect(read.samples).toEqual([16384, 0, 8192]);
  });

  it('rejects what cannot be decoded and a recording without samples', async () => {
    await expect(recordingToWav(webm, async () => Promise.reject(new DOMException('Unable to decode', 'EncodingError')))).rejects.toThrow(
      'Unable to decode',
    );
    await expect(recordingToWav(webm, async () => ({ sampleRate: 16_000, channels: [new Float32Array(0)] }))).rejects.toThrow(
      'no audio',
    );
  });

  it('returns a WAV recording unchanged', async () => {
    const wav = new Blob(['RIFF'], { type: 'audio/wav' });
    const decode = vi.fn<AudioDecoder>();
    expect(await recordingToWav(wav, decode)).toBe(wav);
    expect(decode).not.toHaveBeenCalled();
  });
});
