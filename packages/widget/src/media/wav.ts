/**
 * WAV in the browser: the main chat sends its voice messages as 16 kHz, 16-bit PCM, mono WAV (the
 * format the spec names for POST /api/voice-messages). 16 kHz is what speech recognisers take, so
 * the server decodes nothing, and a minute of speech is under 2 MB.
 */

/** The sample rate voice messages are encoded at. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** The length of a canonical PCM WAV header (RIFF, fmt, data). */
export const WAV_HEADER_BYTES = 44;

/**
 * 16-bit PCM mono WAV of `samples` (floats in -1..1, clipped beyond) at `sampleRate`: the
 * canonical 44-byte RIFF/WAVE header (fmt chunk: PCM, 1 channel), then little-endian samples.
 */
export function encodeWav(samples: Float32Array, sampleRate: number = SPEECH_SAMPLE_RATE): Blob {
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * bytesPerSample, true);
  view.setUint16(32, bytesPerSample, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    view.setInt16(WAV_HEADER_BYTES + index * bytesPerSample, Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/** The average of the channels, sample by sample (a mono mix-down). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let index = 0; index < mono.length; index += 1) mono[index]! += (channel[index] ?? 0) / channels.length;
  }
  return mono;
}

/** Decoded audio: its channels at `sampleRate`. */
export interface DecodedAudio {
  sampleRate: number;
  channels: Float32Array[];
}

/** Decodes a recording's bytes into samples at `sampleRate`; rejects what it cannot decode. */
export type AudioDecoder = (bytes: ArrayBuffer, sampleRate: number) => Promise<DecodedAudio>;

/**
 * The browser's decoder: Web Audio's decodeAudioData on an OfflineAudioContext at `sampleRate`,
 * which resamples as it decodes (it reads what MediaRecorder writes: WebM/Opus, Ogg, MP4/AAC).
 */
export const browserAudioDecoder: AudioDecoder = async (bytes, sampleRate) => {
  if (typeof OfflineAudioContext === 'undefined') throw new Error('Web Audio is not available');
  const decoded = await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(bytes);
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index));
  return { sampleRate: decoded.sampleRate, channels };
};

/**
 * A recording (as MediaRecorder made it) as 16 kHz 16-bit mono WAV. Rejects when it cannot be
 * decoded or holds no samples; a WAV recording is returned as it is.
 */
export async function recordingToWav(recording: Blob, decode: AudioDecoder = browserAudioDecoder): Promise<Blob> {
  if (/^audio\/(wav|x-wav|wave)\b/i.test(recording.type)) return recording;
  const { sampleRate, channels } = await decode(await recording.arrayBuffer(), SPEECH_SAMPLE_RATE);
  const mono = mixToMono(channels);
  if (mono.length === 0) throw new Error('The recording holds no audio');
  return encodeWav(mono, sampleRate);
}
