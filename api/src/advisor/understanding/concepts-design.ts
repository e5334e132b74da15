import type { Concept } from './concept';

/** Design and comfort: draughts, condensation, shading, orientation, fans, thermal mass and bridging. Order matters: see {@link Concept.leads}. */
export const DESIGN_CONCEPTS: readonly Concept[] = [
  {
    id: 'draughts',
    label: 'draught sealing',
    names: /\b(draughts?|drafts?|draughty|drafty|(tape|taping|cover|covering|block|blocking|seal|sealing) (up |over )?(the |a |that |those )?(wall |roof |ceiling |floor )?vents?( over| up)?|vents? [^.?!]{0,20}\b(letting|lets) [^.?!]{0,10}\b(cold|freezing|icy) air|(cold|freezing|icy) air (coming|getting|whistling|pouring|blowing) in|(rubber|foam|sticky|self[- ]adhesive|adhesive|stick[- ]on|felt|brush|bristly|bristle) (seals?|strips?|strip\w*|tape)|strips? (along|on|across|at) the bottom of (the |their |our |my )?(front |back )?doors?|weather ?(strips?|stripping|seals?)|door (seals?|strips?|sweeps?)|exhaust fans?|(leav\w*|left|keep\w*|kept|prop\w*) (the )?(back |front |side |sliding )?doors? (open|ajar)|doors? (left )?(wide )?(open|ajar) (all|the whole|every)|air leaks?|air leakage|leak\w* (cold |warm |hot )?air|(cold |warm )?air (is )?(leaking|pouring|coming|getting|sneaking|whistling|blowing) (in|out|through)|(leaks?|leaky|leaking)\b[^.?!]{0,15}\blike a sieve|seal\w* (up )?(every|each|all (of )?the) (gap|gaps|crack|cracks|hole|holes)|air ?tight\w*|blower door( test)?s?|leaky|gaps(?! (between|in|around|among) (the |our |my )?(batts?|insulation))|draught[- ]?(proof|seal|stop)\w*|gap[- ]?(seal|fill|stop)\w*|seal\w* (up )?(the )?gaps|seal\w* (them|it|those|the (doors?|windows?))( up)?|(doors?|windows?)\b[^.?!]{0,20}\b(whistl\w*|rattl\w*)|weather ?strip\w*|door snakes?|breezy|door (sweeps?|stoppers?|sausages?|strips?|dodgers?)|(draught|draft) (sausages?|stoppers?|dodgers?)|(sausages?|snakes?)\b[^.?!]{0,40}\bdoors?|(bottom|base|foot|underneath|gap) of (the |a |our |my )?(front |back )?doors?|(under|beneath) (the |a |our |my |every |each |all the )?(front |back )?doors?|seal\w* (up )?(the (place|house|home|room|windows|doors)|every (window|door|room|gap|crack)|each (window|door)|all the (windows|doors))( up)?|(tap\w*|stick\w*) (up )?(plastic|film|bubble wrap|cling wrap)\b|(plastic|film|bubble wrap) over (the |every |each |all the )?windows?|towels? (under|along|across|at the bottom of))\b/,
    query: 'draught sealing gaps air leakage',
    articles: ['draught-sealing'],
    measure: 'diy',
  },
  {
    id: 'condensation',
    label: 'condensation and mould',
    // water on the inside of the glass ("the windows are dripping every morning", "water running down the glass")
    names: /\b(condensation|mou?ld\w*|damp\w*|fogg(ed|y) windows|black (spots?|stuff|marks?|patches|specks?|dots?|muck)|(windows?|glass|panes?)\b[^.?!]{0,25}\b(drip|dripping|drips|sweat\w*|streaming|running with water|fog(s|gy|ged|ging)? up|mist(s|ed|ing)? up|steam(s|ed|ing)? up|wet|soaking|beading)|(window ?)?sills?\b[^.?!]{0,20}\b(black|mou?ldy|rotting)|water\b[^.?!]{0,25}\b(down|on|off|pooling on|sitting on) (the |our |my )?(windows?|glass|panes?|window ?sills?)|water\b[^.?!]{0,30}\binside of (the |our |my )?(windows?|glass|panes?))\b/,
    query: 'condensation mould ventilation',
    articles: ['condensation-management'],
    problem: true,
  },
  {
    id: 'shading',
    label: 'shading',
    // low sun through the windows is what shading stops ("the afternoon sun cooking the lounge"); a
    // shade of paint is a colour
    names: /\b((?<!(paint|colou?r|grey|gray|lighter|darker) )shad(e|es|ing)(?! of)|eaves?|(roof )?overhangs?|awnings?|external blinds|shutters?|(metal|aluminium|alu) rollers?( things| blinds)?|pergolas?|(?<!(thick|heavy|thermal|block-?out|lined|winter) )blinds|(afternoon|arvo|western|west|westerly|summer|morning|harsh|low) sun|sun (coming|pouring|beating|streaming|blasting|belting) (in|through|into|down on)|(block|stop|keep)\w* (out )?the sun( out)?|deciduous (trees?|vines?|plants?|creepers?)|shade trees?)\b/,
    query: 'shading eaves awnings',
    articles: ['shading-and-eaves'],
    // eaves, awnings and external blinds change the building: a renter needs the landlord for them
    measure: 'renovation',
  },
  {
    id: 'sun-side-windows',
    label: 'east and west windows',
    // where the low sun comes in: asked about alone ("what should I do about the west-facing windows?"),
    // they want shading; beside another subject they say where ("SHGC for the west windows")
    names: /\b(west|east)(ern)?[- ](facing )?(windows?|glass|glazing|sliders?|sliding doors?)\b/,
    query: 'shading eaves awnings east west',
    articles: ['shading-and-eaves'],
    qualifier: true,
  },
  {
    id: 'window-coverings',
    label: 'curtains and blinds',
    // inside the glass: they hold winter heat in at night and block some sun, with no renovating
    names: /\b((thick|heavy|thermal|block-?out|lined|winter|good|proper|decent) (curtains|drapes|blinds)|curtains|drapes|pelmets?|window coverings)\b/,
    query: 'curtains blinds',
    articles: ['renters-energy-efficiency'],
    measure: 'diy',
  },
  {
    id: 'orientation',
    label: 'orientation',
    // "where should the lounge and kitchen point?", "which way should the house face?"
    names: /\b(orientation|orient\w*|north[- ]facing|face (north|south|east|west)|facing (north|south|east|west)|(where|which way) should (the |our |my )?(\w+ ){0,4}(point|face)|(what|which) (direction|way|aspect) (for|should|do|does|to|would)(?! (you|we|i|u|ya) (go|lean|jump|swing|head|pick|choose)\b)|facing which way|(which|what) (side|end)\b[^.?!]{0,30}\b(living|lounge|kitchen|family room|bedrooms?)|(where|which side) (do|should|would|can) (we|i) (put|have|place) (the )?(living|lounge|kitchen|family room)|(to|on|towards?) the (north|south|east|west)\b(?! (of|side))|(north|south|east|west)[- ]facing)\b/,
    query: 'orientation north living areas',
    articles: ['glazing-orientation'],
    qualifier: true,
  },
  {
    id: 'fans',
    label: 'ceiling fans and ventilation',
    names: /\b((ceiling |pedestal |whole[- ]house )?(?<!exhaust )fans?(?! heaters?\b| forced)|(dc|ac)[- ]motors?|ventilat\w*|cross[- ]?breezes?|breezes?)\b/,
    query: 'ceiling fans ventilation',
    articles: ['ventilation-and-ceiling-fans'],
    measure: 'diy',
  },
  {
    id: 'passive-design',
    label: 'designing for the climate',
    // how a house should be designed or built to suit where it is ("what kind of house design works up
    // there?", "how should a place be built to cope with that?"); retrieval finds the zone's article
    names:
      /\b(passive (solar )?design|(house|home|building) designs?|design (that )?(works|suits|copes)|(designed|built|build) (for|to suit|to cope with|to handle) (the |this |that |our )?(climate|heat|tropics|humidity|cold|weather|that)|(how|what way) should (a|the|our|my) (place|house|home) be (built|designed)|suits? the climate)\b/,
    query: 'passive design climate zone',
    articles: ['passive-design-tropical', 'passive-design-subtropical', 'passive-design-hot-dry', 'passive-design-temperate', 'passive-design-cool-alpine'],
  },
  {
    id: 'wall-wrap',
    label: 'wall wraps and membranes',
    // what goes behind the cladding: its breathability is the condensation rules' question, not insulation's
    names:
      /\b((wall|building|house|weather) ?wraps?|breathable (wraps?|membranes?|sarking|paper|foil|barriers?)|breather membranes?|vapou?r[- ]?(permeable|barriers?|open|retarders?)|pliable (building )?membranes?|(sarking|wrap|membrane|foil|sisalation|paper) (on|for|in|behind|around) (the |our )?(walls|frames?|frame)|tyvek)\b/,
    query: 'wall wrap vapour permeable membrane condensation',
    articles: ['condensation-management'],
    leads: true,
  },
  {
    id: 'building-materials',
    label: 'what to build with',
    // "what should we build with?", "brick or timber?", "what kind of construction handles both?"
    names:
      /\b(build (it |the house |the home |the place |our house )?(with|from|out of)|building materials?|construction (types?|methods?|materials?)|(kind|type|sort)s? of (construction|build|materials?|walls)|(brick|timber|steel|concrete|lightweight|heavyweight|mudbrick|rammed earth|hebel|weatherboard)\b[^.?!]{0,25}\b(or|vs|versus|instead of)\b[^.?!]{0,25}\b(brick|timber|steel|concrete|lightweight|heavyweight|weatherboard|cladding|mudbrick))\b/,
    query: 'thermal mass construction materials brick concrete lightweight',
    articles: ['thermal-mass'],
  },
  {
    id: 'roof-colour',
    label: 'roof and wall colour',
    names:
      /\b((dark|black|charcoal|grey|gray|(?<!\b(?:see|seeing|saw|some|any|no|day|sun|the) )light(?! (through|coming|shining|getting|comes|gets|shines))|pale|white|cream|lighter|darker|light[- ]colou?red|dark[- ]colou?red)\b[^.?!]{0,15}\b(roofs?|roofing|colorbond|walls|weatherboards?|cladding|exterior|render)|colou?r\b[^.?!]{0,30}\b(how hot|heat|hotter|cooler|temperature)|(hot|heat|cool)\w*\b[^.?!]{0,30}\bcolou?r (of|on|for) (the |our )?(house|home|roof|walls|outside|exterior)|(roof|roofing|wall|colorbond) colou?rs?|colou?rs? (of |for |on )?(the |our |my |a |an )?(new )?(roof|roofing|colorbond|cladding|exterior)\b|(paint\w*|repaint\w*|re-?colou?r\w*)\b[^.?!]{0,20}\b(the |our |my )?(roofs?|colorbond)|(roofs?|colorbond)\b[^.?!]{0,40}\b(lighter|darker|paler) (colou?r|shade)|(roofs?|colorbond|walls|cladding)( (be|go|is|are|go with|being))? (light|dark|pale|white|black)( or (light|dark|pale|white|black))?\b(?! (fittings?|globes?|bulbs?|switch\w*))|(roofs?|colorbond)\b[^.?!]{0,25}\b(pale|paler|lighter|darker|white|cream)( colou?r| shade| tone)|(roofs?|colorbond)('s| is| are)? (a |an )?(dark|black|charcoal|deep|light|pale|white)\b|monument|surfmist|(solar )?absorptance|cool roofs?)\b/,
    query: 'roof colour absorptance light coloured',
    articles: ['roof-and-wall-colour'],
    leads: true,
  },
  {
    id: 'metal-roof',
    label: 'a metal roof',
    // Colorbond, tin or iron sheets over battens or purlins: the roof's make, whose colour is roof-colour's
    names: /\b((metal|tin|steel|iron|corrugated|colorbond|zincalume)\b[^.?!]{0,12}\b(roofs?|roofing|sheets?|sheeting)|colorbond|zincalume|(steel|metal) (battens|purlins))\b/,
    query: 'metal roof battens thermal break',
    articles: ['thermal-breaks'],
    qualifier: true,
  },
  {
    id: 'thermal-mass',
    label: 'thermal mass',
    names: /\b(thermal mass|(concrete )?slab( floors?| on ground)?|rammed earth|reverse brick veneer|double brick)\b/,
    query: 'thermal mass',
    articles: ['thermal-mass', 'slab-or-raised-floor'],
  },
  {
    id: 'raised-floor',
    label: 'a raised floor',
    // a floor held off the ground (stumps, stilts, piers, a highset Queenslander), the slab's alternative
    // (a "raised floor" is left to the floor's own concept: a cold one wants floor insulation)
    names: /\b((up )?on (stumps|stilts|piers|posts|poles)|stumps|stilts|high-?set|elevated (house|home)|off the ground|(raised|suspended|elevated)( timber| wooden)? floors?)\b/,
    query: 'raised floor stumps air beneath lightweight',
    articles: ['slab-or-raised-floor'],
  },
  {
    id: 'thermal-bridging',
    label: 'thermal bridging',
    // a steel or metal frame conducts heat through the insulation: the frame is the bridging question
    names: /\b(thermal(ly)? bridg\w*|cold bridg\w*|(steel|metal)[- ](fram\w*|studs?|stud walls?|joists)|(steel|metal) (or|and|vs|versus) (timber|pine|wood(en)?) fram\w*|(steel|metal) (instead of|rather than|in place of) (timber|pine|wood(en)?)|(timber|pine|wood(en)?) (or|and|vs|versus) (steel|metal) fram\w*)\b/,
    query: 'thermal bridging steel frame',
    articles: ['thermal-bridging'],
    leads: true,
  },
  {
    id: 'thermal-break',
    label: 'a thermal break',
    names: /\b(thermal breaks?|break (layer|strip|tape)s?|thermally broken (battens|roof)|between the (metal |tin |steel |colorbond )?(roof|roofing|sheets?|sheeting) and (the )?(steel |metal )?(battens|purlins|frame))\b/,
    query: 'thermal break',
    articles: ['thermal-breaks'],
  },
];
