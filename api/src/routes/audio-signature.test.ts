import { describe, expect, it } from 'vitest';
import { audioFormatOf } from './audio-signature';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('audioFormatOf', () => {
  it('names each container by its leading bytes', () => {
    expect(audioFormatOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(audioFormatOf(bytes('OggS\x00\x02'))).toBe('ogg');
    expect(audioFormatOf(bytes('RIFF\x24\x08\x00\x00WAVEfmt '))).toBe('wav');
    expect(audioFormatOf(bytes('\x00\x00\x00\x1cftypM4A \x00'))).toBe('mp4');
    expect(audioFormatOf(bytes('ID3\x04\x00'))).toBe('mpeg');
    expect(audioFormatOf(Buffer.from([0xff, 0xe0]))).toBe('mpeg');
    expect(audioFormatOf(Buffer.from([0xff, 0xf1, 0x50]))).toBe('mpeg');
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', bytes('hello world')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a RIFF that is not WAVE (AVI)', bytes('RIFF\x24\x08\x00\x00AVI LIST')],
    ['half an EBML header', Buffer.from([0x1a, 0x45])],
    ['0xFF without a frame sync', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['ftyp at the wrong offset', bytes('ftypM4A \x00\x00\x00\x00')],
  ])('refuses %s', (_case, data) => {
    expect(audioFormatOf(data)).toBeUndefined();
  });
});
