import type { Concept } from './concept';

/** The home itself: insulation, heating and cooling, windows and glazing. Order matters: see {@link Concept.leads}. */
export const HOME_CONCEPTS: readonly Concept[] = [
  {
    id: 'reflective-insulation',
    label: 'reflective foil insulation',
    names: /\b(shiny (foil|stuff|silver)|foil( ?board| stuff| insulation| sarking| blanket| batts?)?|sisalation|reflective (foil|insulation|paper|stuff|sheets?|sheeting|layer|membrane|blanket|lining|wrap|film|barrier|products?)|(silver|foil|roof|building) wrap|silver (paper|stuff|sheets?|sheeting|lining|layer|blanket|foil|insulation)|shiny (paper|sheets?|sheeting|lining|layer|blanket|wrap)|radiant barrier|sarking|anticon|air ?cell|((silver|foil|shiny) )?bubble ?(wrap|foil|insulation)( stuff)?)\b/,
    query: 'reflective foil insulation air gap',
    articles: ['bulk-vs-reflective-insulation'],
    measure: 'renovation',
  },
  {
    id: 'bulk-insulation',
    label: 'bulk insulation (batts)',
    names: /\b(pink (batts|bats|stuff|insulation|fluff\w*)( stuff)?|fluffy stuff|batts?|bulk insulation|loose[- ]fill)\b/,
    query: 'bulk insulation batts',
    articles: ['insulation-ceilings-roofs', 'choosing-insulation', 'bulk-vs-reflective-insulation'],
    measure: 'renovation',
  },
  {
    id: 'insulation-fitting',
    label: 'how insulation is fitted',
    // batts squeezed into a space too thin for them, or laid with gaps: how well it was put in
    names: /\b((cram|cramm(ed|ing)|squash\w*|squish\w*|squeez\w*|compress\w*|stuff(ed|ing)|jam(med|ming)?)\b[^.?!]{0,30}\b(batts?|bats|insulation)\b|\b(batts?|insulation)\b[^.?!]{0,30}\b(squashed|squished|squeezed|compressed|crammed|jammed)|gaps? (between|in|around) (the )?(batts?|insulation)|(batts?|insulation)\b[^.?!]{0,30}\b(gaps?|gappy|not (touching|butted)|doesn'?t (meet|touch)|don'?t (meet|touch))|(batts?|bats|insulation|stuff|fluff\w*)\b[^.?!]{0,40}\b(bunch(ed|ing)|clump(ed|ing|s)|patchy|bare (patches|spots|bits))|(bunch(ed|ing)|clump(ed|ing))( up)?\b[^.?!]{0,40}\b(bare|gaps?|holes?))\b/,
    query: 'insulation installation gaps squashed batts',
    articles: ['insulation-installation-mistakes'],
    measure: 'renovation',
    // how batts were fitted is asked about for itself, not the insulation of the part they are in (so it
    // is listed before the parts, which lead too)
    leads: true,
  },
  {
    id: 'downlights',
    label: 'downlights',
    names: /\b(down ?li(ght|te)s?|recessed (lights?|lighting|globes?|fittings?)|(lights?|globes?) (set |sunk |sunken |recessed )?(in|into) the ceiling|sunken (halogen )?(lights?|globes?)|halogens?(?! (heaters?|lamps?|heat))( (lights?|globes?|downlights?))?)\b/,
    query: 'downlights insulation clearance gaps',
    articles: ['insulation-installation-mistakes'],
    measure: 'renovation',
    // downlights are asked about for what they do to the insulation around them
    leads: true,
  },
  {
    id: 'imperial-r-values',
    label: 'US R-values',
    names: /\b((us|american|imperial|u\.s\.?)\b[^.?!]{0,30}\br[- ]?(\d+|values?)|r[- ]?(1[3-9]|[2-6]\d)(?![\d.])|r[- ]?(\d+|values?)\b[^.?!]{0,30}\b(us|american|imperial|america))\b/,
    query: 'us imperial r-values',
    articles: ['r-values-us-vs-australian'],
    // a US figure is the question, whatever else it names: it has to be converted before it means anything here
    leads: true,
  },
  {
    id: 'insulation-material',
    label: 'what batts are made of',
    // the material of bulk insulation: "polyester or glasswool?", "the itchy fibreglass ones"
    names: /\b(glass ?wool|rock ?wool|earthwool|fib(re|er) ?glass|polyester|natural wool|sheep'?s? wool|(the )?itchy (ones|stuff|batts))\b/,
    query: 'glasswool polyester batts material',
    articles: ['glasswool-vs-polyester'],
    measure: 'renovation',
  },
  {
    id: 'ceiling-insulation',
    label: 'ceiling insulation',
    // an R-value or batts put in the roof are ceiling insulation ("would R4 in the roof cut it?", "batts put in the roof")
    names:
      /\b((ceiling|roof|attic|roof space) (insulation|batts)|insulat\w* (the |my |our )?(ceiling|roof|attic)|(batts?|pink bats|insulation|r\d+(\.\d)?|(the )?(pink |yellow |old )?(?<!(foil|silver|shiny|reflective) )(stuff|fluff)) (put |installed |laid |going |blown |topped up )?(in|into|for|up in) (the |my |our )?(ceiling|roof|attic)|(nothing|zilch|zip|nada|zero|bugger all|sweet fa|no insulation|no batts)( at all)? (up )?in (the |my |our )?(ceiling|roof|attic)|(roof space|ceiling|attic) (is |was )?(bare|empty|uninsulated)|uninsulated (ceiling|roof|attic)|(do|doing|done|did) (the |our |my )?(ceiling|attic|roof space)(?! (fans?|lights?|paint\w*)))\b/,
    query: 'ceiling roof insulation',
    articles: ['insulation-ceilings-roofs'],
    measure: 'renovation',
    // batts in the ceiling are ceiling insulation, whatever else the question calls them
    leads: true,
  },
  {
    id: 'wall-insulation',
    label: 'wall insulation',
    // batts for walls opened up ("walls are stripped back - what batts should we chuck in?")
    names:
      /\b(wall (insulation|batts)|insulat\w* (the |my |our )?(external )?walls?|(batts|insulation) (in|into|for|inside) (the |my |our )?(external )?walls|walls? (are |is )?(open|opened( up)?|stripped( back| out)?|gutted)\b[^.?!]{0,30}\b(batts|insulat\w*)|(nothing|zilch|zip|nada|bugger all|sweet fa|no insulation|no batts)( at all)? (in|inside|behind) (the |my |our )?(external )?walls?|(walls?|wall cavit(y|ies))\b[^.?!]{0,30}\b(bare|empty|hollow|uninsulated)|uninsulated walls?)\b/,
    query: 'wall insulation',
    articles: ['insulation-walls'],
    measure: 'renovation',
    // where the insulation goes says what the question is about, as for the ceiling
    leads: true,
  },
  {
    id: 'floor-insulation',
    label: 'floor insulation',
    // insulation going under the floorboards ("boards sanded - what should go under them?")
    names:
      /\b((under ?floor|floor|slab) insulation|insulat\w* (under|underneath|beneath)? ?(the |my |our |a |their )?(floor|slab)s?|(floor ?boards?|boards)\b[^.?!]{0,60}\b(insulat\w*|batts)|(insulat\w*|batts)\b[^.?!]{0,30}\b(under|beneath|underneath) (the |our |my )?(floor ?boards?|boards|floors?))\b/,
    query: 'floor insulation underfloor',
    articles: ['insulation-floors'],
    measure: 'renovation',
    // where the insulation goes says what the question is about, as for the ceiling
    leads: true,
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
    // the rating, number or grade of batts is their R-value ("what rating should the batts be?")
    // (a bare "R" asked for: "what R do we want up in the roof", "how much R for the walls")
    names: /\b(r[- ]?(values?|numbers?|ratings?|bits?|figures?|scores?|things?)|r\d+(\.\d)?|(?<=\b(what|which|how much|more|enough|higher|extra|the|an?|minimum|min)\s)r(?=\s+(do|does|should|would|will|is|are|we|i|you|for|in|up|to|value|rating|number|$)|\s*[?,.])|(rating|number|grade|rated)\b[^.?!]{0,25}\b(batts?|insulation)|(batts?|insulation)\b[^.?!]{0,20}\b(rating|rated|grade))\b/,
    query: 'r-value total',
    articles: ['insulation-r-values-explained'],
    scale: true,
  },
  {
    id: 'air-conditioning',
    label: 'reverse-cycle air conditioning',
    names: /\b((?<!\blike an? )air ?con\w*|a\/c|daikin|fujitsu|mitsubishi (electric|heavy)|actron\w*|splits?( ?systems?)?(?! (down|in half|in two|apart|open|up|it|them|that|this|between|the (bill|cost|difference|money|budget)))|reverse[- ]cycle|ducted|heat pump (heater|heating|aircon))\b/,
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
    // a water heater is hot water, not heating; keeping warm is heating; "handle the heat", "the summer
    // heat is unreal" are the summer's
    names: /\b(?<!(leak|leaks|leaking|lose|losing|lost|let|lets|escaping|trap|keep|water|summer|summer's|afternoon|arvo|western|midday|sweltering|stifling|searing|tropical|radiates|radiating|radiate|gives off|giving off|throws|throwing|designing for|design for|building for|build for) )(?<!\b(for|handle|handles|handling|beat|beating|in|against|with|from|escape|block|blocking|survive|surviving|manage|managing|of|stand|bear) the )(heat(ing|er|ers)?(?! (pumps?|lamps?|in|out|loss|gain|escap\w*|waves?|through|(coming|pouring|streaming|blasting|beaming|getting|belting) (in|through)|(is|was|gets|has been) (unreal|unbearable|insane|brutal|crazy|awful|terrible|killing|intense|extreme|shocking|ridiculous|too much|something else)|(\w+ ){0,2}(goes|going|gets|getting|escapes?|leaks?|is lost|flows?) (out|through|away)|(\w+ ){0,2}escapes?\b))|heat (the|our|my|a) (house|home|place|rooms?|living( room| area)?|lounge( room)?|family room|bedrooms?|kitchen|flat|unit|granny flat|studio)|keep(ing)? (the (house|home|place) |us |ourselves )?warm)\b/,
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
    id: 'wood-heating',
    label: 'wood heaters',
    names: /\b(wood (heaters?|fires?|burners?|stoves?|fired heat\w*)|woodheaters?|woodfires?|woodburners?|potbelly|slow[- ]combustion( (heaters?|fires?|stoves?))?|combustion (heaters?|fires?|stoves?)|open fires?|log (fires?|burners?)|pot ?belly( stoves?)?|fireplaces?)\b/,
    query: 'wood heater',
    articles: ['reverse-cycle-heating-cooling'],
  },
  {
    id: 'electrification',
    label: 'going all-electric',
    names: /\b(induction|all[- ]electric|electrif\w*|go(ing)? electric|(get|getting) off (the )?gas|(ditch|dump|drop|quit|axe|ditching|dumping|dropping|quitting|get rid of|getting rid of|cut|cutting) (the |our |my )?gas( bill| connection| altogether| completely)?|disconnect\w* (the |from )?gas)\b/,
    query: 'electrification gas electric induction',
    articles: ['gas-to-electric'],
    measure: 'renovation',
  },
  {
    id: 'low-e',
    label: 'low-e glass',
    names: /\b(low[- ]?e|low[- ]emissivity|(emissivity|e) coating)\b/,
    query: 'low-e low emissivity coating glass',
    articles: ['what-is-low-e-glass'],
    measure: 'renovation',
    // a coating named on a quote or label is what the question is about, whatever glazing it sits in
    leads: true,
  },
  {
    id: 'glazing',
    label: 'double glazing',
    names: /\b(double[- ]?glaz\w*|triple[- ]?glaz\w*|single[- ]?glaz\w*|double[- ]?pane\w*|single[- ]?pane\w*|(two|2|three|3|triple|double) (panes?|layers?|sheets?) of glass|sandwich(es)? of glass|glass sandwich(es)?|(two|2|three|3) panes?|glazing|secondary glazing|retrofit glazing|(new|better|thicker) glass)\b/,
    query: 'double glazing windows',
    articles: ['double-glazing-retrofit', 'windows-u-value-shgc'],
    measure: 'renovation',
  },
  {
    id: 'windows',
    label: 'windows',
    names: /\b(windows?|skylights?|roof windows?|floor[- ]to[- ]ceiling (glass|glazing)|(lots|loads|heaps|walls?|wall) of glass|glass (everywhere|all round|all around))\b/,
    query: 'windows glazing',
    articles: ['windows-u-value-shgc', 'window-frames', 'glazing-orientation'],
    measure: 'renovation',
    qualifier: true,
  },
  {
    id: 'window-frames',
    label: 'window frames',
    names: /\b((window )?(?<!(time|steel|metal|timber|wood|wooden|pine|house|roof|wall|stud|door) )frames?(?! (goes|going|went|is going|stage|up)|'s (next|going|up|due))|upvc|u-pvc|thermally broken|alu|aluminium (windows?|frames?|sliders?|doors?))\b/,
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
    scale: true,
  },
  {
    id: 'u-value',
    label: 'U-value',
    names: /\bu[- ]?(values?|figures?|numbers?|factors?|ratings?)\b/,
    query: 'u-value windows',
    articles: ['windows-u-value-shgc'],
    scale: true,
  },
  {
    id: 'wers',
    label: 'WERS',
    names: /\b(wers|window energy rating)\b/,
    query: 'wers window energy rating scheme',
    articles: ['windows-u-value-shgc'],
    acronym: { short: 'WERS', long: 'Window Energy Rating Scheme' },
  },
];
