/**
 * Knowledge base of the offline advisor: Markdown articles with YAML front matter in `api/knowledge`.
 *
 * Every `*.md` file in the folder (except names starting with `_`) is one article. The front matter is
 * validated strictly at start-up, so a broken article stops the server with an error that names the
 * file and the field instead of surfacing later as a wrong answer.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';

export type KnowledgeArticle = {
  /** Kebab-case id, equal to the file name without `.md`. */
  id: string;
  title: string;
  /**
   * One plain sentence that answers the question the article is about; answers open with it and
   * overviews use it as the line for its measure.
   */
  summary: string;
  /**
   * Terms the summary defines ("SHGC", "solar heat gain coefficient"): the article that answers "what
   * does X mean?". Each term appears in the summary. Empty when the article defines nothing.
   */
  defines: string[];
  /** Short keywords. */
  topics: string[];
  /** NCC climate zones (1–8) the article is specific to, or 'all'. */
  zones: number[] | 'all';
  /** http(s) URLs of the sources behind the facts. */
  sources: string[];
  /** Date (YYYY-MM-DD) the facts were last checked against the sources. */
  checked: string;
  /** True for rebates, adoption dates, costs and prices: facts that go out of date. */
  changing: boolean;
  /** The sourced fact lines the article relies on (evidence for staff and tests). */
  facts: string[];
  /** Markdown body. */
  body: string;
};

export class KnowledgeBaseError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Knowledge article ${file}: field "${field}" ${problem}`);
    this.name = 'KnowledgeBaseError';
  }
}

export const DEFAULT_KNOWLEDGE_DIR = fileURLToPath(new URL('../../../knowledge', import.meta.url));

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type FrontMatter = Record<string, unknown>;

function text(data: FrontMatter, file: string, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new KnowledgeBaseError(file, field, 'is required and must be a non-empty string');
  }
  return value.trim();
}

function textList(data: FrontMatter, file: string, field: string): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.length === 0) {
    throw new KnowledgeBaseError(file, field, 'is required and must be a non-empty list');
  }
  const list: unknown[] = value;
  return list.map((item, index) => {
    if (typeof item !== 'string' || item.trim() === '') {
      throw new KnowledgeBaseError(file, field, `item ${index + 1} must be a non-empty string`);
    }
    return item.trim();
  });
}

/** The longest summary: it has to read as one line of an answer or an overview. */
export const SUMMARY_MAX_CHARS = 200;

/** A summary is one sentence: no sentence end (., ! or ? before a space) inside it, and it ends with one. */
function summaryOf(data: FrontMatter, file: string): string {
  const summary = text(data, file, 'summary');
  if (summary.length > SUMMARY_MAX_CHARS) {
    throw new KnowledgeBaseError(file, 'summary', `has ${summary.length} characters; keep it to one sentence under ${SUMMARY_MAX_CHARS}`);
  }
  if (/[.!?]\s/.test(summary) || !/[.!?]$/.test(summary)) {
    throw new KnowledgeBaseError(file, 'summary', 'must be one sentence, ending with a full stop');
  }
  return summary;
}

function definesOf(data: FrontMatter, file: string, summary: string): string[] {
  if (data['defines'] === undefined) return [];
  const terms = textList(data, file, 'defines');
  for (const term of terms) {
    if (!summary.toLowerCase().includes(term.toLowerCase())) {
      throw new KnowledgeBaseError(file, 'defines', `has "${term}", which the summary does not name`);
    }
  }
  return terms;
}

function zonesOf(data: FrontMatter, file: string): number[] | 'all' {
  const value = data['zones'];
  if (!Array.isArray(value) || value.length === 0) {
    throw new KnowledgeBaseError(file, 'zones', 'is required and must be a list of zones 1-8 or [all]');
  }
  const list: unknown[] = value;
  if (list.length === 1 && list[0] === 'all') return 'all';
  const zones = list.map((item) => {
    if (typeof item !== 'number' || !Number.isInteger(item) || item < 1 || item > 8) {
      throw new KnowledgeBaseError(file, 'zones', `has ${JSON.stringify(item)}; use NCC zones 1-8 or [all]`);
    }
    return item;
  });
  if (new Set(zones).size !== zones.length) throw new KnowledgeBaseError(file, 'zones', 'lists a zone twice');
  return zones.sort((a, b) => a - b);
}

function sourcesOf(data: FrontMatter, file: string): string[] {
  return textList(data, file, 'sources').map((source) => {
    let url: URL | undefined;
    try {
      url = new URL(source);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new KnowledgeBaseError(file, 'sources', `has "${source}", which is not an http(s) URL`);
    }
    return source;
  });
}

function checkedOf(data: FrontMatter, file: string): string {
  const value = data['checked'];
  // YAML reads an unquoted 2026-11-22 as a Date (midnight UTC); a quoted one stays a string.
  const date = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof date !== 'string' || !DATE_PATTERN.test(date)) {
    throw new KnowledgeBaseError(file, 'checked', 'is required and must be a date (YYYY-MM-DD)');
  }
  return date;
}

function changingOf(data: FrontMatter, file: string): boolean {
  const value = data['changing'];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new KnowledgeBaseError(file, 'changing', 'must be true or false');
  return value;
}

/** Parses and validates one article; `file` is its name, used for the id check and in errors. */
export function parseArticle(file: string, source: string): KnowledgeArticle {
  let data: FrontMatter;
  let content: string;
  try {
    // Passing options turns off gray-matter's content cache, which would otherwise remember a file
    // that failed to parse and hand back empty front matter on the next call.
    const parsed = matter(source, {});
    data = parsed.data;
    content = parsed.content;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new KnowledgeBaseError(file, 'front matter', `is not valid YAML: ${reason}`);
  }
  const id = text(data, file, 'id');
  const expected = file.replace(/\.md$/, '');
  // Kebab-case and at most 100 characters: the shape GET /api/knowledge/{id} accepts.
  if (!ID_PATTERN.test(id) || id.length > 100) {
    throw new KnowledgeBaseError(file, 'id', `"${id}" must be kebab-case, at most 100 characters`);
  }
  if (id !== expected) throw new KnowledgeBaseError(file, 'id', `"${id}" must equal the file name "${expected}"`);
  const body = content.trim();
  if (body === '') throw new KnowledgeBaseError(file, 'body', 'is empty');
  const summary = summaryOf(data, file);
  return {
    id,
    title: text(data, file, 'title'),
    summary,
    defines: definesOf(data, file, summary),
    topics: textList(data, file, 'topics'),
    zones: zonesOf(data, file),
    sources: sourcesOf(data, file),
    checked: checkedOf(data, file),
    changing: changingOf(data, file),
    facts: textList(data, file, 'facts'),
    body,
  };
}

let defaultArticles: KnowledgeArticle[] | undefined;

/**
 * Loads every article of `dir` (default: `api/knowledge`), sorted by id. Synchronous, meant for
 * start-up; the default folder is read once and cached. Throws KnowledgeBaseError on a bad article.
 */
export function loadKnowledgeBase(dir?: string): KnowledgeArticle[] {
  if (dir === undefined && defaultArticles) return defaultArticles;
  const folder = dir ?? DEFAULT_KNOWLEDGE_DIR;
  const articles = readdirSync(folder)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .sort()
    .map((name) => parseArticle(name, readFileSync(join(folder, name), 'utf8')));
  if (dir === undefined) defaultArticles = articles;
  return articles;
}
