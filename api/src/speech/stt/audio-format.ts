/**
 * Which audio container and codec an upload is, from its leading bytes (the routes check the same
 * signatures before the upload gets here); the name is audio-decode's decoder for it.
 */

/** audio-decode's decoders for the formats browsers record and people upload. */
export type AudioFormat = 'webm' | 'opus' | 'oga' | 'wav' | 'm4a' | 'mp3' | 'flac';

/** A human name for messages. */
export const FORMAT_NAMES: Record<AudioFormat, string> = {
  webm: 'WebM',
  opus: 'Ogg/Opus',
  oga: 'Ogg/Vorbis',
  wav: 'WAV',
  m4a: 'MP4/AAC',
  mp3: 'MP3',
  flac: 'FLAC',
};

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function contains(bytes: Uint8Array, text: string, limit: number): boolean {
  const end = Math.min(bytes.length, limit) - text.length;
  for (let offset = 0; offset <= end; offset++) if (ascii(bytes, offset, text)) return true;
  return false;
}

/** The upload's format, or null when its leading bytes are none this recogniser reads. */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 'OggS')) {
    // the first page holds the codec's identification header
    if (contains(bytes, 'OpusHead', 128)) return 'opus';
    if (contains(bytes, '\u0001vorbis', 128)) return 'oga';
    return null;
  }
  if (ascii(bytes, 4, 'ftyp')) return 'm4a';
  if (ascii(bytes, 0, 'fLaC')) return 'flac';
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  // an MPEG audio frame: 11 sync bits, then a layer other than "reserved"
  if (bytes[0] === 0xff && bytes[1] !== undefined && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0) return 'mp3';
  return null;
}
