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
    // and new homes spoken of in general ("what do new houses need now?", "new builds have to get 7 stars")
    ['aside', ['in addition', 'addition to that|this|which|it|them', 'new houses|homes|builds|dwellings need|require|must|get|nowadays', 'new houses|homes|builds|dwellings have|are to|required', 'new houses|homes|builds|dwellings these days',
      // the Top End's humid months before the wet ("the power bill over the build-up")
      'the build up', 'over|during|through|in build up', 'build up season']],
    ['extension', [
      'extension|extensions|extend|extending|extended', 'add* on', '{adding} {number}? {number}? {style}? {room}', '{adding} {det} granny flat',
      'addition', 'rear|side|back|front|upstairs|storey|room addition', 'rear|side|back extension', '{room} addition', 'addition to {det} {home}', 'going up {number}? {room}', 'enclos* {det}? {outdoor}', 'clos* in {det}? {outdoor}',
      'build* in {det} {outdoor}', 'build* out the back', 'build* on {number} {room}', 'turn* {det} {outdoor}|garage|attic|loft into',
      // going up a storey rather than out: "going up instead of out", "up not out"
      'go|going|build*|extend* up instead|rather of|than? out', 'up not out', '{adding} on {det}? new? wing|level|storey|story|room|rooms', 'new wing',
      'convert* {det} {outdoor}|garage|attic|loft', 'out the back extension',
      // adding onto the house, a new part out the back ("the new bit out the back ends up bigger")
      'add*|adding onto {det} {home}', 'add*|adding onto the back|side|front', 'new bit|part|section|wing out the back|side|front',
    ]],
    ['renovation', [
      'renovat*', 'reno', 'renos', 'renno', 'rennos', 'renovo', 'remodel*', 'refurb*', 'doing up {det}? {home}?', 'do up {det}? {home}?', 'gutting', 'gutted', 'rip*|tear*|pull* the insides|inside|guts|linings out', 'rip*|tear*|pull* out the insides|inside|guts|linings', 'strip* back|out', 'back to the studs|frame', 'restor* {det} {style}? {home}',
      'makeover', 'reclad*', 'restump*', 're roof*', 'reroof*', 'rewir*', 'knock* out {det} wall*',
      // a room turned into another, linings off: "turning the lean-to into a proper kitchen", "pulled the lining boards off"
      'turn*|convert* {det}? lean to|sleepout|sleep out|sunroom|verandah|veranda|garage|shed|laundry into', 'turn*|convert* it into {det}? proper? kitchen|bedroom|bathroom|living|lounge|study|office|studio|ensuite',
      'lining boards|linings|plasterboard|gyprock off|down|came off|coming off|goes up|going up', 'pull*|took|take|taken|rip*|strip* {det}? old? lining*|plasterboard|gyprock off|down',
      // a room redone: "redoing the bathroom", "gutting our kitchen", "a laundry makeover"
      'redo*|redid|redone|overhaul*|updat*|moderni*|refit*|gut|guts|gutted|gutting {det}? {old}? {old}? {fitted}', 're do*|done {det}? {old}? {old}? {fitted}', 'rip*|tear* out {det}? {old}? {old}? {fitted}', 'do|does|doing|did|done up {det}? {fitted}', 'doing {det} kitchen|kitchens|bathroom|bathrooms|ensuite|ensuites',
      '{fitted} redo|makeover|overhaul|refit|remodel|upgrade|update|rebuild|job', 'new {fitted}',
    ]],
    ['new build', [
      'new build*', 'new builds', 'spec {home}|build|builds|homes|houses', 'new #number star {home}', 'builder* reckons|says|said|told|wants|reckoned|adamant|insists|insisting|saying', 'build|building to #number star*', 'build|building to #number', '{own} {home}? design|designs', '{home} design', 'new construction', 'brand new {home}', 'new {home}', 'new #number bed*|bedroom|br|storey|story|level {home}?', 'new {style} {home}',
      'putting|put up {det} {style}? {home}', 'putting|put up {number} townhouses|units|apartments|villas|duplexes|houses|homes', 'building up|down|out here|there? in|at', 'sign* up? with {det} ... builder*', 'building {det}? first? new? {home}', 'build {det} first? new? {home}', 'building {det}? granny flat', 'build {det} granny flat',
      '{we} are? currently|just|now|finally|soon|also|actually? building', '{we} will build', 'process of building', 'building in|near|at', 'building on {det} {land}', 'going to build', 'about to build', 'plan* to build', 'want to build', 'looking to build', 'hoping to build',
      // building new, the contract with a builder, an architect at work on the plans
      'build* new', 'sign* {det}? build|building|construction contract*', 'building contract*', 'first build*', 'first time builder*', 'putting|put {det} {home} up', 'putting|put up {det} single|double|two|one storey|story|level',
      '{land} to build on', 'building what will|what\'ll be', 'building what will be', 'documenting {det}', 'builder* quote*|quoted|pushing|offering|offered|recommending', 'designer*|architect* given|gave|drawn|drew|drawing|designed', 'signing with {det}? builder*', 'drawing board', 'architect is|are|has|have|was|were? drawing|designing|working on|doing {det}? plans|design*', "architect's drawing|designing|working|at|doing",
      'ready to build', 'start* building', 'start* to build', 'build* from scratch', 'from scratch', 'building|build anything', 'building work', 'quoting|pricing {det} ... {home}|veneer|build', '{home}|duplex|duplexes|townhouses|units {we} am|are? drawing|designing|documenting', '{own} retirement|dream|forever|family|first build', 'plan is to build', 'plans are to build', 'sign* off {det}? plans|design|drawings', 'plans for {own} new? ... {home}', 'on {own} plans|drawings', '{own} plans|drawings came back', 'slab is|isn\'t|isnt|hasn\'t|hasnt|not ... down|in|poured yet', 'off the plan', '{bought} {det}? off the plan {home}?', 'slab ... pour*', 'pour* {det}? slab', '{own} build', 'the build', 'under construction',
      '{bought} {det}? {land}', '{land} settled|settles', '{land} settlement', 'settled on {det}? {land}', 'land settlement', 'client|clients {land}|plans|design|build|home|house',
      '{land} is in|at|near|on', '{we} are|am? a|an building? designer|draftsman|draftsperson', 'draw* up {det}? {home}|plans|design*', 'sign* off on {det}? plans|design*|drawings', 'plans|design|drawings for {det} ... {home}', '{land} of land', 'vacant {land}', 'empty {land}', 'bare {land}', '{own} {land}', '{own} new {land}', 'house and land', 'land package',
      'designing', 'design approach*|brief|briefs|choices|decisions', '{we} design it', 'to design it', 'design* {det} ... {home}', 'design* {det}? new? build', 'design stage', 'design phase', 'plans ... drawn*', 'drawn up plans', 'drawing up plans',
      'getting plans', 'house plans', 'building plans', 'drafting', 'draftsman', 'draftsperson', 'draftsmen', 'building designer', 'start* {det}? plans|planning|drawings',
      // plans finished, a designer at work on a job, land somewhere: "plans are done", "designer here"
      'plans are|were|got done|finished|approved|back|in', 'designer|architect|draftsperson|draftsman here', 'townhouse|house|home|duplex job',
      // land snapped up, a house build, a new home of so many storeys ("our new double-storey townhouse")
      'snapped|picked up {det}? ... {land}', 'house|home|townhouse|duplex build|builds', 'new double|single|two|one|split|three storey|story|level {home}',
      // a new home as a job or under way, even after "got" ("got a new house job", "got a new house starting")
      '{bought} {det}? new {home} job|jobs|build|starting|started|underway', '{bought} {det}? new {home} going up', 'new {home} starting|started|underway|job|jobs',
      // a home still to be built: "the house we'll build", "it'll be built in Perth", "being built"
      '{we} will? be? build|building', "will|it'll|it'd|we'll|they'll be built", 'yet to be built', 'being|getting built', 'get {det}? {home} built',
      'knock* down', 'knockdown*', '{home} is|getting|gets|being bowled|demolished|flattened|bulldozed', '{home} is|getting|being knocked down', 'getting bowled', '{det} build happening|going|underway', 'planning {det} build', 'building just|right? outside|near|out', 'bowl* {det}? ... {home}', 'bowling it', 'bulldoz*', 'flatten* {det} ... {home}', '{det} build start*|underway', 'build is|was starting|underway|about to start', '{own} build start*', 'knock it down', 'knocking it down', 'demolish*', 'demolition', 'tear* down', 'tearing it down', 'pull* down {det} {old}? {home}',
      // several homes built at once, a builder's package and its inclusions
      'building|build {det}? block of', 'upgrade|upgrades|extras|options list', 'builder* upgrade*|extras|options|inclusions', '{land} faces|runs|slopes|fronts|falls', '{land} has|got the street|road', '{land} has|got its back|front', 'building {number} townhouses|units|apartments|duplexes|villas', '{own} package', 'builder* package', 'build package', 'standard inclusions', '{own} inclusions', 'inclusions list',
      'rebuild*', 're build*', 'kdr', 'building with {det}? builder', '{own} builder', 'the builder', 'volume builder*', 'project builder*', 'custom build*',
      // a home being built: a signed building contract, a house "going up"
      'contract* are|is|was|were|now|all? signed', 'slab goes|going|went|is|was in|down', 'slabs going|goes in|down', 'signed {det}? building? contract*', 'signed {det}? build', '{home}|build|level|storey|story|bedder|bedroom going up', 'frame* going|goes|went|is|are|was up', 'frame stage', 'framing stage', 'lock up stage', 'lockup stage', 'at lock up|lockup', 'owner build*', 'display home*', 'display village', 'project home*', 'pour* the slab', 'slab goes down', 'site start', 'new estate', 'new subdivision',
      // a construction stage: the concrete or footings going in, ground broken; a home got or bought while it goes up
      'concrete ... pour*', 'pour* {det}? concrete|footings|foundations', 'footings|foundations are|were|will|get|got|being? be? go|goes|going|went|gone in|down', 'footings|foundations are|were|will|get|got|being? be? poured|dug', 'break* ground', 'site works', 'earthworks',
      '{bought} {det} ... {home} that|which|that\'s|thats? is|are? still|now|currently? going|being up|built', '{home} that|which|that\'s|thats is|are? still|now|currently? going|being up|built',
    ]],
    ['retrofit', [
      'retrofit*', 'retro fit*', '{old} {home}', '{old} {style} {home}', '{home} {we} live in', '{home} {we} are living in', '{home} {we} own', '{home} {we} bought',
      // the home and where it is, then bought: "a single-storey house in Ballarat we bought last year"
      '{home} in|at|near ... {we} {bought}', '{home} in|at|near ... {we} own|owned',
      '{home} {we} have lived in', '{we} live in {det} ... {home}', '{we} have lived', 'lived here', 'been living here', '{we} live in it', 'live in it', 'living in it', 'already live|have|own',
      '{home} {we} already have|own|live', '{we} have? been in {det} {home}', 'been here', 'moved in', 'moved into {det} {old}? {home}', '{we} have? moved into {det} {home}', '#decade {style}? {style}? {home}', '#decade {style}', '#decade split level|levels|storey', 'post war', 'postwar', 'pre war', 'interwar', 'federation', 'edwardian', 'art deco',
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

/**
 * Choosing how many storeys to build ("going single level", "we're not going two storey"): a new build
 * whether the choice is taken or turned down.
 */
const CHOOSING_STOREYS = compileLexicon<ProjectType>(
  [['new build', ['go|going|went single|double|two|one|split|three|2|1|3 storey|story|level|levels|storeys', 'go|going|went with|for {det}? single|double|two|one|split|three|2|1|3 storey|story|level', 'doing|do|build|building {det}? single|double|two|one|split|three|2|1|3 storey|story|level|levels|storeys']]],
  VOCABULARY,
);

/**
 * Weaker signs, read only while the project is not yet known: "our house" is a home that stands. (Not
 * renting: a renter's home stands too, but a renter has no project of their own to build or renovate.)
 */
const HINTS = compileLexicon<ProjectType>([['retrofit', ['{own} {style}? {style}? {home}', '#number bedroom {home}', 'manhole', 'the roof space']]], VOCABULARY);

/** A size said of a project denied: "not planning a big renovation" denies only a big one. */
const SIZED = /\b(big|major|full|huge|massive|large|proper|complete|whole|serious)\s+$/;

/** The denial of building that tells an existing home ("we're not building"). */
const NOT_BUILDING = /\b(not|never)\b|n't\b/;

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
  let notBuilding = false;
  let noRenovation = false;
  for (const match of STRONG.find(words)) {
    if (match.value === 'aside') continue;
    const isDenied = denied(words.text, match.start);
    // (a renovation denied outright, "we're NOT renovating", not only a big one: "not planning a big renovation")
    if (match.value === 'renovation' && isDenied && !SIZED.test(words.text.slice(Math.max(0, match.start - 12), match.start))) noRenovation = true;
    // ("not renovating or building anything": building of any kind denied, not only a new build;
    // but "not building anything from scratch" denies a new build only)
    if (match.value === 'new build' && isDenied && /\b(anything|work)$/.test(words.text.slice(match.start, match.end)) && !/^\s+(from scratch|new)\b/.test(words.text.slice(match.end))) {
      notBuilding = true;
      continue;
    }
    (isDenied ? refused : found).add(match.value);
    if (match.value === 'retrofit' && NOT_BUILDING.test(words.text.slice(match.start, match.end))) notBuilding = true;
  }
  // "we're not building or renovating anything", "not renovating or building anything": no project at
  // all, not an existing home's (whatever else is old: "the hot water tank is 14 years old")
  if (notBuilding && (refused.has('renovation') || refused.has('extension'))) found.delete('retrofit');
  // ("we're NOT renovating - the old place just needs to stop being an icebox": no project, whatever
  // the home is told to be; denying a new build as well tells an existing home, below)
  if (noRenovation && !refused.has('new build') && !found.has('new build') && !found.has('extension')) return undefined;
  for (const match of CHOOSING_STOREYS.find(words)) found.add(match.value);
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
export const PROJECT_TYPE_LEXICONS = [STRONG, CHOOSING_STOREYS, HINTS];
