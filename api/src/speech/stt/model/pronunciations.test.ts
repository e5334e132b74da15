import { describe, expect, it } from 'vitest';
import { espeakAvailable, espeakPronunciations, espeakToCmu } from './espeak-phonemes';
import { buildLexicon, dictionaryText, parseDictionary, spelledOut } from './pronunciations';

const CMU_TEXT = ['act AE K T', 'ceiling S IY L IH NG', 'melbourne M EH L B AO R N', 'the DH AH', 'the(2) DH IY'].join('\n');
const cmu = parseDictionary(CMU_TEXT);

describe('pronunciations for the domain’s words', () => {
  it('reads the CMU dictionary with its variants', () => {
    expect(cmu.get('the')).toEqual(['DH AH', 'DH IY']);
  });

  it('maps espeak-ng phonemes to CMU phones', () => {
    expect(espeakToCmu("dZ_'i:_l_O2_N")).toEqual(['JH', 'IY', 'L', 'AO', 'NG']);
    expect(espeakToCmu("b_'0_t#_@L")).toEqual(['B', 'AA', 'T', 'AH', 'L']);
    expect(espeakToCmu("p_r_aI_;_'O:_r_I2_t_,aI_z")).toEqual(['P', 'R', 'AY', 'AO', 'R', 'IH', 'T', 'AY', 'Z']);
    expect(espeakToCmu('Q_@')).toBeNull();
  });

  it.runIf(espeakAvailable())('spells words espeak-ng knows, one line per word', () => {
    const spelled = espeakPronunciations(['geelong', 'glasswool', 'weatherboards']);
    expect(spelled.get('geelong')).toEqual(['JH', 'IY', 'L', 'AO', 'NG']);
    expect(spelled.get('weatherboards')?.slice(0, 3)).toEqual(['W', 'EH', 'DH']);
    expect(spelled.size).toBe(3);
  });

  it('takes hand-checked places, spells abbreviations, and adds only what the dictionary lacks', () => {
    const lexicon = buildLexicon(['geelong', "geelong's", 'melbourne', 'ceiling', 'act', 'ncc', 'the'], new Set(['act', 'ncc']), cmu, { letterToSound: false });
    expect(lexicon.additions.get('geelong')).toEqual(['JH AH L AO NG', 'JH IY L AO NG']);
    expect(lexicon.additions.get("geelong's")).toEqual(['JH AH L AO NG Z', 'JH IY L AO NG Z']);
    expect(lexicon.additions.get('melbourne')).toEqual(['M EH L B AH N', 'M EH L B ER N']);
    expect(lexicon.additions.get('act')).toEqual(['EY S IY T IY']);
    expect(lexicon.additions.get('ncc')).toEqual(['EH N S IY S IY']);
    expect(lexicon.additions.has('ceiling')).toBe(false);
    expect(lexicon.missing).toEqual([]);
    expect(spelledOut('a1')).toBeNull();
  });

  it('leaves out words nobody can pronounce without letter-to-sound', () => {
    expect(buildLexicon(['weatherboards'], new Set(), cmu, { letterToSound: false }).missing).toEqual(['weatherboards']);
  });

  it('numbers added variants after the dictionary’s own', () => {
    const text = dictionaryText(cmu, new Map([['act', ['EY S IY T IY']], ['ncc', ['EH N S IY S IY']]]));
    expect(text.split('\n').slice(-3)).toEqual(['act(2) EY S IY T IY', 'ncc EH N S IY S IY', '']);
    expect(text.split('\n')).toContain('the(2) DH IY');
  });

  it('keeps only the words asked for, and every added one', () => {
    const text = dictionaryText(cmu, new Map([['act', ['EY S IY T IY']]]), new Set(['ceiling']));
    expect(text).toBe('act AE K T\nceiling S IY L IH NG\nact(2) EY S IY T IY\n');
  });
});
