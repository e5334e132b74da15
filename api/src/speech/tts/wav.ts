import { SpeechError } from '../speech';

/** The format and the samples of a PCM WAV file. */
interface WavParts {
  /** The `fmt ` chunk's body: encoding, channels, rate, block size, bits per sample. */
  format: Buffer;
  data: Buffer;
}

/** Reads a RIFF/WAVE file's `fmt ` and `data` chunks, whatever other chunks it has. */
function readWav(audio: Buffer): WavParts {
  if (audio.length < 12 || audio.toString('latin1', 0, 4) !== 'RIFF' || audio.toString('latin1', 8, 12) !== 'WAVE') {
    throw new SpeechError('failed', 'flite wrote no WAV audio');
  }
  let format: Buffer | undefined;
  let offset = 12;
  while (offset + 8 <= audio.length) {
    const id = audio.toString('latin1', offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    const body = audio.subarray(offset + 8, Math.min(audio.length, offset + 8 + size));
    if (id === 'fmt ') format = body;
    if (id === 'data' && format) return { format, data: body };
    offset += 8 + size + (size % 2);
  }
  throw new SpeechError('failed', 'flite wrote a WAV file without audio data');
}

/**
 * One WAV file of the given ones played in turn: their samples joined under one header. Every part
 * must share one format (flite writes each with the voice's own), else the join would play garbled.
 */
export function joinWavs(parts: readonly Buffer[]): Buffer {
  const [first, ...rest] = parts.map(readWav);
  if (!first) throw new SpeechError('failed', 'There is no audio to join');
  if (rest.length === 0 && parts[0]) return parts[0];
  if (rest.some((part) => !part.format.equals(first.format))) throw new SpeechError('failed', 'The spoken parts differ in format');
  const dataBytes = [first, ...rest].reduce((total, part) => total + part.data.length, 0);
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + 8 + first.format.length + 8 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(first.format.length, 16);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(dataBytes, 4);
  return Buffer.concat([header, first.format, dataHeader, first.data, ...rest.map((part) => part.data)]);
}
