import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_KNOWLEDGE_DIR, KnowledgeBaseError, loadKnowledgeBase, SUMMARY_MAX_CHARS } from './knowledge-base';
import type { KnowledgeArticle } from './knowledge-base';
import { articleStates, createRetriever } from './retrieval';

/**
 * Numbers a reader could take as a figure: 7, 2022, 6.5, 30%, $1,200, R4.1, -15 °C. Commas are dropped,
 * area/volume exponents (m2, mm2, m³) are not figures, and values compare as numbers (2.0 equals 2).
 */
function numbersIn(text: string): number[] {
  const cleaned = text.replace(/\b(k?m|mm)([23²³])\b/g, '$1');
  return [...cleaned.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));
}

/**
 * Body text whose numbers must be backed by the article's facts: Markdown list ordinals ("1. ") are
 * structure, and NCC zone numbers after "zone"/"zones" are names, not figures, when the article covers
 * that zone (its `zones` lists it, or is `all`). NatHERS zones (two digits) are always checked.
 */
function figureText(article: KnowledgeArticle, text = article.body): string {
  const covers = (zone: number) =>
    zone >= 1 && zone <= 8 && (article.zones === 'all' || article.zones.includes(zone));
  return text
    .replace(/^\s*\d+\.\s/gm, '')
    .replace(/\bzones?\s+\(?\d(?:\s*(?:,|and|or|to|-|–|&)\s*\d)*\b/gi, (names) =>
      names.replace(/\d/g, (digit) => (covers(Number(digit)) ? '' : digit)),
    );
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe('knowledge base (api/knowledge)', () => {
  const articles = loadKnowledgeBase();

  it('has at least 32 articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(32);
  });

  it('uses unique ids equal to the file names', () => {
    const files = readdirSync(DEFAULT_KNOWLEDGE_DIR)
      .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
      .map((name) => name.slice(0, -3))
      .sort();
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(files);
  });

  it('caches the default folder (loaded once at start-up)', () => {
    expect(loadKnowledgeBase()).toBe(articles);
  });

  describe.each(articles.map((article) => [article.id, article] as const))('%s', (_id, article) => {
    it('has every required field', () => {
      expect(article.title.length).toBeGreaterThan(3);
      expect(article.summary.length).toBeGreaterThan(20);
      expect(article.summary.length).toBeLessThan(SUMMARY_MAX_CHARS);
      expect(article.summary.split(/[.!?](?:\s|$)/).filter((s) => s.trim())).toHaveLength(1);
      expect(article.topics.length).toBeGreaterThan(0);
      expect(article.zones === 'all' || article.zones.length > 0).toBe(true);
      expect(article.sources.length).toBeGreaterThan(0);
      expect(article.facts.length).toBeGreaterThan(0);
      expect(article.checked).toBe('2026-11-22');
      expect(typeof article.changing).toBe('boolean');
    });

    it('cites http(s) sources', () => {
      for (const source of article.sources) expect(source).toMatch(/^https?:\/\/\S+$/);
    });

    it('has a body of 150-450 words', () => {
      const count = words(article.body);
      expect(count).toBeGreaterThanOrEqual(150);
      expect(count).toBeLessThanOrEqual(450);
    });

    it('quotes no figure that is not in its facts', () => {
      const backed = new Set(article.facts.flatMap(numbersIn));
      const unbacked = numbersIn(figureText(article)).filter((figure) => !backed.has(figure));
      expect(unbacked, `figures missing from the facts of ${article.id}`).toEqual([]);
    });

    it('quotes no figure in its summary that is not in its facts', () => {
      const backed = new Set(article.facts.flatMap(numbersIn));
      const unbacked = numbersIn(figureText(article, article.summary)).filter((figure) => !backed.has(figure));
      expect(unbacked, `summary figures missing from the facts of ${article.id}`).toEqual([]);
    });

    it('says its figures are indicative', () => {
      if (numbersIn(figureText(article)).length > 0) expect(article.body).toMatch(/indicative/i);
    });

    it('flags changing facts', () => {
      if (/rebate|adoption|cost|price|tariff/.test(article.id)) expect(article.changing).toBe(true);
      if (article.changing) expect(article.body).toMatch(/chang/i);
    });
  });

  // "What does SHGC mean?" is answered by the one article whose first sentence says what the letters
  // stand for and what the term means.
  it.each(['SHGC', 'U-value', 'R-value', 'NatHERS', 'NCC', 'BASIX', 'COP'])('defines %s in the first sentence of one article', (term) => {
    const defining = articles.filter((article) => article.defines.includes(term));
    expect(defining.map((article) => article.id)).toHaveLength(1);
    const [article] = defining;
    expect(article?.summary).toMatch(new RegExp(`^(An? |The )?${term} (\\(|is )`));
  });

  it('covers every NCC climate zone with zone-specific advice', () => {
    for (let zone = 1; zone <= 8; zone++) {
      const specific = articles.filter((article) => article.zones !== 'all' && article.zones.includes(zone));
      expect(specific.length, `zone ${zone}`).toBeGreaterThan(0);
    }
  });
});

// The questions the knowledge base exists for land on the article written for them; a national
// question (a battery rebate, no state named) lands on the national article, which has no state
// sections of its own.
describe('the article a question lands on', () => {
  const articles = loadKnowledgeBase();
  const retriever = createRetriever(articles);
  const top = (question: string) => retriever.search(question, {}, 1)[0]?.article.id;

  it.each([
    ['Is there a rebate for home batteries?', 'battery-rebates'],
    ['battery rebate', 'battery-rebates'],
    ['Which states have adopted the 7 star rule?', 'ncc-2022-state-adoption'],
    ['Does Tasmania require 7 stars for new houses?', 'ncc-2022-state-adoption'],
    ["What's the difference between BASIX and NatHERS?", 'basix-vs-nathers'],
    ['Is an American R-19 the same as an Australian R19?', 'r-values-us-vs-australian'],
    ['Is that shiny foil stuff as good as proper batts?', 'bulk-vs-reflective-insulation'],
    ['How many kWh a day does a kW of solar panels make in Brisbane?', 'solar-pv-sizing-by-city'],
    ['What does SHGC mean?', 'what-is-shgc'],
    ['What does COP mean for a heat pump?', 'what-is-cop'],
    ['We rent, what can we do to make our place warmer?', 'renters-energy-efficiency'],
    ['How do I improve my house energy efficiency?', 'retrofit-priorities'],
    ['Are heat pumps a good option for my home?', 'heat-pumps-good-option'],
  ])('%s -> %s', (question, id) => {
    expect(top(question)).toBe(id);
  });

  it('keeps state programs out of the national battery articles', () => {
    for (const id of ['battery-rebates', 'home-batteries', 'rebates-federal']) {
      const article = articles.find((entry) => entry.id === id);
      expect(article && articleStates(article), id).toEqual([]);
      expect(article?.body, id).not.toMatch(/Victoria/);
    }
  });
});

describe('numbersIn / figureText (the figure guard itself)', () => {
  it('reads figures with units, ranges and thousands separators', () => {
    expect(numbersIn('About $1,200 for R4.1, 15-25% and 6.6 kW at 30 °C in 100 m2')).toEqual([
      1200, 4.1, 15, 25, 6.6, 30, 100,
    ]);
  });

  it('skips covered NCC zone names and list ordinals only', () => {
    const article = { zones: [6, 7], body: '1. Zones 6 and 7 need R6; zone 5, zones (6 to 8) and NatHERS zone 60 differ.' };
    expect(numbersIn(figureText(article as KnowledgeArticle))).toEqual([6, 5, 8, 60]);
  });
});

describe('loadKnowledgeBase on a broken folder', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const valid = [
    'id: sample-article',
    'title: Sample',
    'summary: A sample article.',
    'topics: [sample]',
    'zones: [all]',
    'checked: 2026-11-22',
    'sources:',
    '  - https://example.org/source',
    'facts:',
    '  - "A fact."',
  ];
  const write = (frontMatter: string[], name = 'sample-article.md', body = 'Some body text.') => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-test-'));
    dirs.push(dir);
    writeFileSync(join(dir, name), ['---', ...frontMatter, '---', body].join('\n'));
    return dir;
  };
  const replace = (field: string, line: string | null) =>
    valid.flatMap((entry) => (entry.startsWith(`${field}:`) ? (line === null ? [] : [line]) : [entry]));

  it('loads a valid article with defaults', () => {
    const [article] = loadKnowledgeBase(write(valid));
    expect(article).toMatchObject({ id: 'sample-article', zones: 'all', changing: false, checked: '2026-11-22', defines: [] });
  });

  it.each([
    ['title', replace('title', null)],
    ['zones', replace('zones', 'zones: [9]')],
    ['zones', replace('zones', 'zones: all')],
    ['topics', replace('topics', 'topics: []')],
    ['checked', replace('checked', 'checked: soon')],
    ['changing', [...valid, 'changing: maybe']],
    ['id', replace('id', 'id: Other_Name')],
    ['front matter', [...valid, 'title: [unclosed']],
  ])('names the file and the field "%s"', (field, frontMatter) => {
    const dir = write(frontMatter);
    expect(() => loadKnowledgeBase(dir)).toThrow(KnowledgeBaseError);
    expect(() => loadKnowledgeBase(dir)).toThrow(new RegExp(`sample-article\\.md: field "${field}"`));
  });

  it.each([
    ['two sentences', 'summary: A sample article. It has two sentences.'],
    ['no full stop', 'summary: A sample article'],
    ['too long', `summary: ${'A long summary '.repeat(14)}.`],
  ])('rejects a summary of %s', (_case, line) => {
    const dir = write(replace('summary', line));
    expect(() => loadKnowledgeBase(dir)).toThrow(/sample-article\.md: field "summary"/);
  });

  it('reads the terms an article defines, and rejects one its summary does not name', () => {
    const [article] = loadKnowledgeBase(write([...replace('summary', 'summary: SHGC (solar heat gain coefficient) is a share.'), 'defines: [SHGC]']));
    expect(article?.defines).toEqual(['SHGC']);
    const dir = write([...valid, 'defines: [SHGC]']);
    expect(() => loadKnowledgeBase(dir)).toThrow(/sample-article\.md: field "defines" has "SHGC"/);
  });

  it('rejects a source that is not an http(s) URL', () => {
    const dir = write([...replace('sources', null).filter((line) => !line.includes('example.org')), 'sources: [ftp://x.org/a]']);
    expect(() => loadKnowledgeBase(dir)).toThrow(/sample-article\.md: field "sources"/);
  });

  it('rejects an id that differs from the file name', () => {
    const dir = write(valid, 'another-name.md');
    expect(() => loadKnowledgeBase(dir)).toThrow(/another-name\.md: field "id".*another-name/);
  });
});
