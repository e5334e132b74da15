/**
 * The evaluation set of the offline advisor: multi-turn cases in `api/eval/cases/*.json`, each file a
 * JSON array of cases. Loading validates every field and reports problems with the file, the case id
 * and the path of the bad field, so a typo in a case fails loudly instead of silently passing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIABLE_VALUES } from '../src/advisor/variables';

/** What one turn's answer must show. Every field is optional; a turn with no expectation just plays. */
export interface TurnExpect {
  /** Collected variables after the turn: a string must equal the value, null must be absent. */
  collected?: Record<string, string | null>;
  /** The next question contains this (case-insensitive). */
  next_question_includes?: string;
  /** The advice mentions at least one of these (case-insensitive): the key fact of an answer. */
  advice_includes_any?: string[];
  /**
   * The FIRST sentence of the advice mentions at least one of these: the answer comes first, before
   * any location line, heading or preamble.
   */
  opening_includes_any?: string[];
  /** The advice mentions none of these (case-insensitive). */
  advice_excludes?: string[];
  /** At least one citation has one of these article ids. */
  citations_include_any?: string[];
  /** The lead form is (true) or is not (false) shown. */
  is_lead_form?: boolean;
  /** true: the advice steers back ("energy efficiency advisor"); false: it does not steer back. */
  out_of_scope?: boolean;
}

export interface EvalTurn {
  user: string;
  /**
   * Two other ways to say the same thing, with the same expectations: (1) lower case with typos and
   * no punctuation, (2) indirect or colloquial wording. Each is played as a conversation of its own.
   */
  paraphrases?: [string, string];
  expect: TurnExpect;
}

export interface EvalCase {
  id: string;
  category: string;
  /** Optional note on what the case checks and why. */
  note?: string;
  turns: EvalTurn[];
  /** The file the case came from (set by the loader). */
  file: string;
  /** Every turn carries paraphrases (set by the loader); such a case is played three times. */
  paraphrased: boolean;
}

/**
 * Files whose every case must carry paraphrases on every turn: the cases written to measure how far
 * the advisor generalises beyond the phrasings it was tuned on.
 */
export const PARAPHRASED_FILE_PREFIX = 'understanding-';

export const DEFAULT_CASES_DIR = fileURLToPath(new URL('./cases', import.meta.url));

/** The collected variables the advisor knows, and the closed value sets of the enumerated ones. */
export const KNOWN_VARIABLES: Record<string, readonly string[] | RegExp> = {
  location: /^.+, (NSW|VIC|QLD|WA|SA|TAS|NT|ACT)$/,
  state: VARIABLE_VALUES.state,
  postcode: /^\d{4}$/,
  climate_zone: ['1', '2', '3', '4', '5', '6', '7', '8'],
  climate_zone_confidence: ['likely'],
  climate_zone_source: /^.+$/,
  climate_zone_alternatives: /^[1-8](,[1-8])*$/,
  nathers_zone: /^\d{1,2}$/,
  project_type: [...VARIABLE_VALUES.project_type, 'unknown'],
  tenure: VARIABLE_VALUES.tenure,
  dwelling_type: [...VARIABLE_VALUES.dwelling_type, 'unknown'],
  storeys: /^(\d|unknown)$/,
  current_star_rating: /^(\d{1,2}(\.\d)?|unknown)$/,
  heating_fuel: [...VARIABLE_VALUES.heating_fuel, 'unknown'],
  hot_water_fuel: [...VARIABLE_VALUES.hot_water_fuel, 'unknown'],
  roof_orientation: /^(north|south|east|west|north-east|north-west|south-east|south-west|unknown)$/,
  budget: /^(\d+|unknown)$/,
  name: /^.+$/,
  email: /^.+@.+$/,
};

/**
 * Why an expected value of a collected variable is not one the advisor can produce (a string of the
 * variable's value set, or null for "not set"), or undefined when it is fine.
 */
export function variableProblem(key: string, value: unknown): string | undefined {
  const allowed = KNOWN_VARIABLES[key];
  if (!allowed) return `is not a known variable (${Object.keys(KNOWN_VARIABLES).join(', ')})`;
  if (value !== null && typeof value !== 'string') return `must be a string or null, got ${JSON.stringify(value)}`;
  if (typeof value === 'string' && !(Array.isArray(allowed) ? allowed.includes(value) : (allowed as RegExp).test(value))) {
    return `has a value the advisor never uses: ${JSON.stringify(value)}`;
  }
  return undefined;
}

const EXPECT_KEYS = new Set([
  'collected',
  'next_question_includes',
  'advice_includes_any',
  'opening_includes_any',
  'advice_excludes',
  'citations_include_any',
  'is_lead_form',
  'out_of_scope',
]);
const CASE_KEYS = new Set(['id', 'category', 'note', 'turns']);
const TURN_KEYS = new Set(['user', 'paraphrases', 'expect']);
const ID_PATTERN = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

export class CaseError extends Error {
  override name = 'CaseError';
}

export interface ValidateOptions {
  /** Article ids that exist; when given, citations_include_any may only name these. */
  articleIds?: ReadonlySet<string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringList(value: unknown, where: string, problems: string[]): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string' && item.trim() !== '')) {
    problems.push(`${where} must be a non-empty array of non-blank strings`);
    return undefined;
  }
  return value as string[];
}

function validateExpect(raw: unknown, where: string, problems: string[], options: ValidateOptions): TurnExpect {
  if (!isRecord(raw)) {
    problems.push(`${where} must be an object`);
    return {};
  }
  for (const key of Object.keys(raw)) if (!EXPECT_KEYS.has(key)) problems.push(`${where}.${key} is not a known expectation (${[...EXPECT_KEYS].join(', ')})`);
  const expect: TurnExpect = {};
  if (raw.collected !== undefined) {
    if (!isRecord(raw.collected) || Object.keys(raw.collected).length === 0) {
      problems.push(`${where}.collected must be a non-empty object of variable: value | null`);
    } else {
      const collected: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(raw.collected)) {
        const problem = variableProblem(key, value);
        if (problem) problems.push(`${where}.collected.${key} ${problem}`);
        collected[key] = value as string | null;
      }
      expect.collected = collected;
    }
  }
  if (raw.next_question_includes !== undefined) {
    if (typeof raw.next_question_includes !== 'string') problems.push(`${where}.next_question_includes must be a string`);
    else expect.next_question_includes = raw.next_question_includes;
  }
  for (const key of ['advice_includes_any', 'opening_includes_any', 'advice_excludes', 'citations_include_any'] as const) {
    if (raw[key] === undefined) continue;
    const list = stringList(raw[key], `${where}.${key}`, problems);
    if (list) expect[key] = list;
  }
  if (expect.citations_include_any && options.articleIds) {
    for (const id of expect.citations_include_any) {
      if (!options.articleIds.has(id)) problems.push(`${where}.citations_include_any names an unknown article: ${JSON.stringify(id)}`);
    }
  }
  for (const key of ['is_lead_form', 'out_of_scope'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'boolean') problems.push(`${where}.${key} must be true or false`);
    else expect[key] = raw[key];
  }
  return expect;
}

/** Validates one case; every problem found is collected and reported together. */
export function validateCase(raw: unknown, where: string, file: string, options: ValidateOptions = {}): EvalCase {
  const problems: string[] = [];
  if (!isRecord(raw)) throw new CaseError(`${where} must be an object`);
  const label = typeof raw.id === 'string' ? `${where} (${raw.id})` : where;
  for (const key of Object.keys(raw)) if (!CASE_KEYS.has(key)) problems.push(`${label}.${key} is not a known field (${[...CASE_KEYS].join(', ')})`);
  if (typeof raw.id !== 'string' || !ID_PATTERN.test(raw.id)) problems.push(`${label}.id must be a lower-case kebab-case string`);
  if (typeof raw.category !== 'string' || raw.category.trim() === '') problems.push(`${label}.category must be a non-blank string`);
  if (raw.note !== undefined && typeof raw.note !== 'string') problems.push(`${label}.note must be a string`);
  const turns: EvalTurn[] = [];
  if (!Array.isArray(raw.turns) || raw.turns.length === 0) {
    problems.push(`${label}.turns must be a non-empty array`);
  } else {
    raw.turns.forEach((turn: unknown, index: number) => {
      const at = `${label}.turns[${index}]`;
      if (!isRecord(turn)) {
        problems.push(`${at} must be an object { user, expect }`);
        return;
      }
      for (const key of Object.keys(turn)) if (!TURN_KEYS.has(key)) problems.push(`${at}.${key} is not a known field (${[...TURN_KEYS].join(', ')})`);
      if (typeof turn.user !== 'string' || turn.user.trim() === '') problems.push(`${at}.user must be a non-blank string`);
      const expect = validateExpect(turn.expect ?? {}, `${at}.expect`, problems, options);
      const paraphrases = turn.paraphrases === undefined ? undefined : validateParaphrases(turn.paraphrases, String(turn.user), `${at}.paraphrases`, problems);
      turns.push({ user: String(turn.user), ...(paraphrases && { paraphrases }), expect });
    });
  }
  const withParaphrases = turns.filter((turn) => turn.paraphrases).length;
  if (withParaphrases > 0 && withParaphrases < turns.length) {
    problems.push(`${label}.turns: ${withParaphrases} of ${turns.length} turns carry paraphrases; give every turn two, or none`);
  }
  const paraphrased = turns.length > 0 && withParaphrases === turns.length;
  if (file.startsWith(PARAPHRASED_FILE_PREFIX) && !paraphrased && Array.isArray(raw.turns)) {
    problems.push(`${label}: every turn of a case in ${PARAPHRASED_FILE_PREFIX}*.json must carry two paraphrases`);
  }
  if (problems.length > 0) throw new CaseError(problems.join('\n'));
  return {
    id: raw.id as string,
    category: raw.category as string,
    ...(typeof raw.note === 'string' && { note: raw.note }),
    turns,
    file,
    paraphrased,
  };
}

/** Sentence punctuation a typed-in-a-hurry paraphrase leaves out (a decimal point is kept: "r6.3"). */
const SENTENCE_PUNCTUATION = /[,!?;:"]|\.(?!\d)/;
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();

/**
 * Two paraphrases: the first in lower case, without sentence punctuation and not just the message
 * lower-cased (it carries a typo or a dropped word); the second different from both.
 */
function validateParaphrases(raw: unknown, user: string, where: string, problems: string[]): [string, string] | undefined {
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((item) => typeof item === 'string' && item.trim() !== '')) {
    problems.push(`${where} must be exactly two non-blank strings: [typo version, colloquial version]`);
    return undefined;
  }
  const [typo, colloquial] = raw as [string, string];
  if (typo !== typo.toLowerCase() || SENTENCE_PUNCTUATION.test(typo)) {
    problems.push(`${where}[0] must be lower case without sentence punctuation, got ${JSON.stringify(typo)}`);
  }
  if (bare(typo) === bare(user)) problems.push(`${where}[0] must carry a typo or other wording, not only the message lower-cased`);
  if (bare(colloquial) === bare(user) || bare(colloquial) === bare(typo)) {
    problems.push(`${where}[1] must word the message differently from the message and from the typo version`);
  }
  return [typo, colloquial];
}

/** Parses and validates one file's text: a JSON array of cases. */
export function parseCaseFile(text: string, file: string, options: ValidateOptions = {}): EvalCase[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CaseError(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new CaseError(`${file}: must contain a JSON array of cases`);
  const problems: string[] = [];
  const cases: EvalCase[] = [];
  data.forEach((raw: unknown, index: number) => {
    try {
      cases.push(validateCase(raw, `${file}: [${index}]`, file, options));
    } catch (error) {
      if (!(error instanceof CaseError)) throw error;
      problems.push(error.message);
    }
  });
  if (problems.length > 0) throw new CaseError(problems.join('\n'));
  return cases;
}

/** Loads every `*.json` file of the folder (sorted by name) and checks that case ids are unique. */
export function loadCases(dir: string = DEFAULT_CASES_DIR, options: ValidateOptions = {}): EvalCase[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new CaseError(`${dir}: no *.json case files`);
  const problems: string[] = [];
  const cases: EvalCase[] = [];
  for (const file of files) {
    try {
      cases.push(...parseCaseFile(readFileSync(join(dir, file), 'utf8'), file, options));
    } catch (error) {
      if (!(error instanceof CaseError)) throw error;
      problems.push(error.message);
    }
  }
  const seen = new Map<string, string>();
  for (const item of cases) {
    const first = seen.get(item.id);
    if (first) problems.push(`duplicate case id "${item.id}" in ${first} and ${item.file}`);
    else seen.set(item.id, item.file);
  }
  if (problems.length > 0) throw new CaseError(`Invalid evaluation cases:\n${problems.join('\n')}`);
  return cases;
}
