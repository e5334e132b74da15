/** How a state's climate-zone article names it among its topics. */
export const STATE_TOPIC: Readonly<Record<string, string>> = {
  NSW: 'nsw', ACT: 'act', VIC: 'victoria', QLD: 'queensland', SA: 'south australia', WA: 'western australia', TAS: 'tasmania', NT: 'northern territory',
};
