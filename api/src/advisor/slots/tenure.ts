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
      '{we} rent', '{we} are|am renting', 'renting', 'rent', 'the rent', '{own} rent', 'renter', 'renters', 'tenant', 'tenants', '{we} are tenants', 'tenancy', 'rented {home}',
      'landlord', '{own} landlord', '{own} landlords', 'the landlord', 'the lease', '{own} lease', 'lease', 'in {det} rental', 'live in {det} rental', '{own} rental', 'rental has|is|was|came|gets|got',
      '{own} ... rental', 'rental {we} live in', 'rental {home} {we} live in', 'rental {home} that|which {we} live in', '{own} rental {home}? that|which? {we} live|are in',
      '{own} rental {home}? that|which? {we} are living in', 'real estate agent', 'property manager', 'rental agreement', 'rental provider', 'a|the rental', 'a|the rental {home}? that|which? {we} live|are in', 'a|the rental {home}? that|which? {we} are living|renting in', 'the owner', 'the owners', 'the homeowner', 'the property owner', 'the agent',
    ]],
    ['owner', [
      '{we} own', '{we} own it', '{we} are|am? the|an? owner*', '{we} are|am? the|an? home owner*', 'it is ours|mine', "it's ours|mine", 'its ours|mine', 'our own {home}?', 'my own {home}?', 'own {det} {home}', 'own it', 'own {own} {home}', 'own home', 'owner occupier*', 'owner occupied', 'owner occupy', 'homeowner*', 'home owner*', 'house owner*',
      'property owner*', '{we} inherited', 'inherited {det}? ... {home}', 'first home buyer*', 'first homebuyer*', 'first home owner*', 'first time buyer*', 'got|get|getting|picked|collected {det} keys', 'keys to {own} first? {home}', '{we} have? just|recently? bought', 'just|recently|finally bought', 'picked|snapped up {det} ... {home}|{land}', 'bought {own}|a|an|the|this {style}? {home}|{land}', 'bought {own} first {home}', '{we} have? just|recently? purchased', '{we} are buying', 'buying {own} first? {home}', 'mortgage', 'paid off', 'own outright', 'outright', 'is ours', 'is finally ours', 'settled on {det}? {style}? {home}|{land}|purchase', 'settled on {det}? ... {home}', 'new|proud owner*', 'owner* of {det} ... {home}', 'settlement', '{own} purchase',
      'own it outright', '{we} are|am? a|the landlord', 'as a|the landlord', '{own} rental property', '{own} rental properties', 'a rental property|properties', 'as the|an? owner*', 'as a|an? homeowner*',
      '{own} investment*', 'investment property', 'investment properties', '{own} tenant', '{own} tenants', 'rent it out', 'rent them out', 'rent out',
      'renting it out', 'renting out', 'rented out', 'rent {det} {home} out', 'renting {det} {home} out', '{we} rent it out', '{we} rent out', '{we} are|am renting it out',
      '{we} are|am renting out', 'lease it out', 'leasing it out', 'leased out',
    ]],
  ],
  VOCABULARY,
);

/** Words before a tenure that make it a kind of person asked about: "only", "just for", "other". */
const ASKED_OF = /\b(?:only|just|other)\s+(?:for\s+)?$/;
/** The visitor saying what they are ("we're only tenants", "i'm just a renter"): not a kind of person asked about. */
const SELF_BEFORE = /\b(?:we'?re|we are|were|i'?m|i am|im)\s+(?:only|just)\s+(?:an?\s+)?$/;
const PERSON = /^(?:home ?|house |property )?(?:owners?|renters?|tenants?)$/;

/**
 * Whether the visitor owns or rents the home, when the message tells. A denial tells the other: "we
 * don't own it" rents, "we're not renting" owns.
 */
export function tenureIn(words: Words): Tenure | undefined {
  let told: Tenure | undefined;
  for (const match of TENURE.find(words)) {
    // "do only home owners qualify?", "is that just for renters?": a kind of person asked about, not the visitor
    const before = words.text.slice(Math.max(0, match.start - 16), match.start);
    if (PERSON.test(words.text.slice(match.start, match.end)) && ASKED_OF.test(before) && !SELF_BEFORE.test(before)) continue;
    const refused = denied(words.text, match.start);
    const value = refused ? (match.value === 'owner' ? 'renter' : 'owner') : match.value;
    // a stated tenure outweighs one read from a denial
    if (!refused) return value;
    told ??= value;
  }
  return told;
}

/** The lexicon, for tests that check the filed look-up against every phrase tried everywhere. */
export const TENURE_LEXICON = TENURE;
