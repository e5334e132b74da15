import { denied, stated } from './clause-context';
import { compileLexicon, type Lexicon, type Words } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

const HOT_WATER_WORDS = {
  ...VOCABULARY,
  /** "the hot water system is", "hot water runs on", "hot water's" */
  system: 'system|service|unit|heater|hws|tank',
  verb: 'is|runs|uses|on|currently|was|now|comes|from|off|has|powered|by|heated',
};

/** Heating, in everyday words: "ducted gas", "split system", "reverse cycle aircon", "wood fire". */
const HEATING = compileLexicon(
  [
    ['gas', [
      'ducted gas', 'gas ducted', 'gas heat*', 'gas space heat*', 'gas log*', 'gas wall furnace*', 'gas furnace*', 'gas fire*', 'gas central heating',
      'gas hydronic', 'gas convector*', 'gas for heating', 'central heating',
    ]],
    ['reverse-cycle', [
      'reverse cycle*', 'split system*', 'splits', 'aircon*', 'air con*', 'air conditioner*', 'air conditioning', 'ducted reverse', 'ducted air*', 'ducted ac',
      'ducted heating and cooling', 'heat pump heat*', 'heat pump air*', 'heat pump split*', 'heat pump for heating', 'inverter air*', 'inverter split*',
    ]],
    ['wood', [
      'wood fire*', 'wood heat*', 'wood stove*', 'wood burn*', 'woodfire*', 'woodheater*', 'woodburner*', 'wood fired', 'slow combustion', 'combustion heater*',
      'combustion stove*', 'combustion fire*', 'fireplace*', 'open fire*', 'log fire*', 'log burner*', 'pot belly', 'potbelly', 'coonara',
    ]],
    ['electric', [
      'electric heat*', 'electric panel*', 'electric radiator*', 'electric underfloor', 'oil heater*', 'oil column*', 'oil filled*', 'panel heater*', 'bar heater*',
      'fan heater*', 'column heater*', 'convection heater*', 'convector heater*', 'radiator heater*', 'oil radiator*', 'portable heater*', 'plug in heater*',
    ]],
    ['none', ['no heating', 'no heater*', 'no heat', 'nothing for heating', 'no form of heating']],
    ['not heating', ['evaporative', 'evaporative air con*', 'evaporative cool*', 'evap cool*', 'evap air con*']],
  ],
  VOCABULARY,
);

/** Hot water, in everyday words: "instantaneous gas", "electric storage tank", "heat pump HWS", "solar hot water". */
const HOT_WATER = compileLexicon(
  [
    ['gas', [
      'gas hot water', 'gas hws', 'gas storage', 'gas instantaneous', 'instantaneous gas', 'instant gas', 'continuous flow gas?', 'gas continuous flow',
      'gas water heater*', 'instantaneous hot water', 'instantaneous system', 'instantaneous', 'rinnai infinity', 'gas for {det}? hot water',
      'gas instant*',
    ]],
    ['electric', [
      'electric hot water', 'electric hws', 'electric storage*', 'electric tank', 'electric water heater*', 'electric instantaneous', 'off peak hot water', 'off peak tank',
      'off peak electric*', 'off peak storage', 'electric for {det}? hot water',
    ]],
    ['heat pump', [
      'heat pump hot water', 'heat pump hws', 'heat pump water heater*', 'heat pump for {det}? hot water', 'hot water heat pump*', 'heat pump system', 'heat pump tank',
      'heat pump hot water system', 'sanden',
    ]],
    ['solar', [
      'solar hot water', 'solar hws', 'solar water heater*', 'solar thermal', 'evacuated tube*', 'solahart', 'solar for {det}? hot water', 'gas boosted solar',
      'electric boosted solar', 'solar boosted', 'solar hot water system',
    ]],
  ],
  HOT_WATER_WORDS,
);

/** Phrases that state the heating themselves: "the heating is gas", "it's heated by a wood fire". */
const HEATING_IS = compileLexicon(
  [
    ['gas', ['heated by {det}? gas', 'heat* with {det}? gas', 'heating is {det}? gas', 'heating runs on {det}? gas']],
    ['reverse-cycle', ['heated by {det}? heat pump*', 'heat* with {det}? heat pump*', 'heating is {det}? heat pump*']],
    ['electric', ['heated by electric*', 'heat* with electric*', 'heating is electric*']],
  ],
  VOCABULARY,
);

/** Phrases that state the hot water themselves: "the hot water is gas", "hot water's a heat pump". */
const HOT_WATER_IS = compileLexicon(
  [
    ['gas', ['hot water|water\'s {system}? {verb}? {verb}? {det}? instantaneous? gas', 'hws|hws\'s {verb}? {verb}? {det}? instantaneous? gas']],
    ['electric', [
      'hot water|water\'s {system}? {verb}? {verb}? {det}? off? peak? electric*', 'hot water|water\'s {system}? {verb}? {verb}? {det}? off peak',
      'hws|hws\'s {verb}? {verb}? {det}? off? peak? electric*',
    ]],
    ['heat pump', ['hot water|water\'s {system}? {verb}? {verb}? {det}? heat pump*', 'hws|hws\'s {verb}? {verb}? {det}? heat pump*']],
    ['solar', ['hot water|water\'s {system}? {verb}? {verb}? {det}? solar', 'hws|hws\'s {verb}? {verb}? {det}? solar']],
  ],
  HOT_WATER_WORDS,
);

/**
 * The fuel a message says the home has or will have: the last mention the visitor states ("we
 * replaced the gas heater with a split system" → the split system; "the hot water is gas"), not one
 * they ask about. Right after the question about it (`answered`), any mention not denied answers it.
 */
function fuelIn(mentions: Lexicon<string>, statements: Lexicon<string>, words: Words, answered: boolean): string | undefined {
  let told: { value: string; start: number } | undefined;
  let mentioned: string | undefined;
  for (const match of mentions.find(words)) {
    if (match.value === 'not heating' || denied(words.text, match.start)) continue;
    mentioned ??= match.value;
    if (stated(words.text, match.start)) told = match;
  }
  for (const match of statements.find(words)) {
    if (!denied(words.text, match.start) && (!told || match.start > told.start)) told = match;
  }
  return told?.value ?? (answered ? mentioned : undefined);
}

/** How the home is heated: gas, reverse-cycle, wood, electric or none. */
export const heatingFuelIn = (words: Words, answered: boolean) => fuelIn(HEATING, HEATING_IS, words, answered);

/** What heats the home's water: gas, electric, heat pump or solar. */
export const hotWaterFuelIn = (words: Words, answered: boolean) => fuelIn(HOT_WATER, HOT_WATER_IS, words, answered);

/** The lexicons, for tests that check the filed look-up against every phrase tried everywhere. */
export const FUEL_LEXICONS = [HEATING, HEATING_IS, HOT_WATER, HOT_WATER_IS];
