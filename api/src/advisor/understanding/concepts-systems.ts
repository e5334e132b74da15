import type { Concept } from './concept';

/** Appliances and power: hot water, heat pumps, solar, batteries and feed-in. Order matters: see {@link Concept.leads}. */
export const SYSTEM_CONCEPTS: readonly Concept[] = [
  {
    id: 'hot-water',
    label: 'hot water',
    // (a storage tank or cylinder said with its fuel is the hot water's: "the electric storage tank finally carked it")
    names: /\b(hws|hot water( system| service| unit| heater| tank)?s?|water heaters?|hotties?|hotty|(electric|gas|off[- ]peak|storage)( storage)? (tank|cylinder)s?)\b/,
    query: 'hot water system',
    articles: ['heat-pump-hot-water', 'heat-pumps-cold-climates-and-noise', 'solar-hot-water'],
    acronym: { short: 'HWS', long: 'hot water system' },
    measure: 'renovation',
  },
  {
    id: 'heat-pump',
    label: 'a heat pump',
    names: /\b(heat ?pumps?|cop(?! (it|that|this|the|a|an|them|some|it sweet|out)\b)|(looks?|looking) like an? (air ?con\w*|air conditioner)( unit)? (stuck |bolted |attached )?(to|on|on top of|beside) (the |a )?tank|tank with (a |the )?(big )?fan( thing| unit)? on (top|it))\b/,
    query: 'heat pump',
    articles: ['heat-pump-hot-water', 'heat-pumps-good-option', 'heat-pumps-cold-climates-and-noise', 'reverse-cycle-heating-cooling'],
    acronym: { short: 'COP', long: 'coefficient of performance' },
    measure: 'renovation',
  },
  {
    id: 'heat-pump-conditions',
    label: 'heat pumps in the cold, and their noise',
    // whether a heat pump copes with frost or bothers the neighbours is the cold-climate and noise article's
    // (a strange noise, "a weird ticking noise", is a thing failing, not a heat pump's hum)
    // (the worry may come in the next sentence, about "them": "worth it in Canberra? I've heard they struggle in the cold")
    names:
      /\b((?<!\b(?:ticking|clicking|banging|knocking|rattling|grinding|weird|wierd|strange|funny|odd|dripping|hissing)\s)nois\w*|loud|racket|din|humm\w*)\b[^.?!]{0,40}\bheat ?pumps?\b|\bheat ?pumps?\b[^.?!]{0,60}[.?!]?\s+[^.?!]{0,30}\b(they|them|it|one|ones|those)\b[^.?!]{0,40}\b(nois\w*|loud|cold(est)?|frost\w*|freezing|below zero|sub-?zero|minus\w*|icy)\b|\bheat ?pumps?\b[^.?!]{0,60}\b(nois\w*|loud|quiet|annoy\w*|neighbours?|decibels?|db|cold(est)?|winters?|frost\w*|freezing|below zero|snow\w*|tassie|tasmania\w*|alpine|sub-?zero|minus\w*|icy|chilly|cold (mornings?|nights?|snaps?|spells?))\b|\b((?<!\b(?:ticking|clicking|banging|knocking|rattling|grinding|weird|wierd|strange|funny|odd|dripping|hissing)\s)nois\w*|loud|quiet|frost\w*|freezing|winters?|cold climates?|tassie|tasmania\w*|alpine|minus[- ]\w+|sub-?zero|below zero|icy|cold (mornings?|nights?|snaps?))\b[^.?!]{0,60}\bheat ?pumps?\b|\b(cold[- ]climate|cold[- ]rated|co2|r744)\b[^.?!]{0,12}\b(models?|units?|versions?|heat ?pumps?|systems?|refrigerant)\b/,
    query: 'cold climate noise heat pump',
    articles: ['heat-pumps-cold-climates-and-noise'],
    leads: true,
  },
  {
    id: 'heat-pump-water-heater',
    label: 'a heat pump water heater',
    // a heat pump named with hot water, in any order and across sentences ("our gas hot water is dying.
    // is a heat pump worth it?"), is a heat pump water heater
    names: /\b(hot water|hws|water heaters?|hot water (systems?|units?|tanks?))\b(?:(?!\b(?:heating|heater|aircon|air con|split|reverse[- ]cycle)\b)[^?!]){0,140}\bheat ?pumps?\b(?! (?:for|to) (?:heat|heating|warm|cool))|\bheat ?pumps?\b[^?!]{0,40}\b(hot water|hws|water heaters?)\b/,
    query: 'heat pump hot water',
    articles: ['heat-pump-hot-water'],
    measure: 'renovation',
    leads: true,
  },
  {
    id: 'pool-pump',
    label: 'pool and spa pumps',
    names: /\b(pool|spa) (pumps?|filters?|filtration|heat(ing|ers?|pumps?)|equipment|motors?)\b|\bpool\b[^.?!]{0,30}\bpumps?\b/,
    query: 'pool spa pumps',
    articles: ['pool-and-spa-pumps'],
    measure: 'renovation',
    leads: true,
  },
  {
    id: 'solar-hot-water',
    label: 'solar hot water',
    // panels, collectors or tubes that heat the water are solar hot water, not solar power
    // (and a bare "solar" said after the hot water or for it: "should the new hot water be a heat pump or
    // the old-school solar?", "heat pump or solar for the hot water?")
    names: /\b(solar (hot water|water heat\w*|hws|thermal)( (panels?|collectors?|tubes?|system|unit|tank))?|solar (panels?|collectors?|tubes?) (for|to heat) (the |our )?(hot )?water|evacuated tubes?|solahart|(?<=\b(hot water|hws|tank)\b[^.?!]{0,60})(heats? (it |the water )?(with|from|using) the sun|uses the sun|sun[- ](heated|powered))|(electric |gas )?boosters?|boosting|solar (for|on) (the |our )?hot water|(?<=\b(hot water|hws|tank)\b[\s\S]{0,100})(solar( panels?)?( on (the |our )?roof)?(?= (or|vs|versus) (a |an |one of those |the )?heat ?pump)|(?<=heat ?pumps?( \w+)? (or|vs|versus) (a |an |the )?)solar( panels?)?)|solar(?<=\b(hot water|hws|tank)\b[\s\S]{0,100}solar)(?! (panels?|pv|power|system|electricity|batter\w*|feed|export\w*|hot water|for|on))(?!\w))\b/,
    query: 'solar hot water collectors',
    articles: ['solar-hot-water'],
    measure: 'renovation',
  },
  {
    id: 'solar',
    label: 'solar panels',
    names: /\b(solar(?<!\b(hot water|hws|tank)\b[\s\S]{0,100}solar)(?! (hot water|water|hws|heat gain|thermal|(for|on) (the |our )?hot water|(panels?|collectors?|tubes?) (for|to heat) (the |our )?(hot )?water))( panels?| pv| system| power)?|solar (panels?|pv|power|system)(?<=\b(hot water|hws|tank)\b[\s\S]{0,100}solar \w+)(?<!heat ?pumps?( \w+)? (or|vs|versus) (a |an |the )?solar \w+)(?!( on (the |our )?roof)? (or|vs|versus) (a |an |one of those |the )?heat ?pump)|pv|photovoltaic|rooftop solar|(?<!water )panels|\d+(\.\d+)? ?(kw|kilowatts?)( solar)? (system|setup|array)|\d+(\.\d+)? ?(kw |kilowatts? )?(system )?on (the |our |my )?roof|(?<!(water|hws|pump|con|conditioning|aircon|cooling|heating) )(system|array|setup)\b(?![^.?!]{0,30}\b(hot water|hws|tank))[^.?!]{0,30}\b(on|onto|up on) (the |our |my )?roof)\b/,
    query: 'solar pv panels',
    articles: ['solar-pv-sizing-by-city', 'solar-feed-in-and-self-consumption', 'solar-panel-orientation-and-tilt', 'solar-options-overview'],
    measure: 'renovation',
  },
  {
    id: 'panel-orientation',
    label: 'which way solar panels face',
    // panels on an east, west or shaded roof, facing one way or another, and their tilt
    names:
      /\b((north|south|east|west)(ern|erly)?( and (north|south|east|west)(ern|erly)?)?[- ](facing )?(side |roof |facing )?(panels?|arrays?|solar)|(panels?|arrays?|solar)\b[^.?!]{0,30}\b(on|facing|face|to) (the )?(north|south|east|west)(ern)?( and (north|south|east|west)(ern)?)?( sides?| roofs?| faces?| facing)?|(panels?|arrays?) (tilt|angle|pitch)|tilt (of|for|angle)|tilt\w* (the |our )?(panels?|arrays?)|(panels?|arrays?)\b[^.?!]{0,20}\bsteeper|(which|what) (direction|way) (should|do|does|would|to) (the |our |my )?(panels?|arrays?|solar)|(panels?|arrays?|solar) (should )?(face|point)\b)\b/,
    query: 'solar panel orientation tilt east west',
    articles: ['solar-panel-orientation-and-tilt'],
    leads: true,
  },
  {
    id: 'vpp',
    label: 'virtual power plants',
    names: /\b(vpps?|virtual power plants?)\b/,
    query: 'virtual power plant vpp battery',
    articles: ['battery-rebates', 'home-batteries'],
    acronym: { short: 'VPP', long: 'virtual power plant' },
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
      /\b(mak(e|es|ing)|pump(s|ing)? out|put(s|ting)? out|doing)\b[^.?!]{0,20}\b(a|per|each) day\b|\b((panels?|solar|pv|system|array)\b[^.?!]{0,40}\b((cloudy|overcast|cloud cover|rainy)( (days?|weather|skies))?|(grey|gray) (days?|skies))|(cloudy|overcast)\b[^.?!]{0,30}\b(panels?|solar|pv))\b|\b(output|yields?|generat\w*|produc\w*|kwh (a|per) day)\b[^.?!]{0,40}\b(panels?|solar|pv|system|array)\b|\b(what size|how big|how many kw|how many panels|sizing)\b[^.?!]{0,20}\b(panels?|solar|pv)\b|\b(what size|how big|how many kw|sizing)\b[^.?!]{0,6}\b(system|array)\b[^.?!]{0,40}\b(on|onto|up on) (the |our |my )?roof\b|\b(panels?|solar|pv|system|array)\b[^.?!]{0,40}\b(output|yields?|generat\w*|produc\w*|kwh (a|per) day)\b|\b(panels?|solar|pv)\b[^.?!]{0,12}\b(even |still |really )?work\b[^.?!]{0,8}\b(there|here|down|up|that far south|in (tassie|tasmania|hobart|melbourne|canberra|the south))\b|\benough (sun|sunshine|sunlight)\b[^.?!]{0,20}\b(panels?|solar (panels?|pv|system|power))\b|\b(panels?|solar)\b[^.?!]{0,30}\benough (sun|sunshine|sunlight)\b/,
    query: 'solar system produce per day kwh city',
    articles: ['solar-pv-sizing-by-city'],
    leads: true,
  },
  {
    id: 'rule-start-dates',
    label: 'when the 7-star rules started',
    // "when did it come in": the dates each state adopted the rules are the answer
    names:
      /\b(ncc( 2022)?|building code|7[- ]stars?|seven[- ]stars?|new (energy |building )?rules?)\b[^.?!]{0,40}\b(start\w*|come in|came in|begin|began|kick\w* in(?! for\b)|take effect|took effect|commenc\w*|in force)\b|\b(when (did|does|do|will|was|is|are)|what date|what year)\b[^.?!]{0,30}\b(ncc( 2022)?|building code|7[- ]stars?|seven[- ]stars?)\b/,
    query: '7-star adoption dates by state',
    articles: ['ncc-2022-state-adoption'],
    leads: true,
  },
  {
    id: 'feed-in',
    label: 'feed-in tariffs',
    acronym: { short: 'FiT', long: 'feed-in tariff' },
    // what goes back to the grid, or using more of it at home ("exports most of its power", "soak up more
    // of it myself", "run the dishwasher during the day now we've got solar")
    names:
      /\b(feed[- ]?in( tariffs?| credits?| rates?)?|fit|solar credits?|export(s|ed|ing)?\b[^.?!]{0,25}\b(power|solar|electricity|energy|kwh|grid)|\d+(\.\d+)? ?(c|cents?)\b[^.?!]{0,25}\bexport\w*|export(ing|s)? (rate|price|tariff|credit)s?|for (exporting|exports?)|(feed(s|ing)?|goes|going|send(s|ing)?|sold|selling) (back )?(in)?to the grid|(solar|power|electricity|energy) (that )?(we|you|i|they|our panels|the panels) (export|exports|send back|sends back|sell|feed in)|(send|sends|sending|sent) (it )?back\b|self[- ]consum\w*|(use|using|soak( up)?|soaking( up)?) (more|most|all)( of)? (my |our |the )?(own )?(solar|power|generation)|(run|running|put|putting|use|using|switch\w* on|turn\w* on)\b[^.?!]{0,30}\b(during the day|in the day(time)?|daytime|while the sun|when the sun|in daylight|middle of the day)(?<=\b(solar|panels?|pv)\b[\s\S]*)|(run|running|put|putting|use|using|switch\w* on|turn\w* on)\b[^.?!]{0,30}\b(during the day|in the day(time)?|daytime|while the sun|when the sun|in daylight|middle of the day)(?=[\s\S]*\b(solar|panels?|pv)\b))\b/,
    query: 'feed-in tariff exports',
    articles: ['solar-feed-in-and-self-consumption'],
    // a feed-in credit on a bill is a question about feed-in, not about the bill
    leads: true,
  },
];
