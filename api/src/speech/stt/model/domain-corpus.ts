/**
 * The sentences the domain language model is counted from, each as spoken words: the knowledge base
 * (titles, summaries, facts and prose), the advisor's evaluation questions (as written and said
 * colloquially; the typo variants are left out), and the gazetteer's place names said in a few
 * everyday frames ("we're building in Ballarat"). Sentences that overlap the speech evaluation's
 * held-out sentences are dropped, so that evaluation measures speech the model has not seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { EXTRA_ALIASES, PLACE_ALIASES } from '../../../advisor/gazetteer/gazetteer-aliases';
import { readCsv } from '../../../advisor/gazetteer/gazetteer-data';
import { splitSentences, spokenWords } from './spoken-words';

export interface CorpusSentence {
  words: string[];
  /** Where it came from, for the build's report. */
  source: 'knowledge' | 'questions' | 'places';
  /** How many times it is counted. */
  repeat: number;
}

export interface CorpusPaths {
  knowledgeDir: string;
  casesDir: string;
  dataDir: string;
  /** The speech evaluation's sentence files (kept out of the model). */
  heldOutDir: string;
}

export interface DomainCorpus {
  sentences: CorpusSentence[];
  /** Place names (as spoken words) the frames were filled with. */
  places: string[][];
  /** Abbreviations kept as one spelled-out word ("ncc", "shgc"). */
  acronyms: Set<string>;
  /** The held-out sentences, as spoken words. */
  heldOut: string[][];
  /** Corpus sentences dropped for overlapping a held-out sentence. */
  excluded: number;
}

/** Questions are what people say to the advisor: they count more than the knowledge base's prose. */
const QUESTION_REPEAT = 3;
/** A sentence sharing a run of this many words with a held-out sentence is dropped. */
const OVERLAP_WORDS = 6;
/** How many of the frames each place is said in (rotating through them). */
const FRAMES_PER_PLACE = 4;

/** Everyday frames a place is named in; {place} is replaced, {state} by its state's name. */
export const PLACE_FRAMES = [
  '{place}',
  '{place} {state}',
  'i live in {place}',
  "we're in {place}",
  'i am in {place} {state}',
  "we're building a new house in {place}",
  'our home is in {place}',
  'what climate zone is {place}',
  'i am renovating a house in {place}',
  "i'm near {place}",
] as const;

const STATE_NAMES: Record<string, string> = {
  NSW: 'new south wales',
  VIC: 'victoria',
  QLD: 'queensland',
  SA: 'south australia',
  WA: 'western australia',
  TAS: 'tasmania',
  NT: 'northern territory',
  ACT: 'the ACT',
};

/** Markdown prose as plain sentences: no links' targets, emphasis, headings, list markers or tables' rules. */
export function markdownSentences(markdown: string): string[] {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/\|/g, '\n')
    .replace(/^\s*#+\s*/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/[()[\]{}"]/g, ' ');
  return splitSentences(plain);
}

function knowledgeTexts(dir: string): string[] {
  const texts: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md')).sort()) {
    const { data, content } = matter(readFileSync(join(dir, file), 'utf8'));
    const front = data as { title?: unknown; summary?: unknown; facts?: unknown };
    for (const value of [front.title, front.summary, ...(Array.isArray(front.facts) ? front.facts : [])]) {
      if (typeof value === 'string') texts.push(...markdownSentences(value));
    }
    texts.push(...markdownSentences(content));
  }
  return texts;
}

function questionTexts(dir: string): string[] {
  const texts: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const cases = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Array<{ turns: Array<{ user: string; paraphrases?: [string, string] }> }>;
    for (const { turns } of cases) {
      for (const turn of turns) {
        texts.push(...splitSentences(turn.user));
        // the second paraphrase says it colloquially; the first is the typo variant, not speech
        if (turn.paraphrases) texts.push(...splitSentences(turn.paraphrases[1]));
      }
    }
  }
  return texts;
}

/** Curated towns, NatHERS reference stations and the gazetteer's aliases, with their states. */
function placeNames(dataDir: string): Array<{ name: string; state: string }> {
  const places = new Map<string, { name: string; state: string }>();
  const add = (name: string, state: string) => {
    const clean = name.replace(/\(.*?\)/g, '').trim();
    if (clean && !places.has(clean.toLowerCase())) places.set(clean.toLowerCase(), { name: clean, state });
  };
  for (const row of readCsv(dataDir, 'localities.csv')) add(row.name ?? '', row.state ?? '');
  for (const row of readCsv(dataDir, 'nathers-zone-names.csv')) add(row.town ?? '', '');
  for (const [alias] of EXTRA_ALIASES) add(alias, '');
  for (const [alias, , state] of PLACE_ALIASES) add(alias, state);
  return [...places.values()];
}

/** Word runs of `size` in a sentence, joined. */
function runs(words: readonly string[], size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + size <= words.length; i++) out.push(words.slice(i, i + size).join(' '));
  return out;
}

/** Reads the held-out sentence files: one sentence a line; blank lines and lines starting with # are skipped. */
export function readSentenceFile(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

/** Builds the corpus from the project's files (see {@link CorpusPaths}). */
export function readDomainCorpus(paths: CorpusPaths): DomainCorpus {
  const acronyms = new Set<string>();
  const toWords = (text: string) => spokenWords(text, { onAcronym: (word) => acronyms.add(word) });

  const heldOut = readdirSync(paths.heldOutDir)
    .filter((name) => name.endsWith('.txt'))
    .flatMap((name) => readSentenceFile(join(paths.heldOutDir, name)))
    .map((sentence) => spokenWords(sentence));
  const heldOutRuns = new Set(heldOut.flatMap((words) => (words.length < OVERLAP_WORDS ? [words.join(' ')] : runs(words, OVERLAP_WORDS))));
  const overlaps = (words: string[]) =>
    heldOutRuns.has(words.join(' ')) || (words.length >= OVERLAP_WORDS && runs(words, OVERLAP_WORDS).some((run) => heldOutRuns.has(run)));

  const sentences: CorpusSentence[] = [];
  let excluded = 0;
  const add = (text: string, source: CorpusSentence['source'], repeat: number) => {
    const words = toWords(text);
    if (words.length === 0) return;
    if (overlaps(words)) {
      excluded++;
      return;
    }
    sentences.push({ words, source, repeat });
  };

  for (const text of knowledgeTexts(paths.knowledgeDir)) add(text, 'knowledge', 1);
  for (const text of questionTexts(paths.casesDir)) add(text, 'questions', QUESTION_REPEAT);

  const places = placeNames(paths.dataDir);
  places.forEach(({ name, state }, index) => {
    for (let k = 0; k < FRAMES_PER_PLACE; k++) {
      const frame = PLACE_FRAMES[(index + k * 3) % PLACE_FRAMES.length] as string;
      if (frame.includes('{state}') && !STATE_NAMES[state]) continue;
      add(frame.replace('{place}', name).replace('{state}', STATE_NAMES[state] ?? ''), 'places', 1);
    }
  });

  return { sentences, places: places.map(({ name }) => toWords(name)), acronyms, heldOut, excluded };
}
