import type { TurnIntent } from './types';

/** The visitor asks to be contacted. */
const CONTACT_ME =
  /\b((call|ring|phone|contact|email|text) (me|us)|get in touch( with (me|us))?|reach out to (me|us)|(speak|talk|chat) (to|with) (someone|somebody|a person|a human|a real person|an? (expert|advisor|adviser|assessor|consultant|specialist))|sign (me|us) up)\b/;
/** Things only a person can provide: a quote, an assessment, a plan. */
const LEAD_THING =
  /\b(quotes?|quotation|(energy |home |efficiency |thermal |nathers |an? )?assessments?|assessors?|consultation|site visit|personali[sz]ed (energy (efficiency )?)?plan)\b/;
/** Owned already: "our assessor", "my energy assessor". */
const POSSESSED = /\b(our|my|the)\s+(energy |nathers |building )?$/;
/** Wording that asks for something rather than asking about it. */
const REQUEST =
  /\b(i'?d like|i would like|i'?d love|(?<!\b(do|would|should|will|did) )i want|(?<!\b(do|would|should|will|did) )i need|we'?d like|we would like|(?<!\b(do|would|should|will|did) )we want|(?<!\b(do|would|should|will|did) )we need|interested in|looking for|keen (on|for)|book|arrange|organi[sz]e|schedule|(can|could|may) (i|we) (get|have|book|arrange|organi[sz]e|request)|(can|could|would|will) (you|someone|somebody) (do|give|send|arrange|book|organi[sz]e|provide|prepare|quote|come)|send (me|us)|give (me|us)|get me|(how|where) (do|can) (i|we) (get|book|arrange) (a|an|one|the|some|our|my)\b)\b/;
/** Words that report what someone else said right before a request: "the builder says", "apparently". */
const HEARSAY = /\b(says?|said|reckons?|reckoned|told (us|me)|tells (us|me)|mentioned|apparently|supposedly)\s+(that\s+)?$/;
/** "I want to know what an assessment involves" asks about it. */
const WANTS_TO_KNOW = /\b(want|like|need|love) to (know|understand|learn|find out|ask|check)\b/;
/** Words after a thing the visitor has that report what it says: "the quote says", "our assessment came back". */
const REPORTS = /^\s*(says|said|has|had|is|was|came|comes|shows|showed|lists|listed|includes|included|quotes|quoted|gives|gave|reckons|mentions|states)\b/;
/** A request turned down: "please don't call me", "no quote needed". */
const NEGATION = /\b(don'?t|do not|no need to|not|never|no)\b[^.?!,]{0,20}$/;

const AFFIRM = /^(yes|yeah|yep|yup|sure|ok|okay|please|please do|sounds good|that would be (great|good)|go ahead|absolutely|definitely|i would|i'd like that)\b/;
const GREETING = /^(hi|hello|hey|hiya|g'?day|good (morning|afternoon|evening)|howdy)\b[\s!.,?]*(there|mate|team|all|everyone)?[\s!.,?]*$/;
/** Polite conversation that needs no answer beyond a friendly word. */
export const SOCIAL =
  /^(thanks|thank you|thank u|thx|ta|cheers|ok|okay|cool|great|awesome|nice|perfect|lovely|got it|no worries|sounds good|no thanks|no thank you|nope|no|bye|goodbye|see ya)\b/;
const DOMAIN =
  /(energy|star|rating|nathers|ncc|insulat|window|glaz|solar|batter|(?<![a-z])heat|hot water|cool|warm|cold|freez|chilly|air ?con|bill|thermal|draught|draft|condens|mould|mold|damp|humid|shad|eave|orient|ventil|fan\b|fans|rebate|build|retrofit|renovat|extension|house|home|climate|zone|efficien|power|electric|gas\b|roof|wall|floor|ceiling|slab|brick|timber|frame|emission|carbon|sustainab|passive|design|kwh|tariff|feed-in|inverter|panel|r-?value|u-?value|shgc|basix|apartment|townhouse|dwelling|storey|comfort|temperature|winter|summer|sun\b|cost|save|saving|upgrade|cooktop|induction|stove|appliance|pool pump|\bev\b|electric vehicle|meter|usage|consumption|\bleds?\b|lights?\b|lighting|globes?\b|bulbs?\b|skylight|blower door|air ?tight|deciduous|plans\b|drawings\b)/;
/** Whether a sentence ending in "?" asks, off-topic word free, of the home or its rules in words of its own. */
function asksOfTheHome(text: string): boolean {
  return text.split(/(?<=[.?!])\s+/).some((sentence) => sentence.endsWith('?') && !OFF_TOPIC.test(sentence) && (DOMAIN.test(sentence) || HOME_PROCESS.test(sentence)));
}

/** Who a home's energy rules and help are for: a tenant, a landlord, a rebate asked of. */
const HOME_PROCESS = /\b(tenants?|renters?|renting|landlords?|rebates?|freebies|discounts?|grants?|subsid\w*)\b/;
/** Energy words that keep a message in scope even when it also mentions an off-topic subject. */
const ENERGY =
  /(energy|insulat|window|glaz|solar|batter|heat|hot water|air ?con|bill|thermal|draught|condens|mould|ventil|rebate|efficien|power|electric|kwh|tariff|panel|star rating|nathers|ncc|warmth|deciduous|skylight|smart meter|roof colou?r|(lighter|darker|paler) colou?r|cut (our |the |my )?(costs|bills|spending))/;
/** Subjects an energy advisor does not cover, even with a place name in the message. */
const OFF_TOPIC =
  /\b(forecast|will it (rain|snow|be sunny)|(going to|gonna|likely to|meant to) (rain|snow|hail|storm|pour)|rain(ing)? (today|tomorrow|this)|weather (today|tomorrow|this|next|on the)|(weather|rain|snow)\b[^.?!]*\b(today|tomorrow|tonight|this week|weekend|next week)|afl|nrl|footy|football|soccer|cricket|rugby|tennis|grand final|election|vote|politic\w*|prime minister|recipe|bake (?:a|an|the|some|my|our|bread|cakes?|biscuits?|cookies?)|baking (?:a|an|the|some|bread|cakes?|biscuits?|cookies?|tins?|trays?|paper|powder|soda)|python|javascript|typescript|coding|programming|homework|maths?|assignment|essay|movie|film|tv show|song|lyrics|joke|poem|tax return|stocks?|shares|bank|mortgage|home loans?|stamp duty|transfer duty|superannuation|super fund|(our|my|your|the) super\b(?! (cold|hot|efficient|quiet|noisy|warm|high|low|expensive|cheap))|lump sum|income stream|accountants?|first home (owners? |buyers? )?grants?|fhog|first home guarantee|lenders? mortgage insurance|lmi|interest rates?|crypto|bitcoin|capital of|horoscope|lottery|dogs?|cats?|pets?|puppy|kitten|barking|vegetables?|veggies?|veggie patch|gardening|lawn ?(mow\w*|care|seed|food|fertili\w*|grubs|weeds|clippings)|mow\w* (the |our |my )?lawn|paint(ing)?|colou?rs?|carpet|furniture|decor\w*|possums?|rats?|mice|mouse|termites?|cockroach(es)?|roaches|spiders?|ants|wasps?|pest control|pests?|vermin|slow cookers?|lamb|shanks?|roast (lamb|beef|chicken|pork|dinner)|dinner|lunch|breakfast|tradies?|tilers?|tiling|tiles|plumbers?|carpenters?|chippy|painters?|landscapers?|handyman|cleaners?|removalists?|pool fenc\w*|fencing|(bathroom|kitchen) (reno\w*|job|remodel\w*|makeover|tiles?)|(sell|selling|sold) (the|our|my|this) (house|home|place|property)|real estate agents?|auction\w*|cafes?|restaurants?|pubs?|bars?|schools?|hotels?|motels?|(things|stuff) to (do|see) (in|at|around|near) (?!(the |our |my |a |an )?(house|home|place|property|unit|rental|roof|ceiling|walls?|floors?|winter|summer)\b)|places to (visit|go|eat|stay)|(gonna|going to|meant to|supposed to) be (\w+ ){0,2}(hot|cold|rainy|wet|sunny|windy|stormy|fine)\b[^.?!]{0,40}\b(tomorrow|today|tonight|this (week|weekend)|next week|(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday))|(mortgage |finance )?brokers?|conveyancers?|fenc\w* (round|around) (the |our |a )?pool|brekkie|brunch|(spot|place) for (brekkie|breakfast|brunch|lunch|dinner|a feed|coffee|a drink)|sightseeing|tourist\w*|baker(y|ys|ies)|pies?|takeaway|coffee|food|dessert|pav|pavlova|cakes?|cover letters?|resumes?|cv|job (applications?|interviews?)|exchange rate|us dollar|greenbacks?|rego|(car|vehicle|boat|trailer) registration|(driver'?s|drivers|learner'?s|driving) (licen[cs]e|test)|licen[cs]e renewal|speeding (fines?|tickets?)|parking (fines?|tickets?)|(the|a|my|our) fines? (dropped|waived|overturned|reduced|withdrawn)|demerit points?|speed cameras?|pinged (doing|for) \d+|doing \d{2,3} in an? \d{2,3}\b|tolls?|passport|medicare|wi-?fi|internet|nbn|modem|router|(phone|mobile|tv|wifi) (signal|reception|coverage)|mobile reception|tax (deduct\w*|time|agent|accountant|man|claims?)|(on|against|through|off) (my |our |the )?tax\b|claim\w*\b[^.?!]{0,30}\btax\b|\bato\b)\b/;
/** Animals and pests in or around the home. */
const PEST = /\b(possums?|rats?|mice|mouse|termites?|cockroach(es)?|roaches|wasps?|snakes?|birds? nesting|pest control|pests?|vermin)\b/;
/** What is asked of a pest: catching it, getting rid of it, who may. */
const PEST_ASKED = /\b(trap\w*|catch\w*|catcher|kill\w*|bait\w*|poison\w*|get rid of|remov\w*|relocat\w*|licen[cs]ed|exterminat\w*|pest control|drive (it|them) out|evict|legal|allowed)\b/;

/** Disputes and legal matters, off topic even about a rental: "get my bond back", "a divorce", "the tribunal". */
const DISPUTES =
  /\b(\bbond\b[^.?!]{0,20}\b(back|refund\w*|return\w*|kept|keeping|withh\w*|deduct\w*|dispute)|(refund\w*|return\w*|keep\w*|withh\w*|hand\w* back|give back|pay back)\b[^.?!]{0,20}\bbond\b|get (my|our|the) bond|divorc\w*|separation|custody|lawyers?|solicitors?|legal (advice|action)|tribunal|ncat|vcat|qcat|evict\w*|rent (increase|increases|hike|hikes|rise|rises)|(put|puts|putting|raise|raises|raising|jack|jacks|jacking) (the |our |my )?rent( up)?|rent (go|goes|going|went) up|break(ing)? (the|our|my) lease)\b/;

/** Whether a lower-cased message names a subject an energy advisor does not cover ("the footy", "a recipe"). */
export const offTopic = (text: string): boolean => OFF_TOPIC.test(text);

/**
 * Things outside the home's energy that take an energy word as a mere label ("a gas bbq", "solar
 * garden lights", "a battery mower"): the thing, not its fuel, is what is asked about.
 */
const OFF_TOPIC_THINGS =
  /\b(gas|electric|solar|battery|cordless|rechargeable)\s+(bbqs?|barbecues?|grills?|pizza ovens?|(lawn ?)?mowers?|leaf blowers?|whipper snippers?|garden lights?|path lights?|fairy lights|torch(es)?|bikes?|scooters?|drills?|tools?)\b/;

/** Visiting a place: its opening hours, days open, parking, bringing a pet or children along. */
const VISITING =
  /\b(open(ing)? (hours|times)|(open|opened|closed) (this|on|next|over the) (sunday|saturday|weekend|monday|tuesday|wednesday|thursday|friday|public holiday|long weekend)|bring (the |my |our )?(dog|dogs|kids|children|pram)|parking (there|out the front)|what time (do|does) (they|you|it) (open|close))\b/;

/** Naming a business or a pet, whatever its theme ("a name for my café with a solar theme"). */
const NAMING =
  /\b(names?|logo|slogan|tagline|branding)\b[^.?!]{0,60}\b(themed?|for (my|our|the|a|an) (new )?(cafe|café|shop|business|restaurant|bar|store|company|brand|boat|dog|puppy|cat|kitten|baby|band|podcast))\b|\b(cafe|café|shop|business|restaurant|bar|store|company|podcast|band)\b[^.?!]{0,60}\b(a name|names|logo|slogan|tagline)\b/;

/**
 * A vehicle's own systems ("my car's aircon is blowing hot air", "the heater in the ute"): not the
 * home's, unless the message is about charging it from the home.
 */
const VEHICLE = /\b(?:car|cars|car's|ute|utes|ute's|truck|trucks|truck's|4wd|4x4|vehicle's|van's|caravan's|motorbikes?|motorcycles?|boats?|boat's|trailers?|jet ?skis?)\b/;
const VEHICLE_PART = /\b(?:air ?con\w*|aircon\w*|a\/c|heater|radiator|engine|mechanic|tyres?|brakes?|gearbox|re-?gas\w*|windscreen)\b/;
/** A vehicle's own battery: "the Corolla's battery", "a new car battery". */
const VEHICLE_BATTERY =
  /\b(?:car|cars|ute|utes|truck|4wd|4x4|boat|caravan|motorbike|motorcycle|van|corolla|camry|hilux|ranger|landcruiser|prado|commodore|falcon|rav4|cx-?5|i30|outback|forester|triton|navara|patrol|golf|civic|jazz|yaris|mazda ?\d?|toyota|holden|ford|hyundai|kia|nissan|mitsubishi|subaru|honda)(?:'?s)? (?:battery|batteries)\b/;
const HOME_CHARGING = /\b(?:charg\w*|solar|ev|evs|electric (?:car|vehicle|ute)s?|plug-?in hybrid)\b/;

/** Writing a letter or email for the visitor about something other than energy ("a complaint letter about a leaking tap"). */
const WRITING = /\b(?:(?:write|draft|compose|pen)\b[^.?!]{0,30}\b(?:letters?|emails?|complaints?|one)|(?:complaint|formal) (?:letters?|emails?)|(?:letters?|emails?) (?:written|drafted)|letters? to (?:send|give|my|our|the))\b/;

/** "I'm in ...", "we live near ...": the visitor is telling us where, even if we do not know the place. */
export const LOCATION_CUE =
  /^(?:(?:hi|hello|hey|g'?day)[,!.]?\s+)?(?:i'?m|i am|we'?re|we are|i live|we live|(?:we're|we are|i'm|i am) (?:based|located|building|renovating)|(?:the )?(?:house|home|place|block|property|farm) is|(?:our|my) (?:house|home|place|block|property|farm)(?:'s| is)|it'?s)\s+(?:just\s+)?(?:out\s+|up\s+|down\s+|over\s+)?(?:in|at|near|around|outside|out near|on)\s+(?<place>.+)$/;

/** A short message phrased as a request or a question (not a bare answer such as a town or "nothing"). */
const REQUEST_FORM =
  /^(recommend|tell|give|write|show|play|sing|find|search|list|explain|what|who|when|why|how|where|which|can|could|will|would|is|are|do|does|should)\b|\?/;

/**
 * Words that make a message about the visitor's own home or project: "we", "our", "building", "the
 * house" (not "I" or "my" alone: "my daughter's party in Penrith, where can I hire a castle?").
 */
const HOME_CUE =
  /\b(we|we're|we've|were|weve|our|i'm|im|i've|building|build|built|live|living|moving|renovat\w*|reno|house|home|place|property|block|unit|apartment|rental|renting)\b/;

/** A clause opening on a question word ("so is r4 enough ...", "..., is a black roof ok"), or options weighed ("slab or stumps"). */
const CLAUSE_ASKS =
  /(?:^|[,;:.!]\s*|\s[-–—]\s*|\b(?:so|and|but|then)\s+)(?:is|are|do|does|did|should(?!'?ve\b| have\b)|would(?!'?ve\b| have\b)|could|can|will|what|what's|whats|which|how|why|when|where|who|any)\b|\b(?:or|vs|versus)\b/;

/** The collected variables a place named sets. */
const PLACE_KEYS = new Set(['location', 'state', 'postcode']);

/** The most words of a message that only tells where the visitor is ("I'm in the Blue Mountains, near Katoomba"). */
const PLACE_CUE_WORDS = 10;

/** The fewest words of a question that also tells us about the home (shorter: "I'm in Ballarat, why?" is details). */
const QUESTION_WORDS_MIN = 5;

/** True when the message asks for a quote, an assessment or to be contacted (not when it asks about them). */
function asksForLead(text: string): boolean {
  for (const sentence of text.split(/(?<=[.?!;])\s+/)) {
    const contact = CONTACT_ME.exec(sentence);
    if (contact && !NEGATION.test(sentence.slice(0, contact.index))) return true;
    const thing = LEAD_THING.exec(sentence);
    if (!thing) continue;
    const before = sentence.slice(0, thing.index);
    if (NEGATION.test(before)) continue;
    // "our assessor says we're over the budget": someone the visitor already has, not a request
    if (POSSESSED.test(before) && /^assessors?\b/.test(thing[0])) continue;
    // "the quote says 4.2": a quote the visitor has, reported, not one asked for
    if (/\b(our|my|the|their|his|her)\s+([a-z-]+\s+)?$/.test(before) && REPORTS.test(sentence.slice(thing.index + thing[0].length))) continue;
    // "the builder says we need an assessor" reports what someone said, it asks for nothing
    // (a request asks for the thing it comes before: in "came out to quote ... reckons I need the cold
    // climate model", the need is the model's)
    const request = REQUEST.exec(before);
    if (request && !WANTS_TO_KNOW.test(sentence) && !HEARSAY.test(sentence.slice(0, request.index))) return true;
    // "a quote", "quote for insulation", "energy assessment": a bare request, not a question about them
    const words = sentence.split(/\s+/).filter(Boolean).length;
    if (words <= 5 && !REQUEST_FORM.test(sentence)) return true;
  }
  return false;
}

/** What the visitor wants from this turn. */
export function classifyIntent(input: {
  text: string;
  changed: string[];
  leadOffered: boolean;
  /** The message names a concept of the advisor's domain (understanding/lexicon.ts): it is in scope. */
  namesConcept?: boolean;
  /** The message as understood (spelling corrected), for subjects a typo hides ("tomorow"). */
  understood?: string;
  /** The message is a broad question about the home (understanding/): in scope unless its subject is off-topic. */
  broad?: boolean;
  /** The message names a specific topic or measure (not only energy, a new build or rebates). */
  namesTopic?: boolean;
  /** The message asks something (understanding/: a question type or a broad ask), even without a "?". */
  asks?: boolean;
  /** The advisor's last message asked a question this message may answer (the town, the project type...). */
  answering?: boolean;
  /** The message carries on from the visitor's in-scope question before it ("how long to pay it back?"). */
  continues?: boolean;
  /** The message tells of a trouble with the home (too cold or hot, a bill, a failing appliance). */
  troubled?: boolean;
  /** The concepts it names are only of process (approvals, a landlord, rebates): an off-topic subject beside them is still off topic. */
  processOnly?: boolean;
}): TurnIntent {
  const text = input.text.toLowerCase().replace(/[’]/g, "'").trim();
  if (asksForLead(text)) return 'lead';
  if (input.leadOffered && AFFIRM.test(text)) return 'lead';
  if (GREETING.test(text)) return 'greeting';
  if (OFF_TOPIC_THINGS.test(text) || NAMING.test(text)) return 'out_of_scope';
  if (((VEHICLE.test(text) && VEHICLE_PART.test(text)) || VEHICLE_BATTERY.test(text)) && !HOME_CHARGING.test(text)) return 'out_of_scope';
  // a vehicle asked about with nothing of the home's energy ("renew the car's registration in NSW")
  if (VEHICLE.test(text) && !HOME_CHARGING.test(text) && !DOMAIN.test(text) && !input.namesConcept) return 'out_of_scope';
  if (WRITING.test(text) && !ENERGY.test(text)) return 'out_of_scope';
  if (DISPUTES.test(text) && !ENERGY.test(text)) return 'out_of_scope';
  // visiting a display home or an office ("open this Sunday?", "can I bring the dog?"), asking nothing of energy
  if (VISITING.test(text) && !ENERGY.test(text)) return 'out_of_scope';
  // a pest in the roof asked about for itself ("am I allowed to trap it, or does it have to be a licensed
  // catcher?"), whatever it did to the insulation
  if (PEST.test(text) && text.split(/(?<=[.?!])\s+/).some((sentence) => sentence.endsWith('?') && PEST_ASKED.test(sentence) && !ENERGY.test(sentence))) return 'out_of_scope';
  const words = text.split(/\s+/).filter(Boolean).length;
  // (a trouble with the home keeps the thing it is told of in scope: "the tiles are freezing underfoot")
  // (an off-topic thing told in a sentence that asks nothing beside one that does, "the freebies are for
  // people with a mortgage. Is there anything a tenant can get?", leaves what is asked to decide)
  // (the asking sentence names something of the home or its rules itself; "how can I fix it?" asks of the thing told)
  if (!ENERGY.test(text) && (!input.namesConcept || input.processOnly) && !(input.troubled && DOMAIN.test(text)) && (OFF_TOPIC.test(text) || (input.understood !== undefined && OFF_TOPIC.test(input.understood))) && !asksOfTheHome(text)) return 'out_of_scope';
  // (read as typed and as understood: "the desing" is the design)
  if (!DOMAIN.test(text) && !(input.understood !== undefined && DOMAIN.test(input.understood)) && !input.namesConcept && !input.broad && !input.troubled) {
    // a question about something at a place that is not the visitor's home ("any good cafes in
    // Fremantle?") is not about the home, unless it answers the advisor's question about the town
    // (a long one asks of something else even right after the question about the town: "planning a party in Penrith, where can I hire a castle?")
    if (input.changed.some((key) => PLACE_KEYS.has(key)) && (!input.answering || words > PLACE_CUE_WORDS) && (REQUEST_FORM.test(text) || (input.asks === true && words > PLACE_CUE_WORDS)) && words >= 3 && !HOME_CUE.test(text)) return 'out_of_scope';
    // telling us about the home and asking in one message ("we've bought a block, what should we think
    // about first?") is a question about that home: it is answered, not only acknowledged
    if (input.changed.length > 0 && input.asks && words > QUESTION_WORDS_MIN && !SOCIAL.test(text)) return 'advice';
    // a question carrying on from the one before ("how long to pay itself back?", "what size system?")
    // asks about its subject, in scope as that was
    if (input.continues && input.asks && !SOCIAL.test(text)) return 'advice';
    // "I'm on dessert duty at Christmas, how do I ..." is no place told: a place cue is a short message's
    if (input.changed.length > 0 || SOCIAL.test(text) || (LOCATION_CUE.test(text) && words <= PLACE_CUE_WORDS)) return 'details';
    return words <= 3 && !REQUEST_FORM.test(text) ? 'details' : 'out_of_scope';
  }
  // a statement that told us something ("we're going up a storey in Bendigo") is acknowledged as details
  // (so is a longer one giving the place with what the home has: "We've got a 3 bedroom house in Geelong with old ducted gas heating.")
  // (typed without punctuation, a clause that opens on a question word or weighs options still asks)
  const placeTold = (input.changed.includes('location') || input.changed.includes('postcode')) && !CLAUSE_ASKS.test(text);
  if (input.changed.length > 0 && !text.includes('?') && !input.asks && (words <= 8 || !input.namesTopic || placeTold)) return 'details';
  return 'advice';
}
