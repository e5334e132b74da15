import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CaseError, type EvalCase, loadCases, parseCaseFile, validateCase } from '../../eval/cases';
import {
  type AnswerView,
  type CaseResult,
  checkTurn,
  clip,
  firstSentence,
  formatFailures,
  formatSummary,
  normalise,
  summarise,
} from '../../eval/check';
import { formatVariantSummary, summariseVariants, unmetThresholds } from '../../eval/report';
import { turnText, type Variant, variantsOf } from '../../eval/variants';

/** Unit tests of the evaluation's pure parts: api/eval/check.ts and the case validation in api/eval/cases.ts. */

const answer = (overrides: Partial<AnswerView> = {}): AnswerView => ({
  advice: 'Thanks! Hobart, TAS is in NCC climate zone 7 (cool temperate).\n\n**Zones 7-8**: aim for about _R6.3_ in ceilings.',
  next_question: 'Is this a new build, or a retrofit or renovation of an existing home?',
  citations: [{ id: 'insulation-r-values-by-zone' }, { id: 'passive-design-cool-alpine' }],
  collected_variables: { location: 'Hobart, TAS', state: 'TAS', climate_zone: '7' },
  is_lead_form: false,
  ...overrides,
});

describe('normalise', () => {
  it('lower-cases, drops Markdown emphasis, plain quotes and dashes, collapses whitespace', () => {
    expect(normalise('**Zones 7–8**:  aim  for _R6.3_ — it’s\ncold')).toBe("zones 7-8: aim for r6.3 - it's cold");
  });

  it('keeps underscores inside words', () => {
    expect(normalise('climate_zone')).toBe('climate_zone');
  });
});

describe('checkTurn', () => {
  it('passes an answer that meets every expectation', () => {
    expect(
      checkTurn(
        {
          collected: { location: 'Hobart, TAS', climate_zone: '7', project_type: null },
          next_question_includes: 'NEW BUILD, or a retrofit',
          advice_includes_any: ['R5.0', 'zones 7-8: aim for about r6.3'],
          advice_excludes: ['zone 1'],
          citations_include_any: ['insulation-r-values-by-zone'],
          is_lead_form: false,
          out_of_scope: false,
        },
        answer(),
      ),
    ).toEqual([]);
  });

  it('passes an empty expectation', () => {
    expect(checkTurn({}, answer())).toEqual([]);
  });

  it('reports a wrong, a missing and an unexpected collected variable', () => {
    const failures = checkTurn({ collected: { climate_zone: '6', postcode: '7000', state: null } }, answer());
    expect(failures).toEqual([
      { check: 'collected.climate_zone', expected: '"6"', actual: '"7"' },
      { check: 'collected.postcode', expected: '"7000"', actual: '(absent)' },
      { check: 'collected.state', expected: '(absent)', actual: '"TAS"' },
    ]);
  });

  it('reports a next question without the expected text', () => {
    const [failure] = checkTurn({ next_question_includes: 'What type of dwelling' }, answer());
    expect(failure).toMatchObject({ check: 'next_question', expected: 'includes "What type of dwelling"' });
    expect(failure?.actual).toContain('Is this a new build');
  });

  it('needs only one of advice_includes_any, and none of advice_excludes', () => {
    expect(checkTurn({ advice_includes_any: ['R4.1', 'R2.5'] }, answer())).toEqual([
      expect.objectContaining({ check: 'advice', expected: 'mentions one of ["R4.1","R2.5"]' }),
    ]);
    expect(checkTurn({ advice_excludes: ['Queensland', 'cool temperate'] }, answer())).toEqual([
      expect.objectContaining({ check: 'advice', expected: 'does not mention ["cool temperate"]' }),
    ]);
  });

  it('checks citations by article id', () => {
    expect(checkTurn({ citations_include_any: ['home-batteries', 'passive-design-cool-alpine'] }, answer())).toEqual([]);
    expect(checkTurn({ citations_include_any: ['home-batteries'] }, answer({ citations: [] }))).toEqual([
      { check: 'citations', expected: 'include one of ["home-batteries"]', actual: '[]' },
    ]);
  });

  it('checks the lead form flag both ways', () => {
    expect(checkTurn({ is_lead_form: true }, answer())).toEqual([{ check: 'is_lead_form', expected: 'true', actual: 'false' }]);
    expect(checkTurn({ is_lead_form: false }, answer({ is_lead_form: true }))).toHaveLength(1);
  });

  it('recognises the steer-back of an out-of-scope reply, and its absence', () => {
    const steered = answer({ advice: "I'm an Energy Efficiency Advisor for Australian homes, so I can't help with that one." });
    expect(checkTurn({ out_of_scope: true }, steered)).toEqual([]);
    expect(checkTurn({ out_of_scope: true }, answer())).toEqual([expect.objectContaining({ check: 'out_of_scope' })]);
    expect(checkTurn({ out_of_scope: false }, steered)).toEqual([expect.objectContaining({ check: 'out_of_scope' })]);
  });
});

describe('summaries and reports', () => {
  const results: CaseResult[] = [
    { id: 'a-1', category: 'advice', variant: 'plain', paraphrased: false, turns: 2, failedTurns: [] },
    {
      id: 'a-2',
      category: 'advice',
      variant: 'plain',
      paraphrased: false,
      turns: 3,
      failedTurns: [{ turn: 1, user: 'How much insulation do I need?', failures: [{ check: 'advice', expected: 'mentions one of ["R6.3"]', actual: '"..."' }] }],
    },
    { id: 'l-1', category: 'leads', variant: 'plain', paraphrased: false, turns: 1, failedTurns: [] },
  ];

  it('summarises per category with a total row', () => {
    expect(summarise(results)).toEqual([
      { category: 'advice', cases: 2, passed: 1, turns: 5, turnsPassed: 4, rate: 50 },
      { category: 'leads', cases: 1, passed: 1, turns: 1, turnsPassed: 1, rate: 100 },
      { category: 'total', cases: 3, passed: 2, turns: 6, turnsPassed: 5, rate: (100 * 2) / 3 },
    ]);
  });

  it('prints one line per unmet expectation, naming the case, the turn (from 1) and the message', () => {
    expect(formatFailures(results[1] as CaseResult)).toEqual([
      'FAIL a-2 turn 2 ("How much insulation do I need?"): advice expected mentions one of ["R6.3"], got "..."',
    ]);
    expect(formatFailures(results[0] as CaseResult)).toEqual([]);
  });

  it('formats an aligned table with the pass rate', () => {
    const table = formatSummary(summarise(results)).split('\n');
    expect(table[0]).toMatch(/^category\s+cases\s+passed\s+turns\s+turns ok\s+pass rate$/);
    expect(table.find((line) => line.startsWith('advice'))).toMatch(/50\.0 %$/);
    expect(table.at(-1)).toMatch(/^total\s+3\s+2\s+6\s+5\s+66\.7 %$/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('clips long values', () => {
    expect(clip('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(clip('  short \n text ')).toBe('short text');
  });
});

describe('case validation', () => {
  const valid = { id: 'loc-hobart', category: 'locations', turns: [{ user: 'Hobart', expect: { collected: { climate_zone: '7' } } }] };

  it('accepts a valid case and keeps its file', () => {
    expect(validateCase(valid, '[0]', 'locations.json')).toMatchObject({ id: 'loc-hobart', file: 'locations.json', turns: [{ user: 'Hobart' }] });
  });

  it.each([
    ['a missing id', { ...valid, id: undefined }, /\.id must be a lower-case kebab-case string/],
    ['an upper-case id', { ...valid, id: 'Loc Hobart' }, /\.id must be/],
    ['no turns', { ...valid, turns: [] }, /\.turns must be a non-empty array/],
    ['a blank user message', { ...valid, turns: [{ user: ' ', expect: {} }] }, /turns\[0\]\.user must be a non-blank string/],
    ['an unknown expectation', { ...valid, turns: [{ user: 'x', expect: { advice_include: ['a'] } }] }, /advice_include is not a known expectation/],
    ['an unknown variable', { ...valid, turns: [{ user: 'x', expect: { collected: { zone: '7' } } }] }, /collected\.zone is not a known variable/],
    ['a value the advisor never uses', { ...valid, turns: [{ user: 'x', expect: { collected: { climate_zone: '9' } } }] }, /climate_zone has a value the advisor never uses: "9"/],
    ['a number instead of a string', { ...valid, turns: [{ user: 'x', expect: { collected: { storeys: 2 } } }] }, /storeys must be a string or null/],
    ['an empty list', { ...valid, turns: [{ user: 'x', expect: { advice_includes_any: [] } }] }, /advice_includes_any must be a non-empty array/],
    ['a non-boolean flag', { ...valid, turns: [{ user: 'x', expect: { is_lead_form: 'yes' } }] }, /is_lead_form must be true or false/],
    ['an unknown field', { ...valid, tags: ['x'] }, /\.tags is not a known field/],
  ])('rejects %s with a clear message', (_name, raw, message) => {
    expect(() => validateCase(raw, 'locations.json: [0]', 'locations.json')).toThrow(message);
  });

  it('names the case id in its messages and reports every problem at once', () => {
    const raw = { ...valid, category: '', turns: [{ user: '', expect: { out_of_scope: 1 } }] };
    try {
      validateCase(raw, 'x.json: [3]', 'x.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CaseError);
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines.every((line) => line.startsWith('x.json: [3] (loc-hobart)'))).toBe(true);
    }
  });

  it('checks citation ids against the known articles when given', () => {
    const raw = { ...valid, turns: [{ user: 'x', expect: { citations_include_any: ['no-such-article'] } }] };
    expect(() => validateCase(raw, '[0]', 'f.json', { articleIds: new Set(['home-batteries']) })).toThrow(/unknown article: "no-such-article"/);
    expect(() => validateCase(raw, '[0]', 'f.json')).not.toThrow();
  });

  it('rejects invalid JSON and a file that is not an array', () => {
    expect(() => parseCaseFile('{', 'bad.json')).toThrow(/^bad\.json: invalid JSON/);
    expect(() => parseCaseFile('{"id":"x"}', 'obj.json')).toThrow('obj.json: must contain a JSON array of cases');
  });

  describe('loadCases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'energy-advisor-cases-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('loads every file and rejects a duplicate id across files', () => {
      writeFileSync(join(dir, 'a.json'), JSON.stringify([valid]));
      expect(loadCases(dir)).toHaveLength(1);
      writeFileSync(join(dir, 'b.json'), JSON.stringify([valid]));
      expect(() => loadCases(dir)).toThrow('duplicate case id "loc-hobart" in a.json and b.json');
    });
  });
});

describe('the answer comes first (opening_includes_any)', () => {
  it.each([
    ['plain text', 'SHGC stands for solar heat gain coefficient. It runs from 0 to 1.', 'SHGC stands for solar heat gain coefficient.'],
    ['a heading line', '## Windows\n\nSHGC stands for solar heat gain coefficient.', 'Windows'],
    ['a location line first', 'Ballarat, VIC is in NCC climate zone 7.\n\nAim for R6.3.', 'Ballarat, VIC is in NCC climate zone 7.'],
    ['a decimal that is not a full stop', 'Aim for about **R6.3** in the ceiling. Then walls.', 'Aim for about R6.3 in the ceiling.'],
    ['a list item and a link', '- [Reflective foil](https://x.example/a) needs an air gap! Batts do not.', 'Reflective foil needs an air gap!'],
    ['a line break before any full stop', 'Yes, usually\nbecause the roof loses most heat.', 'Yes, usually'],
    ['a question', 'Worth it? Mostly yes.', 'Worth it?'],
    ['nothing', '  \n ', ''],
  ])('takes the first sentence of %s', (_name, advice, first) => {
    expect(firstSentence(advice)).toBe(first);
  });

  it('passes when the first sentence names one of the terms and fails when only a later one does', () => {
    const advice = 'Ballarat, VIC is in NCC climate zone 7.\n\nSHGC stands for solar heat gain coefficient.';
    expect(checkTurn({ opening_includes_any: ['zone 7'] }, answer({ advice }))).toEqual([]);
    expect(checkTurn({ opening_includes_any: ['solar heat gain', 'SHGC'] }, answer({ advice }))).toEqual([
      {
        check: 'opening',
        expected: 'first sentence mentions one of ["solar heat gain","SHGC"]',
        actual: '"Ballarat, VIC is in NCC climate zone 7."',
      },
    ]);
  });
});

describe('paraphrased cases', () => {
  const turn = { user: 'What does SHGC mean?', paraphrases: ['wat does shgc mean', 'what are those shgc numbers on window labels'], expect: {} };
  const paraphrasedCase = { id: 'def-shgc', category: 'definitions', turns: [turn] };

  it('accepts two paraphrases and marks the case paraphrased; a case without them is not', () => {
    expect(validateCase(paraphrasedCase, '[0]', 'understanding-definitions.json')).toMatchObject({ paraphrased: true, turns: [{ paraphrases: turn.paraphrases }] });
    expect(validateCase({ ...paraphrasedCase, turns: [{ user: 'x', expect: {} }] }, '[0]', 'advice.json').paraphrased).toBe(false);
  });

  it.each([
    ['one paraphrase', ['wat does shgc mean'], /paraphrases must be exactly two non-blank strings/],
    ['three paraphrases', ['wat does shgc mean', 'b', 'c'], /paraphrases must be exactly two/],
    ['an upper-case typo version', ['Wat does shgc mean', 'b'], /paraphrases\[0\] must be lower case without sentence punctuation/],
    ['a typo version with a question mark', ['wat does shgc mean?', 'b'], /paraphrases\[0\] must be lower case without sentence punctuation/],
    ['a typo version that is only the message lower-cased', ['what does shgc mean', 'b'], /paraphrases\[0\] must carry a typo/],
    ['a colloquial version equal to the message', ['wat does shgc mean', 'What does SHGC mean'], /paraphrases\[1\] must word the message differently/],
  ])('rejects %s', (_name, paraphrases, message) => {
    expect(() => validateCase({ ...paraphrasedCase, turns: [{ ...turn, paraphrases }] }, '[0]', 'understanding-x.json')).toThrow(message);
  });

  it('keeps a decimal point in the typo version', () => {
    const decimal = { ...turn, user: 'Is R6.3 enough?', paraphrases: ['is r6.3 enuf', 'would r6.3 do the job'] };
    expect(() => validateCase({ ...paraphrasedCase, turns: [decimal] }, '[0]', 'understanding-x.json')).not.toThrow();
  });

  it('needs paraphrases on every turn of a case, and on every case of an understanding-*.json file', () => {
    const mixed = { ...paraphrasedCase, turns: [turn, { user: 'Ballarat', expect: {} }] };
    expect(() => validateCase(mixed, '[0]', 'advice.json')).toThrow('1 of 2 turns carry paraphrases');
    const plain = { ...paraphrasedCase, turns: [{ user: 'What does SHGC mean?', expect: {} }] };
    expect(() => validateCase(plain, '[0]', 'understanding-definitions.json')).toThrow(/must carry two paraphrases/);
    expect(() => validateCase(plain, '[0]', 'advice.json')).not.toThrow();
  });

  it('validates opening_includes_any like the other lists', () => {
    const bad = { ...paraphrasedCase, turns: [{ ...turn, expect: { opening_includes_any: [] } }] };
    expect(() => validateCase(bad, '[0]', 'understanding-x.json')).toThrow(/opening_includes_any must be a non-empty array/);
  });

  it('plays a paraphrased case three ways and a tuned case once, each turn in its variant', () => {
    const item = validateCase(paraphrasedCase, '[0]', 'understanding-definitions.json');
    expect(variantsOf(item)).toEqual(['plain', 'typo', 'colloquial']);
    expect(variantsOf({ ...item, paraphrased: false })).toEqual(['plain']);
    const [first] = item.turns;
    expect(turnText(first as EvalCase['turns'][number], 'plain')).toBe('What does SHGC mean?');
    expect(turnText(first as EvalCase['turns'][number], 'typo')).toBe('wat does shgc mean');
    expect(turnText(first as EvalCase['turns'][number], 'colloquial')).toBe('what are those shgc numbers on window labels');
    expect(() => turnText({ user: 'hi', expect: {} }, 'typo')).toThrow(/without paraphrases cannot be played as typo/);
  });
});

describe('the report across variants', () => {
  const result = (id: string, category: string, variant: Variant, paraphrased: boolean, ok: boolean): CaseResult => ({
    id,
    category,
    variant,
    paraphrased,
    turns: 1,
    failedTurns: ok ? [] : [{ turn: 0, user: 'x', failures: [{ check: 'advice', expected: 'y', actual: 'z' }] }],
  });
  const tuned = [result('adv-1', 'advice', 'plain', false, true), result('adv-2', 'advice', 'plain', false, true)];
  const understanding = (typoOk: boolean) => [
    result('def-1', 'definitions', 'plain', true, true),
    result('def-1', 'definitions', 'typo', true, typoOk),
    result('def-1', 'definitions', 'colloquial', true, true),
    result('def-2', 'definitions', 'plain', true, true),
    result('def-2', 'definitions', 'typo', true, true),
    result('def-2', 'definitions', 'colloquial', true, true),
  ];

  it('counts each variant per category, with totals for the tuned, the paraphrased and all cases', () => {
    const rows = summariseVariants([...tuned, ...understanding(false)]);
    expect(rows.map((row) => row.category)).toEqual(['advice', 'definitions', 'total, tuned cases', 'total, paraphrased cases', 'total']);
    expect(rows[0]).toMatchObject({ cases: 2, plain: { played: 2, passed: 2, rate: 100 }, typo: { played: 0, rate: 100 } });
    expect(rows[1]).toMatchObject({ cases: 2, plain: { played: 2, passed: 2 }, typo: { played: 2, passed: 1, rate: 50 }, colloquial: { played: 2, passed: 2 } });
    expect(rows.at(-1)).toMatchObject({ cases: 4, plain: { played: 4, passed: 4 }, typo: { played: 2, passed: 1 } });
  });

  it('names every missed threshold: all tuned cases, 95 % of each paraphrased variant', () => {
    expect(unmetThresholds([...tuned, ...understanding(true)])).toEqual([]);
    expect(unmetThresholds([...tuned, ...understanding(false)])).toEqual(['paraphrased cases, typo: 50.0 % passed, below 95 %']);
    expect(unmetThresholds([result('adv-1', 'advice', 'plain', false, false), ...tuned.slice(1)])).toEqual(['tuned cases: 50.0 % passed, below 100 %']);
  });

  it('prints a table with passed/played and the rate per variant, a dash where a variant was not played', () => {
    const table = formatVariantSummary(summariseVariants([...tuned, ...understanding(false)])).split('\n');
    expect(table[0]).toMatch(/^category\s+cases\s+plain\s+typo\s+colloquial$/);
    expect(table.find((line) => line.startsWith('advice'))).toMatch(/2\/2 100\.0 %\s+-\s+-$/);
    expect(table.find((line) => line.startsWith('definitions'))).toMatch(/2\/2 100\.0 %\s+1\/2 50\.0 %\s+2\/2 100\.0 %$/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('marks the variant of a failed paraphrase in the failure line', () => {
    expect(formatFailures(result('def-1', 'definitions', 'typo', true, false))).toEqual(['FAIL def-1 [typo] turn 1 ("x"): advice expected y, got z']);
  });
});
