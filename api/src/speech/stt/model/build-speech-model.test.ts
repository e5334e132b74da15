import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchDir } from '../test/spoken-audio';
import { buildSpeechModel, DEFAULT_CORPUS_PATHS } from './build-speech-model';
import type { CorpusPaths } from './domain-corpus';

const ARTICLE = `---
id: test-article
title: "Ceiling insulation in cold places"
summary: "Insulate the ceiling first."
facts:
  - "Ceilings in zone 7 need about R6.3."
---
Insulate the ceiling before the walls. The zebrawood rafters of the old cottage hold the batts badly.
`;

let dir: ReturnType<typeof scratchDir>;
let corpus: CorpusPaths;
beforeEach(() => {
  dir = scratchDir();
  corpus = { ...DEFAULT_CORPUS_PATHS, knowledgeDir: dir.file('knowledge'), casesDir: dir.file('cases'), heldOutDir: dir.file('held-out') };
  for (const folder of ['knowledge', 'cases', 'held-out']) mkdirSync(dir.file(folder));
  writeFileSync(join(corpus.knowledgeDir, 'ceiling.md'), ARTICLE);
  writeFileSync(join(corpus.casesDir, 'cases.json'), JSON.stringify([{ turns: [{ user: 'How much insulation for my ceiling in Geelong?', paraphrases: ['how much insulaton', 'what do i put in the roof'] }] }]));
  // shares six words in a row with the article's second sentence: that sentence is left out
  writeFileSync(join(corpus.heldOutDir, 'domain.txt'), '# held out\nWhy do the zebrawood rafters of the old cottage creak?\n');
});
afterEach(() => dir.remove());

describe('building the domain speech model', () => {
  it('writes the trigram model, the dictionary and a manifest, without the held-out sentences', () => {
    const result = buildSpeechModel({ outDir: dir.file('out'), corpus });
    expect(result.status).toBe('built');
    const arpa = readFileSync(dir.file('out/domain.arpa'), 'utf8');
    const vocabulary = new Set(arpa.split('\\2-grams:')[0]?.split('\n').map((line) => line.split('\t')[1]));
    for (const word of ['insulate', 'ceiling', 'r', 'six', 'point', 'three', 'geelong', 'roof', 'ballarat']) expect(vocabulary).toContain(word);
    // the held-out overlap and the typo paraphrase are not counted
    expect(vocabulary).not.toContain('zebrawood');
    expect(vocabulary).not.toContain('insulaton');
    const dictionary = readFileSync(dir.file('out/words.dict'), 'utf8');
    expect(dictionary).toMatch(/^geelong JH AH L AO NG$/m);
    // the general model's likely words are kept, its rarest are not
    expect(dictionary).toMatch(/^kitchen K IH CH AH N$/m);
    expect(dictionary).not.toMatch(/^quixotic /m);
    const manifest = JSON.parse(readFileSync(dir.file('out/manifest.json'), 'utf8')) as { excludedForOverlap: number; heldOut: { sentences: number } };
    expect(manifest.excludedForOverlap).toBe(1);
    expect(manifest.heldOut.sentences).toBe(1);
  });

  it('does the work again only when an input changed', () => {
    expect(buildSpeechModel({ outDir: dir.file('out'), corpus }).status).toBe('built');
    expect(buildSpeechModel({ outDir: dir.file('out'), corpus }).status).toBe('up-to-date');
    writeFileSync(join(corpus.knowledgeDir, 'ceiling.md'), `${ARTICLE}\nSeal the downlights too.\n`);
    expect(buildSpeechModel({ outDir: dir.file('out'), corpus }).status).toBe('built');
    expect(buildSpeechModel({ outDir: dir.file('out'), corpus, force: true }).status).toBe('built');
  });

  it('says what to install, and builds nothing, without the CMU dictionary', () => {
    const result = buildSpeechModel({ outDir: dir.file('out'), corpus, cmuDictionary: dir.file('no/cmudict.dict') });
    expect(result).toMatchObject({ status: 'skipped', reason: expect.stringContaining('libpocketsphinx3 pocketsphinx-en-us') });
  });
});
