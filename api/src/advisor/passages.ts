import type { KnowledgeArticle } from './knowledge-base';
import { terms } from './text';

/** A paragraph or list of an article, with the zones it is written for when it names them. */
export interface Passage {
  text: string;
  order: number;
  zones: number[] | null;
}

const ZONE_LABEL = /^\*\*(?:ncc )?(?:climate )?zones? ([0-9][0-9\s,\-–&and]*)/i;

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

/** A passage that leans on the one before it reads badly on its own. */
const DANGLING_START = /^(another|this|these|that|those|it|they|also|but|however|so|such|the same)\b/i;

const cache = new WeakMap<KnowledgeArticle, Passage[]>();

/** The article's paragraphs and lists (headings and tables left out; a lead-in kept with its list). */
export function passagesOf(article: KnowledgeArticle): Passage[] {
  const cached = cache.get(article);
  if (cached) return cached;
  const blocks = article.body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith('#') && !block.startsWith('|'));
  const merged: string[] = [];
  for (const block of blocks) {
    const previous = merged.at(-1);
    if (previous !== undefined && previous.endsWith(':') && /^[-*] /.test(block)) merged[merged.length - 1] = `${previous}\n${block}`;
    else merged.push(block);
  }
  const passages = merged.map((text, order) => ({ text, order, zones: labelledZones(text) }));
  cache.set(article, passages);
  return passages;
}

/**
 * The passages that answer a query best for a zone: scored by shared terms, the zone's own
 * passage preferred, passages for other zones left out. Returned in article order.
 */
export function bestPassages(article: KnowledgeArticle, query: string, zone: number | null, limit = 3, maxChars = 1100): Passage[] {
  const queryTerms = new Set(terms(query));
  const scored = passagesOf(article)
    .filter((passage) => passage.zones === null || (zone !== null && passage.zones.includes(zone)))
    .map((passage) => {
      const passageTerms = new Set(terms(passage.text));
      let score = 0;
      for (const term of queryTerms) if (passageTerms.has(term)) score += 1;
      if (passage.zones !== null) score += 3;
      if (passage.order === 0) score += 0.5;
      if (DANGLING_START.test(passage.text)) score -= 1.5;
      return { passage, score };
    })
    .sort((a, b) => b.score - a.score || a.passage.order - b.passage.order);
  const chosen: Passage[] = [];
  let length = 0;
  for (const { passage } of scored) {
    if (chosen.length >= limit) break;
    if (length > 0 && length + passage.text.length > maxChars) continue;
    chosen.push(passage);
    length += passage.text.length;
  }
  return chosen.sort((a, b) => a.order - b.order);
}
