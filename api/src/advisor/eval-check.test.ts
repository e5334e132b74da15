import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CaseError, loadCases, parseCaseFile, validateCase } from '../../eval/cases';
import {
  type AnswerView,
  type CaseResult,
  checkTurn,
  clip,
  formatFailures,
  formatSummary,
  normalise,
  summarise,
} from '../../eval/check';

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
    { id: 'a-1', category: 'advice', turns: 2, failedTurns: [] },
    {
      id: 'a-2',
      category: 'advice',
      turns: 3,
      failedTurns: [{ turn: 1, user: 'How much insulation do I need?', failures: [{ check: 'advice', expected: 'mentions one of ["R6.3"]', actual: '"..."' }] }],
    },
    { id: 'l-1', category: 'leads', turns: 1, failedTurns: [] },
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
