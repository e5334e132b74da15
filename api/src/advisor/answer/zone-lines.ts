/**
 * An article's lines for one NCC climate zone: its zone list's item ("Zones 3-5: both heating and
 * cooling ..."), its zones table's row ("| 6 | Mild temperate | Melbourne |"), and the item that
 * sets two things compared against each other for the visitor's zone.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { passagesOf } from '../knowledge/article-passages';

/** The article's table row for a zone ("| 6 | Mild temperate | Melbourne |"), said as a sentence. */
export function zoneRow(article: KnowledgeArticle, zone: string): string | undefined {
  for (const line of article.body.split('\n')) {
    const [number, name, example] = /^\s*\|(.+)\|\s*$/.exec(line)?.[1]?.split('|').map((cell) => cell.trim()) ?? [];
    if (number === zone && name && example) return `NCC climate zone ${zone} is ${name.toLowerCase()}, as in ${example}.`;
  }
  return undefined;
}

/** A zone list's line as a sentence ("Zones 3-5: both heating and cooling ..."). */
export const ZONE_LINE = /^\W*zones? \d/i;

/** A zone list's label ("- **Zones 1-2**: "), said as a lead-in ("Zones 1-2: "). */
const ZONE_ITEM_LABEL = /^\s*[-*]\s+\*\*([^*]+)\*\*:?\s*/;

/** The article's line for a zone, said with its label as a lead-in ("Zones 1-3: wall insulation helps keep air-conditioned rooms cool ..."). */
export function zoneLine(article: KnowledgeArticle, zone: number): string | undefined {
  const item = passagesOf(article).find((passage) => passage.kind === 'zone-item' && passage.zones?.includes(zone));
  if (!item) return undefined;
  const label = ZONE_ITEM_LABEL.exec(item.text);
  const said = item.text.replace(ZONE_ITEM_LABEL, '').replace(/\*\*/g, '').trim();
  return label ? `${label[1]}: ${said}` : said;
}

/** Asking whether one thing does as well as another: "as good as", "does the job of", "a substitute for". */
const AS_GOOD_AS = /\bas (good|effective|warm|efficient) as\b|\b(does|do) the (same |whole )?job\b|\bsubstitute\b|\bjust as\b|\bsame as\b/;

/**
 * The article's line for the visitor's zone, when it names both things compared ("Zones 1-2: heat pumps
 * work well; solar hot water is slightly more efficient ...") or the article is written to compare them.
 */
export function zoneComparison(article: KnowledgeArticle, understanding: Understanding, zone: number): string | undefined {
  const [first, second] = (understanding.compared ?? []).map((id) => conceptById.get(id));
  // (not whether one does as well as the other, "is the foil as good as proper batts?": the summary says so in every zone)
  if (!first || !second || first === second || AS_GOOD_AS.test(understanding.own ?? understanding.text)) return undefined;
  const line = zoneLine(article, zone);
  const text = line?.toLowerCase() ?? '';
  // (an article written to compare the two, by a title that sets them against each other, answers the comparison in every zone line)
  const title = article.title.toLowerCase();
  const written = /\s(vs\.?|versus|or)\s/.test(title) && first.names.test(title) && second.names.test(title);
  return line && (written || (first.names.test(text) && second.names.test(text))) ? line : undefined;
}
