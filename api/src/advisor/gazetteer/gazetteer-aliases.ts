/**
 * Other names people use for places: short forms, nicknames and slang ("wagga", "brissy", "freo").
 * An alias matches in any case, like a curated town's name.
 */
import type { StateCode } from './gazetteer-text';

/** Short forms people use for curated towns. */
export const EXTRA_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['wagga', 'Wagga Wagga'],
  ['coffs', 'Coffs Harbour'],
  ['port mac', 'Port Macquarie'],
  ['mt gambier', 'Mount Gambier'],
  ['mt isa', 'Mount Isa'],
  ['brissy', 'Brisbane'],
  ['brizzy', 'Brisbane'],
  ['brissie', 'Brisbane'],
  ['brizzie', 'Brisbane'],
  ['brisvegas', 'Brisbane'],
  ['rocky', 'Rockhampton'],
  ['alice', 'Alice Springs'],
  ['the alice', 'Alice Springs'],
  ['newy', 'Newcastle'],
  ['the gong', 'Wollongong'],
  ['gong', 'Wollongong'],
  ['melb', 'Melbourne'],
  ['melbs', 'Melbourne'],
  ['syd', 'Sydney'],
  ['sunny coast', 'Maroochydore (Sunshine Coast)'],
  ['goldy', 'Southport (Gold Coast)'],
  ['the goldy', 'Southport (Gold Coast)'],
  ['goldie', 'Southport (Gold Coast)'],
  // a region by its everyday name, read as its main town (the same climate zone across it)
  ['top end', 'Darwin'],
  ['the top end', 'Darwin'],
];

/**
 * Short forms of places that are not curated: alias → the GeoNames place (name, state) it means.
 * An alias that is also an everyday word or a first name (rocky, alice, logan) is listed in
 * COMMON_WORDS, so it needs "in", "near"... before it.
 */
export const PLACE_ALIASES: ReadonlyArray<readonly [string, string, StateCode]> = [
  ['freo', 'Fremantle', 'WA'],
  ['paddo', 'Paddington', 'NSW'],
  ['parra', 'Parramatta', 'NSW'],
  ['logan', 'Logan Central', 'QLD'],
  ['bundy', 'Bundaberg', 'QLD'],
  ['launie', 'Launceston', 'TAS'],
  ['lonnie', 'Launceston', 'TAS'],
  ['launnie', 'Launceston', 'TAS'],
  ['kal', 'Kalgoorlie', 'WA'],
  ['kalgoorlie-boulder', 'Kalgoorlie', 'WA'],
  // a region by its everyday name, read as a main town of it whose NCC zone its other towns share
  // (checked against the zone tables: Mount Barker, Stirling and Hahndorf are all zone 6, and so on)
  ['adelaide hills', 'Mount Barker', 'SA'],
  ['southern highlands', 'Bowral', 'NSW'],
  ['mornington peninsula', 'Rosebud', 'VIC'],
  ['hills district', 'Castle Hill', 'NSW'],
  ['blue mountains', 'Katoomba', 'NSW'],
  ['yarra valley', 'Healesville', 'VIC'],
  ['surf coast', 'Torquay', 'VIC'],
  ['hunter valley', 'Cessnock', 'NSW'],
  ['central coast', 'Gosford', 'NSW'],
];
