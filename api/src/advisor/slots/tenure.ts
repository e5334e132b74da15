import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

type Tenure = 'owner' | 'renter';

/**
 * What people say that tells whether they own the home or rent it. A landlord speaking of their rental
 * ("my rental property", "my tenants", "we rent it out") owns it; a tenant speaking of theirs ("our
 * landlord", "the lease", "the rental we live in") rents it. Where phrases overlap the longest wins, so
 * "we rent it out" is an owner and "my tenants" is not a tenant.
 */
const TENURE = compileLexicon<Tenure>(
  [
    ['renter', [
      '{we} rent', '{we} are|am renting', 'renting', 'rent', 'rental in|at|near|up|down|out|over', 'the rent', '{own} rent', 'renter', 'renters', 'tenant', 'tenants', '{we} are tenants', 'tenancy', 'rented {home}',
      'landlord', '{own} landlord', '{own} landlords', 'the landlord', 'the landlords', 'the lease', '{own} lease', 'lease', 'in {det} rental', 'live in {det} rental', '{own} rental', 'rental has|is|was|came|gets|got', 'rentals has|is|got|gets', 'rented|rental room|bedroom', '{we} are|am? renting a|the room|bedroom', 'renting a room|bedroom',
      '{own} ... rental', 'rental {we} live in', 'rental {home} {we} live in', 'rental {home} that|which {we} live in', '{own} rental {home}? that|which? {we} live|are in',
      '{own} rental {home}? that|which? {we} are living in', 'real estate agent', 'property manager', 'rental agreement', 'rental provider', 'a|the rental', 'a|the|this {city}|{kind} rental', '{city} rental', 'rental with', 'a|the rental {home}? that|which? {we} live|are in', 'a|the rental {home}? that|which? {we} are living|renting in', 'the owner', 'the owners', 'the homeowner', 'the property owner', 'the agent',
      // a shared rental: "sharehouse in Footscray", "my housemate drags the heater out"
      'sharehouse*', 'share house*', 'house share*', 'houseshare*', 'flat share*', 'flatshare*', '{own} housemate*', '{own} flatmate*',
    ]],
    ['owner', [
      '{we} own', '{we} own it', '{we} have? owned', 'owned {own} ... {home}', 'had {own} ... {home}', '{we} are|am? the|an? owner*', '{we} are|am? the|an? home owner*', 'it is ours|mine', "it's ours|mine", 'its ours|mine', 'our own {home}?', 'my own {home}?', 'own {det} {home}', 'own it', 'own {own} {home}', 'own home', 'owner occupier*', 'owner occupied', 'owner occupy', 'homeowner*', 'home owner*', 'house owner*',
      'property owner*', 'owner builder*',
      // doing work only an owner does to the home: "our reno", "we're extending", "our builder", a granny flat in the backyard
      '{own} reno|renos|renovation|renovations|extension|addition', '{we} are? renovating|extending', '{own} builder|builders', 'push* {det} builder*', 'granny flat ... {own} backyard|yard|block|property', '{we} are having ... built', 'owner building', 'sign* up? with {det} ... builder*', 'signed {det}? building? contract*', '{we} inherited', 'inherited {det}? ... {home}', 'first home buyer*', 'first homebuyer*', 'first home|house|place', '{own} first {home}', 'first home owner*', 'first time buyer*', 'got|get|getting|picked|collected {det} keys', 'keys to {own} first? {home}', '{we} have? just|recently? bought', 'just|recently|finally bought', 'picked|snapped up {det} ... {home}|{land}', 'bought {own}|a|an|the|this {style}? {home}|{land}', 'bought {own}|a|an|the|this {style}? {style}? #decade {home}', 'bought {own}|a|an|the|this #decade {style}? {style}? {home}?', '{we} are? building with {det}', 'new to us|me', 'paid {det}? {home}|mortgage|loan off', "home's|house's|place's|homes|home|house|place ours|mine", '{we} are? slowly|finally? doing up|doing it up', '{we} are? finally? re roofing|reroofing|restumping|recladding|rewiring', 'bought {own}|a|an|the|this {style} {style} {home}', '{we} have? got {det} block|acreage|farm', '{we} are? on {det}? few? acres|acreage', 'on {own} plans|drawings', '{own} plans|drawings came back', 'building with {det} ... builder*', 'bought {own} first {home}', '{we} have? just|recently? purchased', '{we} are buying', 'buying {own} first? {home}', 'mortgage', 'paid off', 'own outright', 'outright', 'is ours', 'is finally ours', 'settled on {det}? {style}? {home}|{land}|purchase', 'settled on {det}? ... {home}', 'settled ... on {det} #decade? {style}? {style}? {home}', 'new|proud owner*', 'owner* of {det} ... {home}', 'settlement', '{own} purchase',
      'own it outright', '{we} are|am? a|the landlord', 'as a|the landlord', '{own} rental property', '{own} rental properties', 'a rental property|properties', 'as the|an? owner*', 'as a|an? homeowner*',
      '{own} investment*', 'investment property', 'investment properties', '{own} tenant', '{own} tenants', 'rent it out', 'rent them out', 'rent out',
      'renting it out', 'renting out', 'rented out', 'rent {det} {home} out', '{we} rent|lease {det} {home} out', 'renting {det} {home} out', '{we} rent it out', '{we} rent out', '{we} are|am renting it out',
      '{we} are|am renting out', 'lease it out', 'leasing it out', 'leased out',
      // a landlord speaking of the rental they have and its tenants: "I've got a rental in Ringwood ... the tenants reckon"
      '{we} have? got a|an {kind}? rental|rentals', '{we} own a|an {kind}? rental|rentals', 'the tenants reckon|say|said|complain*|tell|told|want|wanted|asked',
      // a home bought, told by its bedrooms: "bought a two-bedder"
      'bought {det} #number bedder|bedders|bedroomer|br', 'bought {det} #number bed|bedroom {home}?',
      'landlord here', 'landlords here', 'lease out', 'leasing out', '{we} lease it|them out', 'left me|us {det}? ... {home}', '{own} own {land}', '{own} {land}', 'landlord speaking', 'tenants in {own} ...', 'tenant in {own} ...', 'tenants at {own} ...', 'tenant at {own} ...', '{own} tenants ...', 'rent out {det}? ...', 'renting out {det}? ...', 'rented out to|for ...',
    ]],
  ],
  {
    ...VOCABULARY,
    /** the cities a rental is said to be in ("a Brisbane rental") */
    city: 'sydney|melbourne|brisbane|perth|adelaide|hobart|darwin|canberra|geelong|newcastle|wollongong|townsville|cairns|toowoomba|ballarat|bendigo|launceston',
    /** what a rental is said to be like ("a freezing rental", "an old rental") */
    kind: 'little|old|cold|hot|tiny|cheap|small|freezing|draughty|drafty|damp|leaky|crappy|dodgy|tired|older|brick|weatherboard|fibro|two|three|bedroom',
  },
);

/** The visitor saying they work on others' homes: "I'm a chippy", "as a builder", "quoting for a client". */
const TRADE =
  /\b((i'm|im|i am|as) an? (chippy|carpenter|builder|sparky|electrician|plumber|tradie|draftsperson|draftsman|drafter|designer|building designer|architect|assessor|energy assessor|installer)|(my|a|the|our) clients?\b|(quote|quoting|price|pricing) (a|an|the)? ?(job|reno|build|extension) for)/;

/** Words before a tenure that make it a kind of person asked about: "only", "just for", "other". */
const ASKED_OF = /\b(?:only|just|other)\s+(?:for\s+)?$/;
/** The visitor saying what they are ("we're only tenants", "i'm just a renter"): not a kind of person asked about. */
const SELF_BEFORE = /\b(?:we'?re|we are|were|i'?m|i am|im)\s+(?:only|just)\s+(?:an?\s+)?$/;
const PERSON = /^(?:home ?|house |property )?(?:owners?|renters?|tenants?)$/;
/** Other people spoken of before a tenure: "just for people who own their place", "folks with a mortgage". */
const OTHERS_WHO = /\b(?:people|those|folks|anyone|everyone|others|someone|ones)\s+(?:who|that|with|paying|on)\s+(?:[a-z']+\s+){0,2}$/;
/** Someone else as the subject of the tenure: "he's renting", "our son is renting", "my boy, who's renting". */
const OTHER_SUBJECT =
  /\b(?:(?:he|she|they)(?:'s|'re| is| are| was| were)?|hes|shes|theyre|(?:my|our|his|her|their) (?:son|daughter|boy|girl|kids?|children|mum|mom|mother|dad|father|parents|brother|sister|friend|mate|nan|nanna|grandma|grandad|grandparents|in-?laws?)(?:'s| is| are| was| were)?(?:,? who(?:'s| is| are))?)\s+(?:(?:also|still|now|currently|just|only) )?$/;
/** Words before renting that leave it behind: "off the rental", "out of renting", "done with the lease". */
const LEFT_BEHIND = /\b(?:off|out of|escaped(?: from)?|left|quit|finished|graduated from|moved out of)\s+(?:the\s+|our\s+|my\s+)?$/;
/** A home let out ("renting it out", "rent the house out"), and the words after "out" that say where instead ("out at Penrith", "out west"). */
const LET_OUT = /\b(?:rent|rents|renting|rented)\b.*\bout$/;
const OUT_WHERE = /^\s+(?:at|in|near|by|past|towards?|west|east|north|south|bush|there|here|of|on)\b/;

/**
 * Whether the visitor owns or rents the home, when the message tells. A denial tells the other: "we
 * don't own it" rents, "we're not renting" owns.
 */
export function tenureIn(words: Words): Tenure | undefined {
  // a tradesman or designer speaking of a client's home tells no tenure of their own ("I'm a chippy ... the owner asked me")
  if (TRADE.test(words.text)) return undefined;
  let told: Tenure | undefined;
  for (const match of TENURE.find(words)) {
    // "do only home owners qualify?", "is that just for renters?": a kind of person asked about, not the visitor
    const before = words.text.slice(Math.max(0, match.start - 16), match.start);
    if (PERSON.test(words.text.slice(match.start, match.end)) && ASKED_OF.test(before) && !SELF_BEFORE.test(before)) continue;
    // "our son moved up to Darwin and he's renting": someone else's tenure, not the visitor's
    if (OTHER_SUBJECT.test(words.text.slice(Math.max(0, match.start - 40), match.start))) continue;
    // "like they're just for people who own their place": other people, not the visitor
    if (OTHERS_WHO.test(words.text.slice(Math.max(0, match.start - 40), match.start))) continue;
    // "renting a townhouse out at Penrith": the "out" says where the rental is, not that it is let out
    const said = words.text.slice(match.start, match.end);
    const outWhere = match.value === 'owner' && LET_OUT.test(said) && OUT_WHERE.test(words.text.slice(match.end));
    const stated = outWhere ? 'renter' : match.value;
    // (renting left behind is owning now: "finally off the rental merry-go-round and into our own place")
    const leftBehind = stated === 'renter' && LEFT_BEHIND.test(words.text.slice(Math.max(0, match.start - 24), match.start));
    const refused = leftBehind || denied(words.text, match.start);
    const value = refused ? (stated === 'owner' ? 'renter' : 'owner') : stated;
    // a stated tenure outweighs one read from a denial
    if (!refused) return value;
    told ??= value;
  }
  return told;
}

/**
 * A weaker sign, read only when nothing else tells: the visitor's own house, place or home ("our
 * Mandurah house", "my place") is theirs, and so is one they put solar or insulation into; a rental,
 * a landlord or a lease said anywhere outweighs it.
 */
const OWN_HOME = compileLexicon<Tenure>(
  [['owner', [
    '{own} {home}', '{own} ... {home}', '{own} double|single|two|three storey|story|level|levels',
    // an appliance of their own that has given out: "our old wood heater is cracked and needs replacing"
    '{own} ... ... heater*|heating|hws|cylinder ... cracked|cactus|dying|died|dead|stuffed|kaput|carked|rooted|leaking|replacing',
    // panels they have had on the roof for years: "we've had 6 kW of panels on the roof for four years"
    '{we} have? had|got ... ... panels|solar on {det}? roof',
    // work on the home only its owner has done: "we put 6.6kW of panels on in 2019", "we had batts installed"
    '{we} put|installed|fitted {det}? ... solar|panels|battery|batteries|insulation|batts|glazing', '{we} put|installed|fitted ... of solar|panels|batts|insulation', 'put ... of solar? panels on the roof for us|me',
'{we} had {det}? ... solar|panels|battery|insulation|batts|glazing ... installed|put in|put on|fitted',
  ]]],
  VOCABULARY,
);
const RENTED = /\b(rent\w*|landlords?|lease[ds]?|leasing|tenan\w*|real estate|property manager|agent|(mum|mom|dad|parents|friend|mate|sister|brother|nan|nanna|grandma|grandpa|in-?laws?|daughter|son|client)('?s)?(?! (put|installed|fitted)\b[^.?!]*\bfor (us|me)\b))\b/;

/** A relative's or a friend's home spoken of as "my mother's house", "our son's place": theirs, not the visitor's. */
const RELATIVES_HOME = /\b(?:my|our)\s+(?:mum|mother|mom|dad|father|parents|nan|nanna|grandma|grandpa|gran|in-?laws?|sister|brother|son|daughter|friend|mate|neighbou?r|aunt|auntie|uncle|cousin)(?:'s|s)?\s+(?:\w+\s+){0,2}(?:house|home|place|unit|flat|townhouse|apartment)\b/;

/** An appliance of the visitor's own that a tradesman says must go: "our hot water tank is 19 years old and the plumber reckons". */
const OWN_APPLIANCE_TRADIE = /\b(our|my)\b[^.?!]{0,30}\b(hot water|tank|hws|heater|furnace|switchboard|roof)\b[^.?!]{0,60}\b(plumber|sparky|electrician|installer|roofer)s?\b/;

/**
 * The weaker sign of ownership, "our Mandurah house" or "our hot water tank ... the plumber reckons",
 * when nothing else tells (no rental, no one else's home).
 */
export function ownHomeIn(words: Words): Tenure | undefined {
  if (RENTED.test(words.text) || RELATIVES_HOME.test(words.text)) return undefined;
  if (OWN_APPLIANCE_TRADIE.test(words.text)) return 'owner';
  return OWN_HOME.find(words).some((match) => !denied(words.text, match.start)) ? 'owner' : undefined;
}

/** The lexicons, for tests that check the filed look-up against every phrase tried everywhere. */
export const TENURE_LEXICON = TENURE;
export const OWN_HOME_LEXICON = OWN_HOME;
