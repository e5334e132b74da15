/**
 * What the words before a phrase say about it: whether it is denied ("not a new build"), and whether
 * the visitor says they have it ("we've got ducted gas") or only ask about it ("is ducted gas better?").
 */

/** Words that join two clauses. */
const JOINING = /\b(?:but|and|so|though|although|because|while)\b/g;

/** The clause a phrase at `start` sits in, up to the phrase: back to the last comma, stop, "but" or "and". */
function clauseBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - 80), start);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  const clause = before.slice(cut + 1);
  JOINING.lastIndex = 0;
  let from = 0;
  for (let joined = JOINING.exec(clause); joined; joined = JOINING.exec(clause)) from = joined.index + joined[0].length;
  return clause.slice(from);
}

/**
 * A denial close before the phrase: "not a new build", "we're not building", "we didn't buy land",
 * "we dont rent", "rather than a knock-down", and the second of two things denied together ("not
 * building or renovating", "no gas or solar"). "Not sure whether to build" denies nothing.
 */
const DENIAL =
  /\b(?:not(?! sure| certain| yet)|no|never|isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|won't|haven'?t|hasn'?t|nor|without|rather than|instead of|other than|no longer|(?:done|finished|through) with|moved out of)\b(?:\s+(?:a|an|the|any|our|my|really|actually|exactly|quite|strictly|technically|just|even|going|gonna|to|be|been|doing|planning|looking|intending|trying|thinking|considering|of|at|about|for|into|in|from|do|one|have|has|got|use|need|want|like|own|started|start|starting|big|major|huge|full|proper|massive|large|serious|complete|whole|building|build|anything|something))*(?:(?:\s+[a-z'-]+){1,3}\s+(?:or|nor)(?:\s+(?:a|an|the|any))?)?\s*$/;
/** "haven't started building yet": not yet is still coming. */
const NOT_YET = /^[^,.;!?]*\byet\b/;

/** True when the words just before `start`, in its clause, deny the phrase there (and no "yet" follows it). */
export function denied(text: string, start: number): boolean {
  return DENIAL.test(clauseBefore(text, start)) && !NOT_YET.test(text.slice(start));
}

/**
 * Words that make what follows something the home has or will have: "we have", "our", "heated by",
 * "currently", "we're going with", "switched to", "replaced it with", "no gas - just ...".
 */
const HAVING =
  /\b(?:(?:we|i)(?:'ve|ve)? (?:already |also |just |now )?(?:have|got|use)|we have|we've got|we got|i have|i've got|we've|i've|weve|ive|already|currently|at the moment|right now|existing|our|my|we use|we're using|we're on|we are on|running on|runs on|heated by|heated with|heats with|heat (?:it|the house|the home|the place)? ?with|heating(?: now| currently| at the moment| these days)? is|heating's|(?:sits?|sitting|huddles?|huddled|huddling|lives?|living) (?:in front of|next to|beside|by|over|around)|rely on|relies on|depend on|depends on|it has|has an?|has|it's|its|it is|there's|there is|have an?|got an?|plan(?:ning)? to (?:use|put in|install|get)|planning on|(?:dead )?set on|insist(?:s|ing|ed)? on|going with|going for|going to (?:use|install|put in|have)|opted for|chose|decided on|will (?:use|have|install|be)|we'll (?:use|have|install|put in)|want|with|switched (?:over )?to|changed (?:over )?to|(?:swapped|traded|replaced|changed|ditched) (?:(?:the|our|my|old|a|an)\s+)*(?:[\w-]+\s+){0,3}(?:for|with)|upgraded to|now (?:have|use)|installed|put in|came with|uses|(?:we|i) (?:run|burn|feed|light)|(?:she|he|they|mum|dad)(?:'s|'ve| has| have)? (?:just |only |always )?(?:got|has|have|had|uses|use|used|runs|run|cranks|crank|blasts|leaves)|than (?:running|using|heating with|paying for)(?: (?:the|our|my|an?))?|(?:lugging|carting|chopping|splitting|stacking|hauling) (?:the )?(?:wood|logs|firewood) (?:for|in|into) (?:the|our|his|her|their)|(?:she|he|they) (?:has|have)|(?:ours|mine|hers|theirs)(?:'s| is| are)|runs? off|running off|(?:(?:get|getting|got) (?:by|through(?: (?:the )?(?:winters?|summers?))?)|make do|making do|survive|surviving) (?:on|with)|(?<=[-–—,:]\s{0,2})(?:just|only)|keep(?:ing)? (?:us\w* |runn?\w* |going with )?(?:the|our|my)(?: old)?)\b/g;
/**
 * Words that make what follows an option, a comparison or something gone: "should we get", "or",
 * "vs", "better than", "replace", "instead of", "we had".
 */
const WEIGHING =
  /\b(?:or (?:go|going|get|getting|put|putting|opt|opting|stick|sticking|use|using)(?: (?:with|for|in|to))?|(?:torn|deciding|choosing|weighing up) between|should|could|would|or|vs|reckons?|suggests?|recommends?|says|said|saying|(?:tells|told|telling) (?:me|us)|swears by|(?:keeps? )?(?:banging|going|harping) on about|wants? to sell (?:us|me)|wants? (?:us |me )?to (?:pull|rip|take|tear|put|get|install|replace|swap|go)|pushing|pushes|flogging|versus|than|compared? (?:to|with)|comparing|instead of|rather than|switch(?:ing)? (?:over )?to|change (?:over )?to|replac(?:e|ing)(?:\b[^.?!,]{0,40}?\bwith)?|swap(?:ping)?\b[^.?!,]{0,40}?\bfor|trad(?:e|ing) in\b[^.?!,]{0,40}?\bfor|(?:change|changing|switch|switching)(?: over)? from\b[^.?!,]{0,40}?\bto|get rid of|getting rid of|rip(?:ping)? out|remov(?:e|ing)|thinking|considering|worth|better|cheaper|best|get an?|getting|buy(?:ing)?|upgrad(?:e|ing) to|(?<!always )had|used to have|replaced|swapped out|got rid of|removed|ripped out)\b/g;

/** The last match of a global pattern in a text, as its end offset, or -1. */
function lastEnd(pattern: RegExp, text: string): number {
  let end = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) end = match.index + match[0].length;
  return end;
}

/**
 * True when the visitor states the home has (or will have) the thing named at `start`: the nearest
 * telling words before it in its sentence say so. "We have gas, should we get a split system?" states
 * gas, not the split system; "we replaced the gas heater with a split system" states the split system,
 * "should we replace it with a split system?" does not.
 */
export function stated(text: string, start: number, end = start): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const sentence = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('?'), before.lastIndexOf('!')) + 1);
  // "replacing a gas one", "swapping out the electric tank for a heat pump": what is replaced is there
  const clauseAfter = /^[^.?!,;]*/.exec(text.slice(end, end + 80))?.[0] ?? '';
  if (REPLACED.test(sentence)) return true;
  // "new owners of a cold brick house in Ballarat, ducted gas heating - what's worth doing first": a
  // thing named in a clause of a few words with no verb is a feature of the home listed
  const clauseBefore = sentence.slice(Math.max(sentence.lastIndexOf(','), sentence.lastIndexOf(';'), sentence.search(/\s[-–—]\s(?!.*\s[-–—]\s)/)) + 1);
  const listedAfter = /^[^.?!,;]*?(?=\s[-–—]\s|[.?!,;]|\s(?:and|plus)\s|$)/.exec(text.slice(end, end + 80))?.[0] ?? '';
  const listed = `${clauseBefore} ${text.slice(start, end)} ${listedAfter}`.trim();
  const splitOff = /[,;]|\s[-–—]\s/.test(sentence) && /^[^.?!,;]*?(?:[,;.]|\s[-–—]\s)/.test(text.slice(end));
  if (splitOff && listed.split(/\s+/).length <= LISTED_WORDS && !VERB_OR_ASKING.test(listed) && !CHOOSING.test(text)) return true;
  // "my neighbour has a heat pump and a friend has solar": someone else's home
  if (OTHERS_HAVE.test(sentence.slice(-40))) return false;
  const having = lastEnd(HAVING, sentence);
  // "our son reckons we should rip it out and put in reverse cycle": what is put in after a proposal is proposed
  const proposed = PROPOSED.test(sentence) && INSTALLING.test(sentence.slice(0, having));
  if (having >= 0 && having > lastEnd(WEIGHING, sentence) && !proposed) return true;
  // "the old electric hot water", "our dying gas heater": a thing described by its age or state is there
  if (WORN.test(sentence) || OLD_ONE_IS.test(sentence)) return true;
  // "the ducted gas ... is costing a fortune", "gas heater is ancient", "solar hot water panels on the
  // roof": a thing complained about, described or placed, in a sentence that asks or weighs nothing
  // before it, is there
  // (a question word in an earlier clause asks nothing of it: "the landlord won't do anything and the heaters ...")
  const ownClause = sentence.split(/[,;]|\band\b|\bbut\b/).at(-1) ?? sentence;
  if (lastEnd(WEIGHING, sentence) >= 0 || ASKING_BEFORE.test(ownClause)) return false;
  if (HELD_AFTER.test(clauseAfter)) return true;
  // "the wood heater does all the work", "the gas ducted in our place is older than the kids", "gas
  // storage hot water, about 15 years old": the thing the sentence tells of, its subject, is there
  const subject = ownClause.trim() === '' || /(?:^|\s)the\s+(?:[a-z]+\s+)?$/.test(ownClause);
  if (subject && (TOLD_OF.test(clauseAfter) || AGED.test(text.slice(end, end + 40))) && !clauseAfter.includes('?') && !WEIGHED_AFTER.test(clauseAfter)) return true;
  const after = /^[^.?!]*[.?!]?/.exec(text.slice(end, end + 80))?.[0] ?? '';
  return (!after.endsWith('?') && COMPLAINED_OF.test(after)) || (!clauseAfter.includes('?') && (COMPLAINED_OF.test(clauseAfter) || PLACED.test(clauseAfter)));
}

/** Someone else having the thing: "my neighbour has", "a friend's got", "her sister swears by". */
const OTHERS_HAVE = /\b(?:neighbou?rs?|friends?|mates?|colleagues?|brother|sister|cousin|someone|workmates?)(?:'s)?\s+(?:has|have|had|got|'s got|uses|swears by|reckons|put in|installed)\s+(?:(?:a|an|the|their|her|his|one of those|new|big)\s+)*$/;
/**
 * A verb right after a thing, maybe after where it is, that tells of it: "never switches off", "does
 * all the work", "in our place is older than the kids", "keeps tripping".
 */
const TOLD_OF =
  /^\s*(?:(?:tank|unit|system|sytem|systm|cylinder|hws|heater)(?:'s|s)?\s+)?(?:(?:started|starting|begun|began) (?=\w+ing\b))?(?:(?:in|on|at|out|up|under|throughout) (?:the |our |my |this )?(?:[a-z]+\s+){1,5}?)?(?:[a-z]+ly\s+)?(?:never|always|barely|hardly|only|just|still|is|was|'s|has|had|does|did|doesn't|didn't|won't|isn't|wasn't|can't|keeps|kept|runs|ran|goes|went|takes|took|uses|used|sounds|struggles|struggled|works|worked|heats|heated|costs|cost|eats|chews|guzzles|sits|lives|died|broke|leaks|leaked|leaking|roars|rattles|hums|(?:finally )?(?:carked|conked|packed) (?:it|out|up)|(?:about to |going to |gonna )?carks? it|on (?:its|it's|their) (?:way out|last legs)|playing up|gave up|blew up|(?:finally )?(?:died|broke down|gave out))\b/;
/** An age told right after a thing, maybe after its last words: "gas storage hot water, about 15 years old", "must be 20 years old". */
const AGED = /^(?:\s*[a-z]+){0,2}\s*(?:[,–—-]\s*)?(?:(?:it )?(?:must be|is|'s|was|would be|could be|might be) )?(?:about |around |nearly |almost |over |roughly |maybe )?\d{1,2}\s*(?:years?|yrs?)(?: old)?\b/;
/** A choice weighed after the thing: "the gas heater or a split", "is it better". */
const WEIGHED_AFTER = /\b(?:or|vs|versus|better|cheaper|worth|compared?)\b/;

/** A proposal before the thing: "we should", "he reckons", "thinking about". */
const PROPOSED = /\b(?:should|could|would|might|can|reckons?|suggests?|recommends?|says?|said|lets? (?:us|me)|allow\w*|agreed|wants? (?:us |me )?to|told (?:us|me) to|thinking|considering)\b/;
/** Having words that only put a thing in, which a proposal before them makes a plan: "put in", "install", "going with". */
const INSTALLING = /\b(?:put in|installed|going with|going for|going to (?:use|install|put in|have)|opted for|chose|decided on|switched (?:over )?to|changed (?:over )?to|upgraded to|with)$/;

/** Having said after the thing: "a bar heater is all we've got", "split systems are what they use". */
const HELD_AFTER =
  /^[^.?!,;]{0,30}?\b(?:is|are|'s)\s+(?:all|what|the only (?:thing|heating|heater)s?)\s+(?:(?:that\s+)?(?:we|i|she|he|they|mum|dad)(?:'ve|'s| have| has)?)\s*(?:got|have|has|use|uses|run|runs|rely on|relies on)\b/;

/** The most words of a clause that lists a feature of the home ("ducted gas heating"). */
const LISTED_WORDS = 5;
/** A verb, a question word or a weighing word: such a clause says more than a feature. */
const VERB_OR_ASKING =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|should|would|could|can|will|want|need|get|getting|thinking|considering|or|vs|versus|than|what|which|how|why|whether|if|instead|replace\w*|switch\w*|swap\w*|better|cheaper)\b/;

/** A message weighing options, whose list is of choices, not of what the home has ("deciding: ducted gas, split systems"). */
const CHOOSING = /\b(?:deciding|choosing|choose|options?|between|which\b[^.?!]{0,20}\b(?:get|buy|choose|pick|go with|go for|better|best|install)|or|vs|versus|compare\w*|thinking of|considering|quotes?)\b/;

/** Replacing what is there: the words right before the thing ("replacing a gas one", "swap out the old tank"). */
const REPLACED =
  /\b(?:replac(?:e|es|ed|ing)|swap(?:p?ing|s)?(?: out)?|chang(?:e|ing) over|get(?:ting)? rid of|rip(?:ping)? out|pull(?:ing)? out|tear(?:ing)? out|ditch(?:ing)?|upgrad(?:e|ing))\s+(?:(?:the|our|my|a|an|old|existing|current|ageing|aging|dying|tired)\s+)*$/;
/** Where a thing the home has sits: "on the roof", "in the lounge", "throughout the house". */
const PLACED = /^\s*(?:[a-z]+\s+){0,2}(?:on|in|up on|under|throughout|through) (?:the|our|my) (?:roof|house|home|place|lounge|living|hallway|garage|laundry|backyard|yard|family room|rumpus|bedrooms?|kitchen|dining|study|front room|back room)\b|^\s*(?:[a-z]+\s+)?(?:throughout|in every room|all through)\b/;

/** Words right before a thing that describe one the home has: its age or state ("the old", "our ancient"). */
const WORN =
  /\b(?:on (?:the|its) (?:way out|last legs)|old|older|existing|current|ancient|original|ageing|aging|dying|dead|broken|clapped[- ]out|tired|worn[- ]out|rusty|leaking|leaky|faulty|noisy|inefficient|decades[- ]old|\d+[- ]year[- ]old)\s+(?:[a-z]+\s+)?$/;
/** The one there now, said to be the thing: "the old one is a gas wall furnace", "the existing unit's an electric tank". */
const OLD_ONE_IS = /\b(?:old|older|existing|current|present) (?:one|unit|heater|system|tank|thing)(?:'s| is| was)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?$/;
/** A question opening the clause before the thing, or "whether" in it: "is ducted gas ...", "whether gas ..." (not "the only thing ... is the tank"). */
const ASKING_BEFORE = /^\s*(?:is|are|what|which|how|does|do|would|could|should|can)\b|\b(?:whether|if)\b/;
/** What follows a thing the visitor has and complains of: its bill, its cost, its age or failing. */
const COMPLAINED_OF =
  /^[^.?!,;]{0,60}?\b(?:bills?|(?:is|are|'s|keeps|been) (?:costing|eating|chewing|guzzling|sucking|smashing|hammering|killing|belting|blowing out|dying|broken|on (?:its|their) last legs|playing up|struggling|useless|hopeless|leaking|failing|packing up|ancient|old|knackered|stuffed|cactus|rooted|dodgy|past it|on (?:its|their|the) way out|due (?:for|to be) replac\w*|getting old|worn out|rusted|clapped out)|costs? (?:us |me )?(?:a fortune|heaps|a lot|a bomb)|(?:is|are|'s|'re) (?:killing|bleeding|sending) (?:us|me)|(?:runs?|running|is on|going) (?:all day|all night|flat out|non-?stop|constantly)|(?:is|are|'s|'re) (?:so |really |bloody )?(?:expensive|dear|pricey) to run|(?:is|are|'s) (?:\d+|[a-z]+) ?(?:years?|yrs?|yo|y\/o)(?: old)?|(?:is|are|'s) \d{1,2}(?= and\b| now\b|$)|(?:is|are|'s) (?:\d{1,2} and )?(?:on (?:borrowed time|the way out|its last legs)|near(?:ing)? the end|at the end of its life)|(?:is|are|'s) (?:about|going|gonna|set|due) to (?:die|go|give up|pack up|pack it in|cark it|carc it|fail|conk out)|(?:roaring|rattling|clanking|groaning|chugging|humming|belting|pumping) (?:away|all (?:day|night)|non-?stop|constantly))\b/;
