/** The audio containers a voice upload may be, by what its first bytes say. */
export type AudioFormat = 'webm' | 'ogg' | 'wav' | 'mp4' | 'mpeg';

/** How many leading bytes {@link audioFormatOf} needs at most. */
export const AUDIO_SIGNATURE_BYTES = 12;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The container of a recording, read from its leading bytes (the declared Content-Type is the
 * sender's claim, so it is not trusted alone): WebM/Matroska (EBML header 1A 45 DF A3), Ogg
 * ("OggS"), WAV ("RIFF", size, "WAVE"), MP4/M4A ("ftyp" at offset 4), MPEG audio (an ID3 tag, or an
 * MPEG frame sync: eleven bits set). Anything else (text, SVG, PNG…) is undefined.
 */
export function audioFormatOf(leading: Uint8Array): AudioFormat | undefined {
  if (startsWith(leading, EBML)) return 'webm';
  if (startsWith(leading, ascii('OggS'))) return 'ogg';
  if (startsWith(leading, ascii('RIFF')) && startsWith(leading, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(leading, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(leading, ascii('ID3'))) return 'mpeg';
  if (leading.length >= 2 && leading[0] === 0xff && ((leading[1] as number) & 0xe0) === 0xe0) return 'mpeg';
  return undefined;
}
