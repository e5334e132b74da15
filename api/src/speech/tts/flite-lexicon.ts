/**
 * Respellings for flite, whose letter-to-sound rules and lexicon are American: Australian
 * spellings of units, and places it says wrongly ("Ballarat" as "bal-AR-at", "Geelong" with a
 * hard g). Each respelling was checked with `flite -ps` (the phones it says); flite-lexicon.test.ts
 * keeps them checked. Applied to text already made speakable (speakable-text.ts).
 */
const RESPELLINGS: [written: string, said: string][] = [
  // units (flite reads "metres" as "met-urz")
  ['kilometres', 'kilometers'],
  ['millimetres', 'millimeters'],
  ['centimetres', 'centimeters'],
  ['metres', 'meters'],
  ['metre', 'meter'],
  ['kilolitres', 'kiloliters'],
  ['litres', 'liters'],
  ['litre', 'liter'],
  // places
  ['Ballarat', 'Bal a rat'],
  ['Geelong', 'Juh long'],
  ['Brisbane', 'Briz bun'],
  ['Melbourne', 'Mel bun'],
  ['Canberra', 'Canbra'],
  ['Cairns', 'Kanz'],
  ['Mackay', 'Muh kye'],
  ['Geraldton', 'Jerald ton'],
  ['Goulburn', 'Gole burn'],
  ['Albury', 'Awl bree'],
  ['Mildura', 'Mil dew ra'],
  ['Queanbeyan', 'Kwinbeyan'],
  ['Launceston', 'Lonseston'],
  ['Toowoomba', 'Tuh woomba'],
  ['Wollongong', 'Wool on gong'],
];

const PATTERN = new RegExp(`\\b(${RESPELLINGS.map(([written]) => written).join('|')})\\b`, 'g');
const SAID = new Map(RESPELLINGS);

/** The text with the words flite says wrongly respelled so that it says them right. */
export function fliteRespell(text: string): string {
  return text.replace(PATTERN, (word) => SAID.get(word) ?? word);
}
