import { compileLexicon } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

/**
 * Heaters and hot water systems in everyday words, by fuel: named, stated outright ("the hot water is
 * gas"), and bare answers to the question about them. How a message's words are read with them is
 * fuels.ts.
 */

const HOT_WATER_WORDS = {
  ...VOCABULARY,
  /** "the hot water system is", "hot water runs on", "hot water's" */
  system: 'system|service|unit|heater|hws|tank',
  verb: 'is|runs|uses|on|currently|was|now|comes|from|off|has|powered|by|heated',
};

/** Heating, in everyday words: "ducted gas", "split system", "reverse cycle aircon", "wood fire". */
export const HEATING = compileLexicon(
  [
    ['gas', [
      'ducted gas', 'gas ducted', 'gas heat*', 'gas space heat*', 'gas log*', 'gas wall furnace*', 'gas furnace*', 'gas fire*', 'gas central heating',
      'gas hydronic', 'gas convector*', 'gas for heating', 'gas wall|room|space|panel|column heat*|unit*', 'central heating', 'gas boiler*', 'hydronic heating off|from {det} gas', 'gas fired hydronic',
      // only a gas heater goes without a flue ("an unflued heater"); a gas bayonet feeds a gas heater
      'unflued*', 'un flued', 'gas bayonet*', 'bayonet*',
    ]],
    ['reverse-cycle', [
      'reverse cycle*', 'split system*', 'splits', 'a|new|our split', 'aircon*', 'air con*', 'air conditioner*', 'air conditioning', 'ducted reverse', 'ducted air*', 'ducted ac', 'ducted heat pump*',
      'ducted heating and cooling', 'heat pump heat*', 'heat pump air*', 'heat pump split*', 'heat pump for heating', 'inverter air*', 'inverter split*',
    ]],
    ['wood', [
      'wood fire*', 'wood heat*', 'wood stove*', 'wood burn*', 'woodfire*', 'woodheater*', 'woodburner*', 'wood fired', 'slow combustion', 'combustion heater*',
      'combustion stove*', 'combustion fire*', 'fireplace*', 'open fire*', 'log fire*', 'log burner*', 'pot belly', 'potbelly', 'coonara',
    ]],
    ['electric', [
      'electric heat*', 'electric panel*', 'electric radiator*', 'electric underfloor', 'oil heater*', 'oil column*', 'oil filled*', 'panel heater*', 'bar heater*',
      'plug in ... heater*', 'oil ... heater*|radiator*', 'fan heater*', 'column heater*', 'convection heater*', 'convector heater*', 'radiator heater*', 'oil radiator*', 'portable heater*', 'plug in heater*',
      // heaters known by their glowing elements: "radiant heaters", "the ones with the orange bars"
      '#number bar radiator*|heater*', 'bar radiator*', 'element heater*', 'radiant heater*', 'halogen heater*', 'infrared heater*', 'infra red heater*', 'ceramic heater*', 'strip heater*', 'heat lamp*',
      'glowing ... heater*|bars|elements', 'heater* with {det}? glowing|orange|red? bars|elements|coils',
    ]],
    ['none', ['no heating', 'no heater*', 'no heat', 'nothing for heating', 'no form of heating']],
    ['heating', ['heating', 'heater', 'heaters', 'any heating', 'any heater*']],
    // phrases about something else, which hide the words in them: cooling only, hot water, solar panels, cooking
    ['other', [
      'evaporative', 'evaporative air con*', 'evaporative cool*', 'evap cool*', 'evap air con*', 'heat pump hot water*', 'heat pump hws', 'heat pump water heater*',
      'heat pump for {det}? hot water', 'gas hot water', 'gas hws', 'solar hot water', 'solar hws', 'electric hot water', 'electric hws', 'hot water',
      'solar panel*', 'solar pv', 'solar power', 'solar system*', 'electric car*', 'electric vehicle*', 'electric cooktop*', 'gas cooktop*', 'gas stove*',
    ]],
  ],
  VOCABULARY,
);

/** Hot water, in everyday words: "instantaneous gas", "electric storage tank", "heat pump HWS", "solar hot water". */
export const HOT_WATER = compileLexicon(
  [
    ['gas', [
      'gas hot water|water\'s', 'gas hws', 'gas storage', 'gas instantaneous', 'instantaneous gas', 'instant gas', 'continuous flow gas?', 'gas continuous flow',
      'gas water heater*', 'instantaneous hot water|water\'s', 'instantaneous system', 'instantaneous', 'rinnai infinity', 'gas for {det}? hot water',
      'gas instant*',
    ]],
    ['electric', [
      'electric hot water|water\'s', 'electric hws', 'electric storage*', 'electric tank', 'electric cylinder*', 'electric {det}? storage? cylinder*', 'electric water heater*', 'electric instantaneous', 'off peak hot water|water\'s', 'off peak tank',
      'off peak electric*', 'off peak storage', 'electric for {det}? hot water', 'off peak cylinder|system|hws|unit', 'night rate hot water|cylinder|tank|system|hws|storage|unit', 'nightrate hot water|cylinder|tank|system|hws|storage|unit', 'night tariff hot water|cylinder|tank|system|hws|storage|unit',
    ]],
    ['heat pump', [
      'heat pump hot water|water\'s', 'heat pump hws', 'heat pump water heater*', 'heat pump for {det}? hot water', 'hot water heat pump*', 'heat pump system', 'heat pump tank',
      'heat pump hot water system', 'sanden',
    ]],
    ['solar', [
      'solar hot water|water\'s', 'solar hws', 'solar water heater*', 'solar thermal', 'evacuated tube*', 'solahart', 'solar for {det}? hot water', 'gas boosted solar',
      'electric boosted solar', 'solar boosted', 'solar hot water system',
    ]],
    // phrases about something else, which hide the words in them: heating, solar panels
    ['other', [
      'ducted gas', 'gas heat*', 'gas log*', 'gas fire*', 'heat pump heat*', 'heat pump air*', 'heat pump for heating', 'electric heat*', 'solar panel*',
      'solar pv', 'solar power', 'solar system*', 'solar batter*', 'rooftop solar', 'heating',
    ]],
  ],
  HOT_WATER_WORDS,
);

/** Answers to "How is the home heated?": a fuel or a heater named bare ("gas", "split", "the fire"). */
export const HEATING_ANSWERS = compileLexicon(
  [
    ['gas', ['gas', 'ducted', 'gas log*']],
    ['reverse-cycle', ['split*', 'reverse cycle*', 'air con*', 'aircon*', 'heat pump*', 'reverse*', 'inverter*']],
    ['wood', ['wood*', 'fire', 'fireplace', 'open fire', 'combustion*', 'logs']],
    ['electric', ['electric*', 'oil*', 'panel*', 'bar heater*', 'fan heater*', 'column*', 'plug in*', 'portable*', 'radiator*']],
    ['none', ['none', 'nothing', 'no heating', 'no heaters']],
  ],
  VOCABULARY,
);

/** Answers to "What kind of hot water system?": "gas", "instantaneous", "off-peak", "solar". */
export const HOT_WATER_ANSWERS = compileLexicon(
  [
    ['heat pump', ['heat pump*', 'heatpump*']],
    ['solar', ['solar*', 'evacuated tube*']],
    ['gas', ['gas', 'instantaneous', 'continuous flow', 'instant*', 'infinity']],
    ['electric', ['electric*', 'storage', 'off peak', 'tank', 'cylinder', 'element']],
  ],
  VOCABULARY,
);

/** Phrases that state the heating themselves: "the heating is gas", "it's heated by a wood fire". */
export const HEATING_IS = compileLexicon(
  [
    // "the heating is gas", "the only heater is one of those unflued gas ones", "our heater's an old gas one"
    ['gas', [
      'heated by {det}? gas', 'heat* with {det}? gas', 'heating|heater is|was {det}? gas', 'heating runs on {det}? gas',
      'heating|heater is|was one of those ... gas', 'heating|heater is|was a|an ... gas one|unit|thing', 'heating\'s|heater\'s a|an ... gas one|unit|thing',
    ]],
    ['reverse-cycle', ['heated by {det}? heat pump*', 'heat* with {det}? heat pump*', 'heating is {det}? heat pump*']],
    ['electric', ['heated by electric*', 'heat* with electric*', 'heating is electric*', 'heating|heater is|was one of those ... electric', 'heating|heater is|was a|an ... electric one|unit|thing']],
    ['wood', ['heating|heater is|was one of those ... wood*', 'heating|heater is|was a|an ... wood one|unit|thing|fire|heater']],
  ],
  VOCABULARY,
);

/** Phrases that state the hot water themselves: "the hot water is gas", "hot water's a heat pump". */
export const HOT_WATER_IS = compileLexicon(
  [
    ['gas', [
      'hot water|water\'s {system}? {verb}? {verb}? {det}? instantaneous? gas', 'hws|hws\'s {verb}? {verb}? {det}? instantaneous? gas',
      // "the hot water tank is 15 years old and gas"
      'hot water|hws {system}? is|was ... and|but gas',
    ]],
    ['electric', [
      'hot water|water\'s {system}? is|was one of those ... electric*',
      'hot water|water\'s {system}? {verb}? {verb}? {det}? off? peak? electric*', 'hot water|water\'s {system}? {verb}? {verb}? {det}? off peak',
      'hws|hws\'s {verb}? {verb}? {det}? off? peak? electric*', 'hot water|hws {system}? is|was ... and|but electric*',
    ]],
    ['heat pump', ['hot water|water\'s {system}? {verb}? {verb}? {det}? heat pump*', 'hws|hws\'s {verb}? {verb}? {det}? heat pump*']],
    ['solar', ['hot water|water\'s {system}? {verb}? {verb}? {det}? solar', 'hws|hws\'s {verb}? {verb}? {det}? solar']],
  ],
  HOT_WATER_WORDS,
);

/** The lexicons, for the filed look-up test and the words typos are corrected to. */
export const FUEL_LEXICONS = [HEATING, HEATING_IS, HEATING_ANSWERS, HOT_WATER, HOT_WATER_IS, HOT_WATER_ANSWERS];
