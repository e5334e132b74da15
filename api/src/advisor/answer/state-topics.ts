/** How a state's climate-zone article names it among its topics. */
export const STATE_TOPIC: Readonly<Record<string, string>> = {
  NSW: 'nsw', ACT: 'act', VIC: 'victoria', QLD: 'queensland', SA: 'south australia', WA: 'western australia', TAS: 'tasmania', NT: 'northern territory',
};

/** The article on how each state adopted NCC 2022. */
export const STATE_ADOPTION = 'ncc-2022-state-adoption';

/** The national rules whose adoption that article gives state by state. */
export const NATIONAL_RULES: readonly string[] = ['whole-of-home', 'seven-stars', 'ncc'];

/** Whether a question asks of national rules only (and the star rating they set), not of things of the home beside them. */
export function onlyNationalRules(concepts: readonly string[]): boolean {
  return concepts.some((id) => NATIONAL_RULES.includes(id)) && concepts.every((id) => NATIONAL_RULES.includes(id) || id === 'star-rating' || id === 'energy' || id === 'new-build');
}
