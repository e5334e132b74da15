/**
 * The domain's concepts and the everyday names visitors give them: "shiny foil" and "sisalation" are
 * reflective insulation, "pink batts" bulk insulation, "aircon" and "split system" reverse-cycle air
 * conditioning. A message that names a concept is about the advisor's subject (in scope); the
 * concept's words are added to the retrieval query, and its articles are where it is explained.
 */

/** One domain concept. */
export interface Concept {
  id: string;
  /** What the advisor calls it in a sentence ("reflective insulation"). */
  label: string;
  /** Its names in a visitor's lower-cased message. */
  names: RegExp;
  /** The words the articles use for it, added to the retrieval query. */
  query: string;
  /** Articles that explain it, most specific first (may be empty: retrieval finds them). */
  articles: readonly string[];
  /** An abbreviation and what it stands for, said when the visitor asks what it means. */
  acronym?: { short: string; long: string };
  /**
   * A single thing to do or buy (a measure), as opposed to a topic such as star ratings: a question
   * that names one is narrow. 'renovation' marks one a renter needs the landlord's agreement for.
   */
  measure?: 'diy' | 'renovation';
  /**
   * Named, it says what the question is about whatever else it names ("how do we prove our design
   * meets 7 stars?" is about the rating assessment, not the 7-star rule): its first article answers.
   * When several lead, the first in this list does, so the more specific are listed first.
   */
  leads?: boolean;
}

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'reflective-insulation',
    label: 'reflective foil insulation',
    names: /\b(shiny (foil|stuff|silver)|foil( ?board| stuff| insulation| sarking| blanket| batts?)?|sisalation|reflective (foil|insulation)|sarking|anticon|air ?cell)\b/,
    query: 'reflective foil insulation air gap',
    articles: ['bulk-vs-reflective-insulation'],
    measure: 'renovation',
  },
  {
    id: 'bulk-insulation',
    label: 'bulk insulation (batts)',
    names: /\b(pink batts|pink bats|batts?|bulk insulation|glass ?wool|rock ?wool|earthwool|fib(re|er) ?glass|polyester( batts| insulation)?|loose[- ]fill)\b/,
    query: 'bulk insulation batts',
    articles: ['insulation-ceilings-roofs', 'choosing-insulation', 'bulk-vs-reflective-insulation'],
    measure: 'renovation',
  },
  {
    id: 'ceiling-insulation',
    label: 'ceiling insulation',
    names: /\b((ceiling|roof|attic|roof space) (insulation|batts)|insulat\w* (the |my |our )?(ceiling|roof|attic)|(batts?|pink bats|insulation) (in|into|for|up in) (the |my |our )?(ceiling|roof|attic))\b/,
    query: 'ceiling roof insulation',
    articles: ['insulation-ceilings-roofs'],
    measure: 'renovation',
    // batts in the ceiling are ceiling insulation, whatever else the question calls them
    leads: true,
  },
  {
    id: 'wall-insulation',
    label: 'wall insulation',
    names: /\b(wall (insulation|batts)|insulat\w* (the |my |our )?(external )?walls?)\b/,
    query: 'wall insulation',
    articles: ['insulation-walls'],
    measure: 'renovation',
  },
  {
    id: 'floor-insulation',
    label: 'floor insulation',
    names: /\b((under ?floor|floor|slab) insulation|insulat\w* (under )?(the |my |our )?(floor|slab)s?)\b/,
    query: 'floor insulation underfloor',
    articles: ['insulation-floors'],
    measure: 'renovation',
  },
  {
    id: 'insulation',
    label: 'insulation',
    names: /\binsulat\w*\b/,
    query: 'insulation',
    articles: ['insulation-r-values-by-zone', 'choosing-insulation'],
    measure: 'renovation',
  },
  {
    id: 'r-value',
    label: 'R-value',
    names: /\b(r[- ]?(values?|numbers?|ratings?)|r\d+(\.\d)?)\b/,
    query: 'r-value total',
    articles: ['insulation-r-values-explained'],
  },
  {
    id: 'air-conditioning',
    label: 'reverse-cycle air conditioning',
    names: /\b(air ?con\w*|a\/c|splits?( ?systems?)?|reverse[- ]cycle|ducted|heat pump (heater|heating|aircon))\b/,
    query: 'reverse cycle air conditioner heating cooling',
    articles: ['reverse-cycle-heating-cooling', 'air-conditioner-sizing-and-labels'],
    measure: 'renovation',
  },
  {
    id: 'gas',
    label: 'gas',
    names: /\b(gas( bills?| heat\w*| ducted| appliances?| cooktop| connection)?|ducted gas)\b/,
    query: 'gas heating electric',
    articles: ['gas-to-electric', 'reverse-cycle-heating-cooling'],
  },
  {
    id: 'heating',
    label: 'heating',
    // a water heater is hot water, not heating; keeping warm is heating
    names: /\b(?<!(leak|leaks|leaking|lose|losing|lost|let|lets|escaping|trap|keep|water) )(heat(ing|er|ers)?(?! (pumps?|in|out|loss|gain|escap\w*|waves?|through))|heat (the|our|my|a) (house|home|place|rooms?)|keep(ing)? (the (house|home|place) |us |ourselves )?warm)\b/,
    query: 'heating reverse cycle',
    articles: ['reverse-cycle-heating-cooling'],
  },
  {
    id: 'electric-heaters',
    label: 'plug-in electric heaters',
    names: /\b((oil|oil[- ]column|column|panel|fan|bar|radiant|plug[- ]in|portable|electric|resistance) heat(ers?|ing))\b/,
    query: 'electric resistance heaters',
    articles: ['reverse-cycle-heating-cooling'],
  },
  {
    id: 'imperial-r-values',
    label: 'US R-values',
    names: /\b((us|american|imperial|u\.s\.?)\b[^.?!]{0,30}\br[- ]?(\d+|values?)|r[- ]?(\d+|values?)\b[^.?!]{0,30}\b(us|american|imperial|america))\b/,
    query: 'us imperial r-values',
    articles: ['r-values-us-vs-australian'],
    // a US figure is the question, whatever else it names: it has to be converted before it means anything here
    leads: true,
  },
  {
    id: 'electrification',
    label: 'going all-electric',
    names: /\b(induction|all[- ]electric|electrif\w*|go(ing)? electric|(get|getting) off gas|disconnect\w* (the |from )?gas)\b/,
    query: 'electrification gas electric induction',
    articles: ['gas-to-electric'],
    measure: 'renovation',
  },
  {
    id: 'glazing',
    label: 'double glazing',
    names: /\b(double[- ]?glaz\w*|triple[- ]?glaz\w*|double[- ]?pane\w*|low[- ]e|glazing|secondary glazing|retrofit glazing|(new|better|thicker) glass)\b/,
    query: 'double glazing windows',
    articles: ['double-glazing-retrofit', 'windows-u-value-shgc'],
    measure: 'renovation',
  },
  {
    id: 'downlights',
    label: 'downlights',
    names: /\bdown ?li(ght|te)s?\b/,
    query: 'downlights insulation clearance gaps',
    articles: ['insulation-installation-mistakes'],
    measure: 'renovation',
  },
  {
    id: 'windows',
    label: 'windows',
    names: /\bwindows?\b/,
    query: 'windows glazing',
    articles: ['windows-u-value-shgc', 'window-frames', 'glazing-orientation'],
    measure: 'renovation',
  },
  {
    id: 'window-frames',
    label: 'window frames',
    names: /\b((window )?frames?|upvc|thermally broken)\b/,
    query: 'window frames',
    articles: ['window-frames'],
    measure: 'renovation',
  },
  {
    id: 'shgc',
    label: 'SHGC',
    names: /\b(shgc|solar heat gain)\b/,
    query: 'shgc solar heat gain coefficient windows',
    articles: ['windows-u-value-shgc'],
    acronym: { short: 'SHGC', long: 'solar heat gain coefficient' },
  },
  {
    id: 'u-value',
    label: 'U-value',
    names: /\bu[- ]?values?\b/,
    query: 'u-value windows',
    articles: ['windows-u-value-shgc'],
  },
  {
    id: 'wers',
    label: 'WERS',
    names: /\b(wers|window energy rating)\b/,
    query: 'wers window energy rating scheme',
    articles: ['windows-u-value-shgc'],
    acronym: { short: 'WERS', long: 'Window Energy Rating Scheme' },
  },
  {
    id: 'hot-water',
    label: 'hot water',
    names: /\b(hws|hot water( system| service| unit| heater| tank)?s?|water heaters?)\b/,
    query: 'hot water system',
    articles: ['heat-pump-hot-water', 'heat-pumps-cold-climates-and-noise', 'solar-hot-water'],
    acronym: { short: 'HWS', long: 'hot water system' },
    measure: 'renovation',
  },
  {
    id: 'heat-pump',
    label: 'a heat pump',
    names: /\b(heat ?pumps?|cop)\b/,
    query: 'heat pump',
    articles: ['heat-pump-hot-water', 'heat-pumps-good-option', 'heat-pumps-cold-climates-and-noise', 'reverse-cycle-heating-cooling'],
    acronym: { short: 'COP', long: 'coefficient of performance' },
    measure: 'renovation',
  },
  {
    id: 'heat-pump-conditions',
    label: 'heat pumps in the cold, and their noise',
    // whether a heat pump copes with frost or bothers the neighbours is the cold-climate and noise article's
    names:
      /\bheat ?pumps?\b[^.?!]{0,60}\b(nois\w*|loud|quiet|annoy\w*|neighbours?|decibels?|db|cold(est)?|winters?|frost\w*|freezing|below zero|snow\w*|tassie|tasmania\w*|alpine|sub-?zero)\b|\b(nois\w*|loud|quiet|frost\w*|freezing|cold climates?|tassie|tasmania\w*|alpine)\b[^.?!]{0,60}\bheat ?pumps?\b/,
    query: 'cold climate noise heat pump',
    articles: ['heat-pumps-cold-climates-and-noise'],
    leads: true,
  },
  {
    id: 'solar-hot-water',
    label: 'solar hot water',
    // panels, collectors or tubes that heat the water are solar hot water, not solar power
    names: /\b(solar (hot water|water heat\w*|hws|thermal)|solar (panels?|collectors?|tubes?) (for|to heat) (the |our )?(hot )?water|evacuated tubes?)\b/,
    query: 'solar hot water collectors',
    articles: ['solar-hot-water'],
    measure: 'renovation',
  },
  {
    id: 'solar',
    label: 'solar panels',
    names: /\b(solar(?! (hot water|water|hws|heat gain|thermal|(panels?|collectors?|tubes?) (for|to heat) (the |our )?(hot )?water))( panels?| pv| system| power)?|pv|photovoltaic|rooftop solar|panels|\d+(\.\d+)? ?(kw|kilowatts?)( solar)? (system|setup|array))\b/,
    query: 'solar pv panels',
    articles: ['solar-pv-sizing-by-city', 'solar-feed-in-and-self-consumption', 'solar-panel-orientation-and-tilt'],
    measure: 'renovation',
  },
  {
    id: 'battery',
    label: 'a home battery',
    names: /\b(batter(y|ies)|powerwall|home storage|solar storage)\b/,
    query: 'home battery storage',
    articles: ['home-batteries'],
    measure: 'renovation',
  },
  {
    id: 'solar-output',
    label: 'what solar panels produce',
    names:
      /\b(output|yields?|generat\w*|produc\w*|kwh (a|per) day)\b[^.?!]{0,40}\b(panels?|solar|pv|system|array)\b|\b(panels?|solar|pv|system|array)\b[^.?!]{0,40}\b(output|yields?|generat\w*|produc\w*|kwh (a|per) day)\b/,
    query: 'solar system produce per day kwh city',
    articles: ['solar-pv-sizing-by-city'],
    leads: true,
  },
  {
    id: 'rule-start-dates',
    label: 'when the 7-star rules started',
    // "when did it come in": the dates each state adopted the rules are the answer
    names:
      /\b(ncc( 2022)?|building code|7[- ]stars?|seven[- ]stars?|new (energy |building )?rules?)\b[^.?!]{0,40}\b(start\w*|come in|came in|begin|began|kick\w* in|take effect|took effect|commenc\w*|in force)\b|\b(when (did|does|do|will|was|is|are)|what date|what year)\b[^.?!]{0,30}\b(ncc( 2022)?|building code|7[- ]stars?|seven[- ]stars?)\b/,
    query: '7-star adoption dates by state',
    articles: ['ncc-2022-state-adoption'],
    leads: true,
  },
  {
    id: 'feed-in',
    label: 'feed-in tariffs',
    names: /\b(feed[- ]?in( tariffs?| credits?| rates?)?|fit|solar credits?|export(ing)? (power|solar|electricity))\b/,
    query: 'feed-in tariff exports',
    articles: ['solar-feed-in-and-self-consumption'],
    // a feed-in credit on a bill is a question about feed-in, not about the bill
    leads: true,
  },
  {
    id: 'draughts',
    label: 'draught sealing',
    names: /\b(draughts?|drafts?|draughty|drafty|air leaks?|leaky|gaps|draught[- ]?(proof|seal|stop)\w*|gap[- ]?(seal|fill|stop)\w*|seal\w* (up )?(the )?gaps|weather ?strip\w*|door snakes?|breezy)\b/,
    query: 'draught sealing gaps air leakage',
    articles: ['draught-sealing'],
    measure: 'diy',
  },
  {
    id: 'condensation',
    label: 'condensation and mould',
    names: /\b(condensation|mou?ld\w*|damp\w*|fogg(ed|y) windows)\b/,
    query: 'condensation mould ventilation',
    articles: ['condensation-management'],
  },
  {
    id: 'shading',
    label: 'shading',
    // low sun through the windows is what shading stops ("the afternoon sun cooking the lounge"); a
    // shade of paint is a colour
    names: /\b((?<!(paint|colou?r|grey|gray|lighter|darker) )shad(e|es|ing)(?! of)|eaves|awnings?|external blinds|pergolas?|blinds|curtains|(afternoon|arvo|western|west|westerly|summer|morning|harsh|low) sun|sun (coming|pouring|beating|streaming|blasting|belting) (in|through|into|down on)|(block|stop|keep)\w* (out )?the sun( out)?)\b/,
    query: 'shading eaves awnings',
    articles: ['shading-and-eaves'],
    measure: 'diy',
  },
  {
    id: 'orientation',
    label: 'orientation',
    // "where should the lounge and kitchen point?", "which way should the house face?"
    names: /\b(orientation|orient\w*|north[- ]facing|face (north|south|east|west)|facing (north|south|east|west)|(where|which way) should (the |our |my )?(\w+ ){0,4}(point|face)|(to|on|towards?) the (north|south|east|west)\b(?! (of|side))|(north|south|east|west)[- ]facing)\b/,
    query: 'orientation north living areas',
    articles: ['glazing-orientation'],
  },
  {
    id: 'fans',
    label: 'ceiling fans and ventilation',
    names: /\b((ceiling |pedestal |whole[- ]house )?fans?|ventilat\w*|cross[- ]?breezes?|breezes?)\b/,
    query: 'ceiling fans ventilation',
    articles: ['ventilation-and-ceiling-fans'],
    measure: 'diy',
  },
  {
    id: 'thermal-mass',
    label: 'thermal mass',
    names: /\b(thermal mass|(concrete )?slab( floors?| on ground)?|rammed earth|reverse brick veneer|double brick)\b/,
    query: 'thermal mass',
    articles: ['thermal-mass'],
  },
  {
    id: 'thermal-bridging',
    label: 'thermal bridging',
    // a steel or metal frame conducts heat through the insulation: the frame is the bridging question
    names: /\b(thermal(ly)? bridg\w*|cold bridg\w*|(steel|metal|alumin\w*) (fram\w*|studs?|stud walls?))\b/,
    query: 'thermal bridging steel frame',
    articles: ['thermal-bridging'],
    leads: true,
  },
  {
    id: 'thermal-break',
    label: 'a thermal break',
    names: /\bthermal breaks?\b/,
    query: 'thermal break',
    articles: ['thermal-breaks'],
  },
  {
    id: 'nathers-zones',
    label: 'NatHERS climate zones',
    // NCC zones run 1-8, so a zone numbered 9 or more is one of NatHERS' 69
    names: /\b(nathers (climate )?zones?|zones? (9|[1-9]\d)\b)/,
    query: 'nathers climate zones 69 ncc zones',
    articles: ['nathers-vs-ncc-climate-zones'],
    leads: true,
  },
  {
    id: 'seven-stars',
    label: 'the 7-star standard',
    names: /\b((7|seven)[- ]?stars?|ncc 2022)\b/,
    query: 'ncc 2022 7 stars',
    articles: ['ncc-2022-overview', 'ncc-2022-state-adoption', 'star-bands-and-savings'],
  },
  {
    id: 'rating-check',
    label: "checking a design's star rating",
    names:
      /\b((prove|check|confirm|verify|know|test|sure|show)\w*\b[^.?!]{0,40}\b(meets?|gets?|pass(es)?|achieves?|reach(es)?|hits?|makes?|compl(y|ies))\b[^.?!]{0,20}\b(\d(\.\d)?|seven)[- ]?stars?|who (checks|rates|assesses|signs off|certifies)\b[^.?!]{0,40}\b(stars?|rating|plans|design|drawings)|(energy|nathers|star) (rating )?(assessment|assessor|certificate|report))\b/,
    query: 'nathers assessor rating',
    articles: ['nathers-star-ratings'],
    leads: true,
  },
  {
    id: 'star-steps',
    label: 'the difference a star makes',
    // going from one star band to another ("six to seven stars", "8 stars or is 7 plenty", "beyond 7")
    names:
      /\b((8|9|10|eight|nine|ten)[- ]?stars?|(beyond|past|above|over|more than) (7|seven)( stars?)?|(6|six)(-star| stars?)? (to|or|vs\.?|versus|and) (7|seven)|(7|seven)(-star| stars?)? (vs\.?|versus|or|and) (6|six))\b/,
    query: '7 stars 6 stars savings beyond 7 stars',
    articles: ['seven-vs-six-stars'],
    leads: true,
  },
  {
    id: 'improve-rating',
    label: 'lifting a star rating',
    names: /\b((lift|raise|improve|boost|increase|get|bump|push)\w*\b[^.?!]{0,30}\b(star rating|stars?|rating)|(under|short of|below) (7|seven) stars?|at \d(\.\d)? stars?|rating just over \d)\b/,
    query: 'improving star rating design',
    articles: ['improving-your-star-rating'],
    leads: true,
  },
  {
    id: 'star-rating',
    label: 'star ratings',
    names: /\b(star ratings?|stars?|nathers|energy ratings?|house energy rating)\b/,
    query: 'nathers star rating',
    articles: ['nathers-star-ratings'],
    acronym: { short: 'NatHERS', long: 'Nationwide House Energy Rating Scheme' },
  },
  {
    id: 'basix',
    label: 'BASIX',
    names: /\bbasix\b/,
    query: 'basix nsw',
    articles: ['basix-nsw'],
    acronym: { short: 'BASIX', long: 'Building Sustainability Index' },
  },
  {
    id: 'ncc',
    label: 'the NCC',
    names: /\b(ncc|national construction code|building code)\b/,
    query: 'ncc national construction code',
    articles: ['ncc-2022-overview'],
    acronym: { short: 'NCC', long: 'National Construction Code' },
  },
  {
    id: 'whole-of-home',
    label: 'the whole-of-home budget',
    names: /\bwhole[- ]of[- ]home\b/,
    query: 'whole of home energy budget',
    articles: ['whole-of-home-energy-budget'],
  },
  {
    id: 'climate-zone',
    label: 'climate zones',
    names: /\b(climate zones?|ncc zones?|zone \d|(which|what) zone)\b/,
    query: 'climate zone',
    articles: ['ncc-climate-zones', 'finding-your-climate-zone', 'nathers-vs-ncc-climate-zones'],
  },
  {
    id: 'rebates',
    label: 'rebates',
    names: /\b(rebates?|subsid\w*|discounts?|grants?|incentives?|interest[- ]free loans?|cashback|stcs?|government help)\b/,
    query: 'rebates',
    articles: ['rebates-federal'],
    acronym: { short: 'STC', long: 'small-scale technology certificate' },
  },
  {
    id: 'new-build',
    label: 'a new build',
    names: /\b(new (build|home|house|dwelling)|building (a |our )?(new|house|home)|build(ing)? new|knock[- ]?down|plans drawn)\b/,
    query: 'new build design',
    articles: ['new-build-design-choices'],
  },
  {
    id: 'energy',
    label: 'energy use',
    names: /\b(energy|power|electricity|bills?|kwh|running costs?|tariffs?|efficien\w*|emissions|carbon)\b/,
    query: '',
    articles: [],
  },
];

export const conceptById = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

const acronymPatterns = new Map(
  CONCEPTS.flatMap((concept) => (concept.acronym ? [[concept.id, new RegExp(`\\b${concept.acronym.short.toLowerCase()}\\b`)] as const] : [])),
);

/** Whether a lower-cased text uses the concept's abbreviation ("shgc"); false for a concept without one. */
export const namesAcronym = (concept: Concept, text: string): boolean => acronymPatterns.get(concept.id)?.test(text) ?? false;
