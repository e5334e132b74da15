/**
 * An upload's bytes → 16 kHz mono 16-bit samples for the recogniser: audio-decode (wasm) reads
 * WebM/Opus (MediaRecorder's live WebM, with no duration, included), Ogg/Opus, Ogg/Vorbis, WAV,
 * MP4/AAC, MP3 and FLAC; channel 0 is kept and resampled. Decoding goes chunk by chunk and stops as
 * soon as the recording reaches the length limit, so a long upload costs neither the time nor the
 * memory of decoding it whole.
 */
import decode from 'audio-decode';
import { MAX_RECORDING_MS, SpeechError } from '../speech';
import { type AudioFormat, FORMAT_NAMES, sniffAudioFormat } from './audio-format';
import { RECOGNISER_RATE, resample, toInt16 } from './resample';

/** Bytes handed to the decoder at a time. */
const CHUNK_BYTES = 64 * 1024;
/**
 * A recording stopped at once is a header and no audio, a few hundred bytes: it decodes to nothing
 * (nothing was said). Kilobytes that decode to nothing are corrupt.
 */
const EMPTY_RECORDING_MAX_BYTES = 8 * 1024;

export interface DecodedAudio {
  /** 16 kHz mono. */
  samples: Int16Array;
  durationMs: number;
  format: AudioFormat;
}

const SUPPORTED = 'WebM/Opus, Ogg (Opus or Vorbis), WAV, MP4/AAC, MP3 or FLAC';

/** The upload's format from its leading bytes; SpeechError `undecodable` when it is none this reads. */
export function recordingFormat(bytes: Uint8Array): AudioFormat {
  const format = sniffAudioFormat(bytes);
  if (!format) throw new SpeechError('undecodable', `The upload is not a recording this server can read: send ${SUPPORTED}.`);
  return format;
}

/**
 * Decodes an upload. Rejects with SpeechError `undecodable` (not audio it can read, or corrupt) or
 * `too_long` (`maxDurationMs` or more, default MAX_RECORDING_MS). A recording stopped before any
 * audio (a header alone) decodes to no samples.
 */
export async function decodeAudio(bytes: Uint8Array, { maxDurationMs = MAX_RECORDING_MS } = {}): Promise<DecodedAudio> {
  const format = recordingFormat(bytes);
  const name = FORMAT_NAMES[format];
  const fail = (error: unknown) =>
    new SpeechError('undecodable', `The ${name} recording could not be decoded (${error instanceof Error ? error.message : String(error)}).`);

  let decoder: Awaited<ReturnType<(typeof decode)[AudioFormat]>>;
  try {
    decoder = await decode[format]();
  } catch (error) {
    throw fail(error);
  }
  const pieces: Float32Array[] = [];
  let sampleRate = 0;
  let decodedSamples = 0;
  const take = (data: { channelData: Float32Array[]; sampleRate: number }) => {
    const channel = data.channelData[0];
    if (!channel || channel.length === 0) return;
    if (sampleRate !== 0 && data.sampleRate !== sampleRate) throw new Error(`the sample rate changed from ${sampleRate} to ${data.sampleRate} Hz`);
    sampleRate = data.sampleRate;
    pieces.push(channel);
    decodedSamples += channel.length;
  };
  const tooLong = () => sampleRate > 0 && (decodedSamples / sampleRate) * 1000 >= maxDurationMs;

  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      take(await decoder(bytes.subarray(offset, offset + CHUNK_BYTES)));
      if (tooLong()) break;
    }
    if (!tooLong()) take(await decoder());
  } catch (error) {
    decoder.free();
    throw fail(error);
  }
  if (tooLong()) {
    decoder.free();
    throw new SpeechError('too_long', `The recording is ${Math.round(maxDurationMs / 1000)} seconds or longer; keep a voice message under ${Math.round(maxDurationMs / 1000)} seconds.`);
  }
  if (decodedSamples === 0) {
    if (bytes.length > EMPTY_RECORDING_MAX_BYTES) throw fail(new Error('no audio could be read from it'));
    return { samples: new Int16Array(0), durationMs: 0, format };
  }

  const channel = new Float32Array(decodedSamples);
  let offset = 0;
  for (const piece of pieces) {
    channel.set(piece, offset);
    offset += piece.length;
  }
  return {
    samples: toInt16(resample(channel, sampleRate, RECOGNISER_RATE)),
    durationMs: Math.round((decodedSamples / sampleRate) * 1000),
    format,
  };
}
