/**
 * The answer to a broad question ("how do I make my house more efficient?", "our bills are through the
 * roof"): a short prioritised list of measures, one line each from its article's summary (so every
 * figure is in a cited article), chosen for the visitor's situation: a renter hears what needs no
 * renovation, a new build hears design choices, an existing home the upgrades in their usual order.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Theme } from '../understanding/broad-asks';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { firstSentence } from './sentences';

/** How a measure is named in the list, by the article that explains it. */
const MEASURE_NAMES: Record<string, string> = {
  'draught-sealing': 'Seal draughts',
  'insulation-ceilings-roofs': 'Insulate the ceiling',
  'insulation-floors': 'Insulate under the floor',
  'shading-and-eaves': 'Shade the windows',
  'reverse-cycle-heating-cooling': 'Heat and cool with reverse-cycle air conditioning',
  'gas-to-electric': 'Replace gas appliances with heat pumps',
  'heat-pump-hot-water': 'Switch to a heat pump water heater',
  'solar-feed-in-and-self-consumption': 'Add rooftop solar and use its power yourself',
  'ventilation-and-ceiling-fans': 'Use ceiling fans and breezes',
  'double-glazing-retrofit': 'Upgrade the windows (usually last: it costs most)',
  'glazing-orientation': 'Face living areas and windows north',
  'insulation-r-values-by-zone': "Insulate to your climate zone's levels",
  'whole-of-home-energy-budget': 'Choose efficient fixed appliances and solar',
  'passive-design-tropical': 'Design for the tropics',
  'passive-design-subtropical': 'Design for the subtropics',
  'passive-design-hot-dry': 'Design for a hot dry climate',
  'passive-design-temperate': 'Design for a temperate climate',
  'passive-design-cool-alpine': 'Design for a cool climate',
};

type Situation = 'renter' | 'new build' | 'existing';

/**
 * An overview: the article whose summary answers the broad question (cited first; its summary opens
 * the answer unless `opening` is given) and the measures, most worthwhile first, one line each.
 */
interface OverviewPlan {
  source: string;
  opening?: string;
  measures: string[];
}

/** The overview for each situation and theme, in the knowledge base's order of priority. */
function planFor(situation: Situation, theme: Theme, collected: CollectedVariables, topFloor = false): OverviewPlan {
  const zone = Number(collected.climate_zone) || null;
  const efficientHeating = collected.heating_fuel === 'gas' ? 'gas-to-electric' : 'reverse-cycle-heating-cooling';
  if (situation === 'renter') {
    // what needs no renovation: seals and snakes, using the heating well, fans, blinds
    const measures =
      theme === 'cooling'
        ? ['shading-and-eaves', 'ventilation-and-ceiling-fans', 'draught-sealing']
        : theme === 'warmth'
          ? ['draught-sealing', 'reverse-cycle-heating-cooling', 'ventilation-and-ceiling-fans']
          : ['draught-sealing', 'ventilation-and-ceiling-fans', 'reverse-cycle-heating-cooling'];
    return { source: 'renters-energy-efficiency', measures };
  }
  if (situation === 'new build') {
    const climate = zone === null ? [] : [passiveDesignFor(zone)];
    // in a warm humid climate a design keeps the sun out and lets breezes through first
    if (zone !== null && zone <= 2) {
      return { source: 'new-build-design-choices', opening: OPENINGS.humid, measures: [...climate, 'shading-and-eaves', 'ventilation-and-ceiling-fans', 'glazing-orientation', 'whole-of-home-energy-budget'] };
    }
    return { source: 'new-build-design-choices', measures: [...climate, 'glazing-orientation', 'insulation-r-values-by-zone', 'shading-and-eaves', 'whole-of-home-energy-budget'] };
  }
  switch (theme) {
    case 'warmth':
      return {
        source: 'retrofit-priorities',
        opening: OPENINGS.warmth,
        // (the knowledge base's order for an existing home: the ceiling first, as the biggest heat path)
        measures: ['insulation-ceilings-roofs', 'draught-sealing', ...(zone === null || zone >= 6 ? ['insulation-floors'] : []), efficientHeating, 'double-glazing-retrofit'],
      };
    case 'cooling':
      // the rooms under the roof take its heat: the ceiling comes first
      if (topFloor) {
        return { source: 'retrofit-priorities', opening: OPENINGS.topFloor, measures: ['insulation-ceilings-roofs', 'shading-and-eaves', 'ventilation-and-ceiling-fans', 'reverse-cycle-heating-cooling'] };
      }
      return { source: 'retrofit-priorities', opening: OPENINGS.cooling, measures: ['shading-and-eaves', 'ventilation-and-ceiling-fans', 'insulation-ceilings-roofs', 'reverse-cycle-heating-cooling'] };
    case 'bills':
      return { source: 'reduce-energy-bills', measures: ['draught-sealing', 'insulation-ceilings-roofs', efficientHeating, 'heat-pump-hot-water', 'solar-feed-in-and-self-consumption'] };
    case 'efficiency':
      return zone !== null && zone <= 2
        ? { source: 'retrofit-priorities', opening: OPENINGS.humid, measures: ['shading-and-eaves', 'ventilation-and-ceiling-fans', 'insulation-ceilings-roofs', 'heat-pump-hot-water'] }
        : { source: 'retrofit-priorities', measures: ['insulation-ceilings-roofs', 'draught-sealing', 'shading-and-eaves', efficientHeating, 'heat-pump-hot-water'] };
  }
}

/** The passive design article for a climate zone. */
export function passiveDesignFor(zone: number): string {
  if (zone === 1) return 'passive-design-tropical';
  if (zone === 2) return 'passive-design-subtropical';
  if (zone <= 4) return 'passive-design-hot-dry';
  if (zone <= 6) return 'passive-design-temperate';
  return 'passive-design-cool-alpine';
}

/** Openings for overviews no single article's summary answers, and for a missing source article. */
const OPENINGS = {
  warmth: 'To make a home warmer, keep the heat in first by insulating the ceiling and sealing draughts, then heat it efficiently:',
  topFloor: 'Upstairs rooms take the heat that comes through the roof, so insulate the ceiling first, then shade the windows and move air:',
  cooling: 'To keep a home cool, shade the windows from outside first to keep the heat out, then move air, and cool efficiently last:',
  humid: 'In a warm, humid climate, shade from the sun and cooling breezes come first:',
  renter: 'As a renter, start with the changes you can make without renovating:',
  'new build': 'For a new build, the design choices that matter most are made on paper:',
  existing: 'For an existing home, the upgrades that usually pay off most, in order, are:',
} as const;

const RENTER_CLOSING =
  "Insulation, new windows, solar and a new hot water system need your landlord's agreement, so they are worth raising with them.";
const CLOSING = 'Ask me about any of these and I can go into detail.';

/** An article's first paragraph when it is prose stating a figure (a share, a price, a count). */
function leadWithFigures(article: KnowledgeArticle): string | undefined {
  if (!leads.has(article)) {
    const lead = article.body.split(/\n\s*\n/, 1)[0]?.trim() ?? '';
    leads.set(article, lead !== '' && !/^(#|[-*]|\d+\.|\|)/.test(lead) && /\d/.test(lead) ? lead : undefined);
  }
  return leads.get(article);
}
const leads = new WeakMap<KnowledgeArticle, string | undefined>();

function situationOf(understanding: Understanding, collected: CollectedVariables): Situation {
  if (collected.tenure === 'renter') return 'renter';
  const saysNewBuild = understanding.concepts.includes('new-build');
  const notNewBuild = understanding.excluded.includes('new-build');
  if (!notNewBuild && (saysNewBuild || collected.project_type === 'new build')) return 'new build';
  return 'existing';
}

function planOf(understanding: Understanding, collected: CollectedVariables): OverviewPlan {
  return planFor(situationOf(understanding, collected), understanding.theme ?? 'efficiency', collected, understanding.topFloor === true);
}

/**
 * The articles of the overview: the one whose summary answers the question, then its measures' best
 * first, without the ones for measures the visitor ruled out ("we don't want solar").
 */
export function overviewArticleIds(understanding: Understanding, collected: CollectedVariables, limit = 4): string[] {
  // (a measure ruled out takes its articles with it; a thing the home lacks only its own: "no gas connected"
  // leaves the reverse-cycle heating that replaces gas)
  const ruledOut = new Set(
    understanding.excluded.flatMap((id) => {
      const concept = conceptById.get(id);
      return (concept?.measure === undefined ? concept?.articles.slice(0, 1) : concept.articles) ?? [];
    }),
  );
  const plan = planOf(understanding, collected);
  // "top three things": as many as asked for
  return [plan.source, ...plan.measures.filter((id) => !ruledOut.has(id)).slice(0, understanding.count ?? limit)];
}

/**
 * The opening after the visitor said some measures are done ("we did the ceiling last year"): what is
 * left out, and that the list goes on from there. Undefined when nothing was said done.
 */
function afterDone(understanding: Understanding): string | undefined {
  const labels = (understanding.setAside ?? []).flatMap((id) => conceptById.get(id)?.label ?? []);
  // "insulation" beside "wall insulation" says nothing more
  const names = labels.filter((label) => !labels.some((other) => other !== label && other.includes(label)));
  if (names.length === 0) return undefined;
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `With ${listed} already taken care of, these are the next steps, most worthwhile first:`;
}

/** The overview's text: the answer in one sentence, one line per measure, and an offer to go deeper. */
export function overviewText(understanding: Understanding, collected: CollectedVariables, articles: readonly KnowledgeArticle[]): string[] {
  const situation = situationOf(understanding, collected);
  const plan = planOf(understanding, collected);
  const source = articles.find((article) => article.id === plan.source);
  const done = afterDone(understanding);
  const opening = done ?? plan.opening ?? (source ? firstSentence(source.summary) : OPENINGS[situation]);
  // the source's lead paragraph, when it gives the figures behind the order ("space heating alone is
  // about 37% ..., hot water about a quarter"): why these come first
  const why = done === undefined && plan.opening === undefined && source ? leadWithFigures(source) : undefined;
  const lines = articles
    .filter((article) => article !== source)
    .map((article, index) => `${index + 1}. **${MEASURE_NAMES[article.id] ?? article.title}**: ${firstSentence(article.summary)}`);
  return [opening, ...(why ? [why] : []), lines.join('\n'), situation === 'renter' ? `${RENTER_CLOSING} ${CLOSING}` : CLOSING];
}
