import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

type ProjectType = 'new build' | 'retrofit' | 'renovation' | 'extension';

/**
 * What people say that tells the project. Strong phrases: land bought, a design or plans, a knock-down
 * rebuild or a builder mean a new build; a home already lived in, old or of a past decade means a
 * retrofit; adding a room or enclosing a deck means an extension.
 */
const STRONG = compileLexicon<ProjectType | 'aside'>(
  [
    // words that only look like a project, hiding them: "in addition"
    ['aside', ['in addition', 'addition to that|this|which|it|them']],
    ['extension', [
      'extension|extensions|extend|extending|extended', 'add* on', '{adding} {number}? {number}? {style}? {room}', '{adding} {det} granny flat',
      'addition', 'rear|side|back|front|upstairs|storey|room addition', 'rear|side|back extension', '{room} addition', 'addition to {det} {home}', 'going up {number}? {room}', 'enclos* {det}? {outdoor}', 'clos* in {det}? {outdoor}',
      'build* in {det} {outdoor}', 'build* out the back', 'build* on {number} {room}', 'turn* {det} {outdoor}|garage|attic|loft into',
      'convert* {det} {outdoor}|garage|attic|loft', 'out the back extension',
    ]],
    ['renovation', [
      'renovat*', 'reno', 'renos', 'renno', 'rennos', 'renovo', 'remodel*', 'refurb*', 'doing up {det}? {home}?', 'do up {det}? {home}?', 'gutting', 'gutted', 'strip* back|out', 'back to the studs|frame', 'restor* {det} {style}? {home}',
      'makeover', 'reclad*', 'restump*', 're roof*', 'reroof*', 'rewir*', 'knock* out {det} wall*',
      // a room redone: "redoing the bathroom", "gutting our kitchen", "a laundry makeover"
      'redo*|redid|redone|overhaul*|updat*|moderni*|refit*|gut|guts|gutted|gutting {det}? {old}? {old}? {fitted}', 're do*|done {det}? {old}? {old}? {fitted}', 'rip*|tear* out {det}? {old}? {old}? {fitted}', 'do|does|doing|did|done up {det}? {fitted}',
      '{fitted} redo|makeover|overhaul|refit|remodel|upgrade|update|rebuild|job', 'new {fitted}',
    ]],
    ['new build', [
      'new build*', 'new builds', 'new construction', 'brand new {home}', 'new {home}', 'new #number bed*|bedroom|br|storey|story|level {home}?', 'new {style} {home}',
      'putting|put up {det} {style}? {home}', 'putting|put up {number} townhouses|units|apartments|villas|duplexes|houses|homes', 'building up|down|out here|there? in|at', 'sign* up? with {det} ... builder*', 'building {det}? new? {home}', 'build {det} new? {home}', 'building {det}? granny flat', 'build {det} granny flat',
      '{we} are? currently|just|now|finally|soon|also|actually? building', '{we} will build', 'process of building', 'building in|near|at', 'building on {det} {land}', 'going to build', 'about to build', 'plan* to build', 'want to build', 'looking to build', 'hoping to build',
      'ready to build', 'start* building', 'start* to build', 'build* from scratch', 'from scratch', 'off the plan', 'slab ... pour*', 'pour* {det}? slab', '{own} build', 'the build', 'under construction',
      '{bought} {det}? {land}', '{land} settled|settles', '{land} settlement', 'settled on {det}? {land}', 'land settlement', 'client|clients {land}|plans|design|build|home|house',
      '{land} is in|at|near|on', '{we} are|am? a|an building? designer|draftsman|draftsperson', 'draw* up {det}? {home}|plans|design*', '{land} of land', 'vacant {land}', 'empty {land}', 'bare {land}', '{own} {land}', '{own} new {land}', 'house and land', 'land package',
      'designing', 'design* {det} ... {home}', 'design* {det}? new? build', 'design stage', 'design phase', 'plans ... drawn*', 'drawn up plans', 'drawing up plans',
      'getting plans', 'house plans', 'building plans', 'drafting', 'draftsman', 'draftsperson', 'draftsmen', 'building designer', 'start* {det}? plans|planning|drawings',
      // a home still to be built: "the house we'll build", "it'll be built in Perth", "being built"
      '{we} will? be? build|building', "will|it'll|it'd|we'll|they'll be built", 'yet to be built', 'being|getting built', 'get {det}? {home} built',
      'knock* down', 'knockdown*', 'bowl* {det}? ... {home}', 'bowling it', 'bulldoz*', 'flatten* {det} ... {home}', '{det} build start*|underway', 'build is|was starting|underway|about to start', '{own} build start*', 'knock it down', 'knocking it down', 'demolish*', 'demolition', 'tear* down', 'tearing it down', 'pull* down {det} {old}? {home}',
      // several homes built at once, a builder's package and its inclusions
      'building|build {det}? block of', 'building {number} townhouses|units|apartments|duplexes|villas', '{own} package', 'builder* package', 'build package', 'standard inclusions', '{own} inclusions', 'inclusions list',
      'rebuild*', 're build*', 'kdr', 'building with {det}? builder', '{own} builder', 'the builder', 'volume builder*', 'project builder*', 'custom build*',
      // a home being built: a signed building contract, a house "going up"
      'contract* are|is|was|were|now|all? signed', 'slab goes|going|went|is|was in|down', 'slabs going|goes in|down', 'signed {det}? building? contract*', 'signed {det}? build', '{home}|build|level|storey|story|bedder|bedroom going up', 'frame* going|goes|went|is|are|was up', 'frame stage', 'framing stage', 'lock up stage', 'lockup stage', 'at lock up|lockup', 'owner build*', 'display home*', 'display village', 'project home*', 'pour* the slab', 'slab goes down', 'site start', 'new estate', 'new subdivision',
      // a construction stage: the concrete or footings going in, ground broken; a home got or bought while it goes up
      'concrete ... pour*', 'pour* {det}? concrete|footings|foundations', 'footings|foundations are|were|will|get|got|being? be? go|goes|going|went|gone in|down', 'footings|foundations are|were|will|get|got|being? be? poured|dug', 'break* ground', 'site works', 'earthworks',
      '{bought} {det} ... {home} that|which|that\'s|thats? is|are? still|now|currently? going|being up|built', '{home} that|which|that\'s|thats is|are? still|now|currently? going|being up|built',
    ]],
    ['retrofit', [
      'retrofit*', 'retro fit*', '{old} {home}', '{old} {style} {home}', '{home} {we} live in', '{home} {we} are living in', '{home} {we} own', '{home} {we} bought',
      '{home} {we} have lived in', '{we} live in {det} ... {home}', '{we} have lived', 'lived here', 'been living here', '{we} live in it', 'live in it', 'living in it', 'already live|have|own',
      '{home} {we} already have|own|live', '{we} have? been in {det} {home}', 'been here', 'moved in', 'moved into {det} {old}? {home}', '{we} have? moved into {det} {home}', '#decade {style}? {style}? {home}', '#decade {style}', 'post war', 'postwar', 'pre war', 'interwar', 'federation', 'edwardian', 'art deco',
      'mid century', 'heritage', 'period {home}', 'character {home}', 'victorian {home}|terrace|era',
      '#decade build', '#decade era', 'built in the #decade', 'built in #number', 'built around #number', 'from the #decade', '#number years old',
      '#number year old', '{bought} {det} ... {home}', '{we} are|do|will? not|aren\'t|don\'t|won\'t|never going? to? build*', 'upgrad* {det} {old}? {home}', 'improv* {det} {style}? {home}', 'existing', 'already built', 'already standing',
    ]],
  ],
  {
    ...VOCABULARY,
    outdoor: 'deck|verandah|veranda|patio|porch|balcony|alfresco|carport|sunroom|back',
    /** the rooms a renovation refits */
    fitted: 'bathroom|bathrooms|kitchen|kitchens|ensuite|ensuites|laundry|laundries|toilet|toilets',
  },
);

/** Weaker signs, read only while the project is not yet known: "our house" is a home that stands. */
const HINTS = compileLexicon<ProjectType>([['retrofit', ['{own} {style}? {style}? {home}', '#number bedroom {home}', 'we rent*', "we're renting", 'renting']]], VOCABULARY);

/** Which project wins when several are named: the more specific ("renovating our old house" is a renovation). */
const PRIORITY: readonly ProjectType[] = ['extension', 'renovation', 'new build', 'retrofit'];

/** What denying one project says of the other: "not a new build" is an existing home, and back. */
const OPPOSITE: Partial<Record<ProjectType, ProjectType>> = { 'new build': 'retrofit', retrofit: 'new build' };

/**
 * The project a message tells, said outright or implied: "we bought a block" → new build, "a 1950s
 * cottage" → retrofit, "adding a second storey" → extension. A denied project ("we're not building,
 * it's an existing place") is not taken; denying a new build alone tells a retrofit. A project said
 * outright wins over one denied ("not a knock-down, we're building on vacant land"). The weaker hints
 * count only while `known` is undefined.
 */
export function projectTypeIn(words: Words, known: string | undefined): ProjectType | undefined {
  const found = new Set<ProjectType>();
  const refused = new Set<ProjectType>();
  for (const match of STRONG.find(words)) {
    if (match.value !== 'aside') (denied(words.text, match.start) ? refused : found).add(match.value);
  }
  for (const value of PRIORITY) if (found.has(value)) return value;
  for (const value of refused) {
    const other = OPPOSITE[value];
    if (other && !refused.has(other)) return other;
  }
  if (known !== undefined && known !== 'unknown') return undefined;
  const hint = HINTS.find(words).find((match) => !denied(words.text, match.start));
  return hint?.value;
}

/** The lexicons, for tests that check the filed look-up against every phrase tried everywhere. */
export const PROJECT_TYPE_LEXICONS = [STRONG, HINTS];
