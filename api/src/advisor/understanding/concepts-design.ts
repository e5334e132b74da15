import type { Concept } from './concept';

/** Design and comfort: draughts, condensation, shading, orientation, fans, thermal mass and bridging. Order matters: see {@link Concept.leads}. */
export const DESIGN_CONCEPTS: readonly Concept[] = [
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
    problem: true,
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
];
