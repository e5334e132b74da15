import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fliteRespell } from './flite-lexicon';
import { speakableText } from './speakable-text';
import { DEFAULT_FLITE_VOICE } from './flite-tts';

/** The phones flite says for a text (`flite -ps`), pauses left out. Needs Debian's flite (CI installs it). */
function phones(text: string): string {
  const printed = execFileSync('flite', ['-voice', DEFAULT_FLITE_VOICE, '-t', text, '-ps', '-o', 'none'], { encoding: 'utf8' });
  return printed.replace(/\bpau\b/g, ' ').replace(/\s+/g, ' ').trim();
}

const say = (text: string) => phones(fliteRespell(speakableText(text)));

describe('what flite says for the advisor\'s words (flite -ps)', () => {
  it.each([
    ["G'day", 'g uh d d ey'],
    ['NatHERS', 'n ae t hh er z'],
    ['R3.5', 'aa r th r iy p oy n t f ay v'],
    ['7-star', 's eh v ax n s t aa r'],
    ['6.6 kW', 's ih k s p oy n t s ih k s k ih l ax w aa t s'],
    ['2.4 m', 't uw p oy n t f ao r m iy t er z'],
    ['LED', 'eh l iy d iy'],
    ['Ballarat', 'b ae l ax r ae t'],
    ['Geelong', 'jh ah l ao ng'],
    ['Brisbane', 'b r ih z b ah n'],
    ['Canberra', 'k ae n b r ax'],
    ['Launceston', 'l aa n s eh s t ax n'],
  ])('%s', (written, said) => {
    expect(say(written)).toBe(said);
  });

  it('respells only whole words', () => {
    expect(fliteRespell('Ballarat, Ballaratish and metres per metre')).toBe('Bal a rat, Ballaratish and meters per meter');
  });
});
