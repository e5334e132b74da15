/**
 * An article cut into passages: paragraphs, lists and tables, each with its section heading and the
 * climate zones it is written for. Built once per article; `passages.ts` chooses among them.
 */
import type { KnowledgeArticle } from './knowledge-base';
import { terms } from './text';

/** A paragraph, list or table of an article, with the zones it is written for when it names them. */
export interface Passage {
  text: string;
  order: number;
  zones: number[] | null;
  /** Terms of the section heading the passage sits under (they count for less than its own words). */
  heading: readonly string[];
  /** The section heading itself ("When you need a certificate"), if any. */
  headingText?: string;
  /**
   * 'zone-list' is a whole "By climate zone" list (shown when the visitor's zone is unknown);
   * 'zone-item' one labelled line of such a list (shown instead when the zone is known).
   */
  kind?: 'zone-list' | 'zone-item';
  /** A Markdown table: the header row, the separator and the body rows (rows can be picked). */
  table?: { header: string; separator: string; rows: string[] };
}

const ZONE_LABEL = /^(?:[-*]\s+)?\*\*(?:ncc )?(?:climate )?zones? ([0-9][0-9\s,\-–&and]*)/i;

function labelledZones(text: string): number[] | null {
  const label = ZONE_LABEL.exec(text);
  if (!label?.[1]) return null;
  const zones = new Set<number>();
  for (const part of label[1].split(/,|&|\band\b/)) {
    const range = /(\d)\s*[-–]\s*(\d)/.exec(part);
    if (range) for (let zone = Number(range[1]); zone <= Number(range[2]); zone += 1) zones.add(zone);
    else for (const digit of part.match(/\d/g) ?? []) zones.add(Number(digit));
  }
  return [...zones];
}

const cache = new WeakMap<KnowledgeArticle, Passage[]>();

const isListBlock = (block: string) => block.split('\n').every((line) => /^\s*([-*] |\d+\. )/.test(line) || /^\s{2,}\S/.test(line));

/** The items of a bullet list, each with its continuation lines. */
export function listItems(block: string): string[] {
  const items: string[] = [];
  for (const line of block.split('\n')) {
    if (/^[-*] /.test(line) || items.length === 0) items.push(line);
    else items[items.length - 1] += `\n${line}`;
  }
  return items;
}

/**
 * The article's passages: paragraphs, lists (a lead-in kept with its list) and tables, each with the
 * terms of its section heading. A list whose every item is labelled with zones ("- **Zones 1-2**: ...")
 * also gives one passage per item, so a visitor whose zone is known reads only their own line.
 */
export function passagesOf(article: KnowledgeArticle): Passage[] {
  const cached = cache.get(article);
  if (cached) return cached;
  const blocks = article.body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const merged: { text: string; heading: readonly string[]; headingText?: string }[] = [];
  let heading: readonly string[] = [];
  let headingText: string | undefined;
  for (const block of blocks) {
    if (block.startsWith('#')) {
      headingText = block.replace(/^#+\s*/, '').trim();
      heading = terms(headingText);
      continue;
    }
    const previous = merged.at(-1);
    if (previous !== undefined && previous.text.endsWith(':') && /^[-*] /.test(block) && previous.heading === heading) {
      previous.text = `${previous.text}\n${block}`;
    } else {
      merged.push({ text: block, heading, ...(headingText !== undefined && { headingText }) });
    }
  }
  const passages: Passage[] = [];
  merged.forEach(({ text, heading: sectionTerms, headingText: title }, order) => {
    const section = title === undefined ? {} : { headingText: title };
    if (text.startsWith('|')) {
      const lines = text.split('\n').filter((line) => line.startsWith('|'));
      const [header, separator, ...rows] = lines;
      if (header && separator && /^\|[\s:|-]+\|$/.test(separator) && rows.length > 0) {
        passages.push({ text, order, zones: null, heading: sectionTerms, ...section, table: { header, separator, rows } });
      }
      return;
    }
    const items = isListBlock(text) ? listItems(text) : [];
    const itemZones = items.map(labelledZones);
    if (items.length > 1 && itemZones.every((zones) => zones !== null)) {
      passages.push({ text, order, zones: null, heading: sectionTerms, ...section, kind: 'zone-list' });
      items.forEach((item, index) => passages.push({ text: item, order, zones: itemZones[index] ?? null, heading: sectionTerms, ...section, kind: 'zone-item' }));
      return;
    }
    passages.push({ text, order, zones: labelledZones(text), heading: sectionTerms, ...section });
  });
  cache.set(article, passages);
  return passages;
}
