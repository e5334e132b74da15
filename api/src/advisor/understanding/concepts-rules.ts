import type { Concept } from './concept';

/** Ratings, rules, zones, rebates and the kind of project. Order matters: see {@link Concept.leads}. */
export const RULE_CONCEPTS: readonly Concept[] = [
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
    articles: ['ncc-2022-overview', 'ncc-2022-state-adoption', 'star-bands-and-savings', 'seven-vs-six-stars'],
    rule: true,
  },
  {
    id: 'rating-check',
    label: "checking a design's star rating",
    names:
      /\b((prove|check|confirm|verify|know|test|sure|show)\w*\b[^.?!]{0,40}\b(meets?|gets?|pass(es)?|achieves?|reach(es)?|hits?|makes?|compl(y|ies))\b[^.?!]{0,20}\b(\d(\.\d)?|seven)[- ]?stars?|who (checks|rates|assesses|signs off|certifies)\b[^.?!]{0,40}\b(stars?|rating|plans|design|drawings)|(star |energy |nathers )?(rating|assessment) (done|doing|needed|required) (on|for) (the |our |my )?(plans|drawings|design)|who (actually |even |normally |usually )?(does|do|can do|will do|provides?|issues?) (the |an? )?(energy |star |nathers )?(ratings?|assessments?|certificates?)|(energy|nathers|star) (rating )?(assessment|assessor|certificate|report))\b/,
    query: 'nathers assessor rating',
    articles: ['nathers-star-ratings'],
    leads: true,
  },
  {
    id: 'star-steps',
    label: 'the difference a star makes',
    // going from one star band to another ("six to seven stars", "8 stars or is 7 plenty", "beyond 7")
    names:
      /\b((8|9|10|eight|nine|ten)[- ]?stars?|(an? |that |the |one )?(extra|additional|another|next) (half )?star\b|(beyond|past|above|over|more than) (7|seven)( stars?)?|(6|six)(-star| stars?)? (to|or|vs\.?|versus|and) (an? )?(7|seven)|(7|seven)(-star| stars?)? (vs\.?|versus|or|and) (an? )?(6|six)|(7|seven)[- ]?stars? ([a-z]+ ){0,2}(than|then|over|from|compared (to|with)|vs\.?|versus) (an? |the )?(6|six)|(6|six)[- ]?stars? [^.?!]{0,40}\b(pay|go|upgrade|step up|bump) (for|to|up to) (7|seven)|([5-7]|five|six|seven)(\.\d)?[- ]?stars?\b[^?!]{0,80}?\b(go|going|push\w*|chas\w*|aim\w*|step\w* up|bump\w*|upgrad\w*|pay\w*|spend\w*)\b[^?!.]{0,20}?\b(to|for|an?|at) (an? )?([6-9]|10|six|seven|eight|nine|ten)( stars?)?(?![.,]?\d)(?! (bed|room|kw|year|month|week|day|metre|m)\w*)|([1-6]|one|two|three|four|five|six)(\.\d)?[- ]?stars?( rating)? [^.?!]{0,30}\b(compare\w*|vs\.?|versus|than|against|behind)\b[^.?!]{0,30}\b(7|seven)[- ]?stars?(?! (rule|requirement|minimum|standard|law)\b)|\b(7|seven)\b[^.?!]{0,20}\b(than|then|vs\.?|versus|compared (to|with))\s+(an? )?(6|six)\b(?![.\d]| ?(kw|bed|room|year|month|metre|m\b)))\b/,
    query: '7 stars 6 stars savings beyond 7 stars',
    articles: ['seven-vs-six-stars'],
    leads: true,
  },
  {
    id: 'outdoor-living',
    label: 'an outdoor living area',
    // Queensland lets some designs under 7 stars comply with a qualifying outdoor living area
    names: /\b(outdoor living( areas?| rooms?| spaces?)?|al ?fresco( areas?)?|outdoor (entertaining|room)( areas?)?)\b/,
    query: 'outdoor living area queensland',
    articles: ['ncc-2022-state-adoption'],
    leads: true,
  },
  {
    id: 'improve-rating',
    label: 'lifting a star rating',
    names: /\b((get|gets|getting|bump|push|lift|drag|jack)\w* (it|that|this|the|our) (number|rating|score|star rating) up|(lift|raise|improve|boost|increase|(?<!\b(?:have|having|has|had|need|needs|needing) to )get(?!\w* (?:asked|told|quoted|sent|given|caught|stuck|slugged|hit|dragged|roped)\b)|bump|push)\w*\b[^.?!]{0,30}\b(star rating|stars?|(?<!\br[- ]?)rating)|(under|short of|below) (7|seven) stars?|at \d(\.\d)? stars?|rating just over \d|\d\.\d ?stars?\b[^?!]{0,40}\b(7|seven|need|get|up to|over the line)|tweaks?\b[^.?!]{0,30}\b(stars?|rating)|(reach|get to|get up to|over the line to|make it to|lift it to|bump it to) (7|seven)( stars?)?|(get|gets|getting) (us|it|them|the (house|home|design|plans?)) over the line|(cheapest|easiest|best|cheap|simplest) way to (hit|get to|reach|achieve|make|get) (7|seven)|how (do|can|could|would) (we|i|you) (hit|get to|reach|achieve|make) (7|seven))\b/,
    query: 'improving star rating design',
    articles: ['improving-your-star-rating'],
    leads: true,
  },
  {
    id: 'star-rating',
    label: 'star ratings',
    // (or how a home would rate: "what would a 1980s house like ours rate?")
    names: /\b(star ratings?|stars?|nathers|energy ratings?|house energy rating|(what|how) (would|will|does|do|might|could) (a |an |the |our |my )?([\w'-]+ ){0,8}rate(?! (of|for|per|is|was|it|them|this|that)\b))\b/,
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
    rule: true,
  },
  {
    id: 'ncc',
    label: 'the NCC',
    names: /\b(ncc|national construction code|building code)\b/,
    query: 'ncc national construction code',
    articles: ['ncc-2022-overview'],
    acronym: { short: 'NCC', long: 'National Construction Code' },
    rule: true,
  },
  {
    id: 'whole-of-home',
    label: 'the whole-of-home budget',
    names: /\bwhole[- ]of[- ]home\b/,
    query: 'whole of home energy budget',
    articles: ['whole-of-home-energy-budget'],
    rule: true,
  },
  {
    id: 'approvals',
    label: 'approvals and the energy rules',
    // the paperwork a project needs ("what red tape are we up for?"): which energy rules apply to it
    names: /\b(paperwork|red tape|approvals?|permits?|sign[- ]?offs?(?! (on )?(the |our |my )?(plans?|design|drawings))|certification|hoops to jump)\b/,
    query: 'regulation required certificate',
    articles: ['ncc-2022-state-adoption'],
    rule: true,
  },
  {
    id: 'climate-zone',
    label: 'climate zones',
    // (a zone named by its climate: "the alpine zone", "a tropical zone", "cool temperate zone")
    names: /\b(climate zones?(?! (?:9|[1-9]\d)\b)|ncc zones?|zone \d(?!\d)|(which|what|same|different|another|our|my|[a-z]+'s) (climate |ncc |building )?zones?(?! (out|in on|of (comfort|influence)))|(the |an? )(alpine|tropical|subtropical|sub-tropical|temperate|cool temperate|warm temperate|mild temperate|hot dry|hot humid|humid|arid|desert|cold|cool|snow) zones?)\b/,
    query: 'climate zone',
    articles: ['ncc-climate-zones', 'finding-your-climate-zone', 'nathers-vs-ncc-climate-zones'],
  },
  {
    id: 'rebates',
    label: 'rebates',
    // a loan for the upgrades ("any loans for that?", "cheap finance"), not a home loan
    names: /\b(rebates?|subsid\w*|discounts?|grants?|incentives?|interest[- ]free loans?|(?<!\b(?:home|house|car|personal|student|bank|mortgage|pay ?day) )loans?|cheap finance|green finance|borrow\w* (money |cheaply|cheap)|cashback|stcs?|government help|help from (the )?(government|govt|state|territory|council)|spread(s|ing)? (out )?(the )?(cost|costs|price|payments?))\b/,
    query: 'rebates',
    articles: ['rebates-federal'],
    acronym: { short: 'STC', long: 'small-scale technology certificate' },
  },
  {
    id: 'landlord',
    label: 'the landlord',
    // asking the landlord or agent for an upgrade is a renter's question
    names:
      /\b(landlord|landlady|property manager|rental provider|(ask\w*|push\w*|nudg\w*|nag\w*|badger\w*|bug|bugging|hassl\w*|pester\w*|lobby\w*|crack at|talk\w* to|convinc\w*|persuad\w*|approach\w*|get|getting|request\w*) (the )?(owners?|landlord|agent|real estate( agent)?|property manager))\b/,
    // what to ask the owner for: the renters' article's "talk to the landlord" upgrades
    query: 'landlord renters ask owner upgrades',
    articles: ['renters-energy-efficiency'],
  },
  {
    id: 'new-build',
    label: 'a new build',
    names: /\b(new (builds?|homes?|houses?|dwellings?)|building (a |our )?(new|house|home)|build(ing)? new|knock[- ]?down|plans drawn)\b/,
    query: 'new build design',
    articles: ['new-build-design-choices'],
  },
  {
    id: 'energy-use',
    label: 'where a home uses its energy',
    // what uses the most, where the power goes: the biggest uses come first in the bills article
    names:
      /\b((uses?|using|eats?|eating|chews?( through)?|chewing( through)?|guzzl\w*|hogs?) (up )?(the )?most (energy|power|electricity|gas)|(biggest|largest|main) (energy |power |electricity )?(users?|guzzlers?|hogs?|drains?|suckers?)|where('s| is| does)? (all )?(our |the |my )?(power|energy|electricity) (actually |really )?(go|going|goes)|what uses (the )?most|(chewing|eating|guzzling|sucking|burning) (through |up )?(the |all the |our |so much )?(power|energy|electricity))\b/,
    query: 'biggest energy uses heating hot water share',
    articles: ['reduce-energy-bills'],
    leads: true,
  },
  {
    id: 'energy',
    label: 'energy use',
    names: /\b(energy|power|electricity|bills?|kwh|running costs?|tariffs?|efficien\w*|emissions|carbon)\b/,
    query: '',
    articles: [],
  },
];
