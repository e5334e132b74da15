/**
 * What kind of answer a question wants, from its wording. The answer plan opens on it: a definition
 * says what the thing is, a worth-it question gets a judgement, a comparison says which and when, a
 * cost question the figure, a rebate question the program, a compliance question the rule.
 */
export type QuestionType = 'definition' | 'worth_it' | 'comparison' | 'cost' | 'rebate' | 'compliance' | 'how_to' | 'general';

/** "What does SHGC mean / stand for?", "define NatHERS", "what's meant by thermal bridging". */
const MEANING =
  /\b(mean(?! for\b)|means(?! for\b)|meaning(?! for\b)|stand for|stands for|short for|define|definition|meant by|explain (it|them|that|this|what)|explain( to me| to us)? (the )?[\w-]+( [\w-]+){0,3} (to (me|us) )?(like|as if|simply|in simple|in plain)|like i'?m (five|5|a kid|a child)|in (simple|plain|layman'?s) terms|dumb (it |this |that )?(right )?down|eli5|in plain english|what('s| is| are) (that|it|this|they|those)( number| figure| thing)?( all)?( about)?(?=\s*\??$)|what('s| is) (this|that) [\w-]+ thing|what (does|do) (that|this|it|they|those|these)( \w+)? (tell|say about)|what (does|do) (that|this|it|they|those|these) (actually |really |even )?do|what('s| is) (that|it|this)( \w+)?( even| actually| really)? (measuring|telling (me|us)|saying|for|on about|looking at|checking|testing)|what('s| is) (the|those|these) ([\w-]+ ){1,3}(even |actually |really )?(measuring|telling (me|us)|on about)|what (that|this|the|its|it) (number|figure|rating|value|label|rating|thing|term|word)( is)? (means|is telling|tells|is saying|says|measures|is measuring|is for)|no (idea|clue|friggin idea|bloody idea) what (it|that|this|they|those|the [\w.-]+( bit| number| thing| part| letters?)?)\b[^.?!]{0,30}\b(is|are|means|does|do)|(decode|translate|decipher) (it|that|this|them|those)|(what'?s|what is) (that|it|this) in (plain )?english|(is|are) (that|it|this|they) (an? )?[\w-]+( \w+)? or what|what('s| is) (that|it|this)( [\w-]+){0,2} when it'?s at home)\b/;
const REBATE =
  /\b(rebates?|freebies?|goodies|hand[- ]outs?|take (the )?edge off (the (price|cost) of )?(an? |the |our )?|(schemes?|programs?|programmes?|government|govt|territory|state|council)\b[^.?!]{0,30}\bhelp(s|ing)? (me |us |you )?(to )?(pay|afford|cover|fund|with (the )?(cost|price|bill))|handouts?|sweeteners?|(what|anything|much) (do|can|would|will) (you|we|i|u) get back\b|subsid\w*|discounts?|grants?|incentives?|loans?|cashback|stcs?|concessions?|government (help|support|money|assistance|funding|scheme)|(government|govt|the state|state|council|feds?|federal|they|anyone|nsw|vic|victoria|qld|queensland|sa|wa|tas|tassie|tasmania|nt|act)\b[^.?!]{0,20}\b(chipping in|chip in|chips? in|pay(ing)? for|help(ing)? (with|pay)|kick(ing)? in|knock(ing)? (money|something) off)|(government|govt|the state|state|council|feds?|federal)\b[^.?!]{0,20}\b(give|gives|giving|offer|offers|put|puts|chip|chips|throw|throws) (you |us |people |anything |any money |money |cash )*(towards|to help|for)|(can|could|do) (we|i) get (any )?help (with|for|paying|to pay)|(knock|knocks|knocking) (anything|something|money|a bit|a few (bucks|hundred)) off(?! (the |our |my )?(power |energy |electricity |gas )?bills?)|(government|govt|the state|state|council|feds?|federal|they)\b[^.?!]{0,20}\b(take|takes|taking) (\w+ )?off|(any|is there|is there any|there's|some) help( out there| around| available| going)? (to |with |for )?(get|getting|buy|buying|put|putting|pay|paying|install\w*|swap\w*|replac\w*|upgrad\w*|chang\w*|switch\w*)|(low[- ]income|concession( cards?)?|health ?care card|pensioners?)\b[^.?!]{0,40}\b(help|assist\w*|support|eligible|qualify)|free money|(throw|throws|throwing|chuck|chucks|chucking|kick|kicks|kicking)( in)? (any |some )?(money|cash|dollars|funds?)\b|(is there|are there|any|get( us)?) (any )?(financial |government |state )?(assistance|funding|subsid\w*)\b|(qualify|qualifies|eligible|eligibility) (for|to get)\b|(save|saves|saving|take|takes|taking|knock|knocks|knocking) (us |me |you )?([\w$]+ ){0,3}off (the )?(price|cost|quote|upfront)|(cheapest|cheaper|best|easiest|smartest) way to (pay|fund|finance) (for )?|pay for (it|that|them|one) (without|with)|(get|bring|knock|drive)\w* (the |that )?(price|cost) down|borrow\w* (money |cheaply|cheap|for)|cheap(ly)? borrow\w*|(get|bring|knock|drive)\w* (the |that )?(price|cost)\b[^.?!]{0,40}\bdown\b|solar homes|(is there|are there|any|get( us)?) (a |any )?(deals?|offers?|specials?|money back)\b[^.?!]{0,10}\b(on|for|to|with)\b|(is there|are there|any|get( us)?)\b[^.?!]{0,12}\b(money (back|off)|cash ?back)\b|financial (help|support)|(help|assistance) (with|to pay|paying)( for)? (the )?(cost|price|bill)|help (to )?pay(ing)? for|help (paying|to pay)|anything to help|lends?(?! of)|lending|(no|zero)[- ]interest|interest[- ]free|cheap finance|finance (deals?|offers?)|(state|council|govt|government|federal|feds'?) (money|cash|help|funding|support|assistance)|(the )?(state's|states|government's|governments|govt's|council's|feds'?|territory's) ([\w-]+ ){0,3}(money|cash|funding|dollars|scheme|program|programme)|in the running for|(program|programme|scheme)\b[^.?!]{0,30}\b(soften|ease|cushion|take the sting)|soften(s|ing)? the blow|help from (the )?(government|govt|state|territory|council|feds?)|spread(s|ing)? (out )?(the )?(cost|costs|price|payments?|bill))\b/;
const COST =
  /\b(?<!without (a |an )?(huge |big |large |massive )?)(costs?|costing|price[sd]?|pricing|pricey|set (me|us) back|going rate|(what|how much) (would|will|do|does|did) (we|i|you|people|it|they|retailers?) (pay|spend)|(what|how much) (do|does|would|will|did|can) (you|we|i|they|people|u) get paid|(what|how much) (are|is|am) (you|we|i|they|people|u) (getting|get) paid|(what|how much) (are|is) ([\w']+ ){1,2}(paying|spending|charging|forking out|shelling out)|how much (to|for)\b|how many (grand|thousand|k|bucks|dollars)\b|what (would|will|are|am|is) (we|i|you|they) (be )?up for\b|how much (are|r|is) (we|you|u|it) talking\b|blow out|add to (the|our|my) (power |energy |electricity )?bill|add (to|onto) (the|our|my|a|an) (price|cost|build( cost| price)?|budget|job|quote|house|home)|how much (extra |more )?(does|do|would|will|did|might) ([\w-]+ ){1,4}add\b|(what|how big an?|how much of an?) (sort of |kind of )?premium\b|(?<!\b(would|will|does|did|could|might) it )\bpay (for|to)\b(?! itself)|how much (is|are|would|will|does|do) (it|they|one|a|an|the)?\s?[\w -]*(cost|charge|run)|how much (is|are) (a|an|the)? ?[\w -]+$|how much (is|are) (a|an|the|one|those|these)\b(?![^.?!]*\b(sav\w*|worth|produc\w*|generat\w*|use|uses|output|make|makes)\b)|(what|how much) (sort|kind|type) of (money|cash|dollars|price|budget|coin|dosh|bucks|moolah)|(money|coin|cash|dollars|bucks|dosh) are we talking|how much (money|cash|dough|coin|dosh)|what money|what (are|would|will) (we|you|i) (be )?looking at\b(?! (doing|getting|installing|fixing|here|with))|(what|how big a|how much of (a|the|our|my)) (chunk|share|portion|part|proportion|slice|percentage) of\b|\$\s?\d|ballpark(?! (star|stars|rating|energy rating|star rating|figure for (the |our |my )?(stars|rating)))|\b(go|goes|going) for\b(?! (it|a |an |the |gas|electric|solar|heat|reverse|split))|(run|come|comes|work|works) (you |us |me )?(out )?to\b(?! (run|heat|cool|keep|use|the|a|an)\b)(?! (about |roughly |around |nearly |just over |just under )?\d+(\.\d+)? ?(kwh|kw|kilowatt|litres|l|degrees|stars?|%|percent|per ?cent|hours|m2|square)\b)|fork out|shell out|cough up|what('s| is) the damage|\bdent\b[^.?!]{0,30}\b(wallet|pocket|bank account|budget|savings)|(hit|sting) (to|in) (the|my|our|your) (wallet|hip pocket|pocket|budget)|how much,? (roughly|approx\w*|ish)|(roughly|approximately|about) how much|\b(expensive|costly|dear|pricey|cheap) (to|for) (run|running|install|buy|put in|fit|operate)\b|\b(is|are|would|will|was) (it|they|that|this|those|these|one) (\w+ )?(expensive|costly|dear|pricey)\b|\b(would|will|do|does|did|might|should) ([\w']+ ){0,2}charge\b|\bcharge (to|for)\b)/;
/**
 * Costs told rather than asked: a complaint ("costing a fortune", "costs heaps to run") is about the
 * bills, cutting costs asks how to use less, and a cost ruled out ("won't cost me my bond", "without costing much") asks for cheap measures.
 */
const NOT_A_PRICE =
  /\b((is it |it's |or )?just (the |a )?(price|brand|marketing)\b|(i'm|im|i am|we're|we are|i've been|been) (pricing|quoting|costing)( up)?\b|(padding|pad|pads|inflating|inflate|jacking up|jack up|bumping up|bump up|upselling|upsell)( up)? (the |our |my )?(price|quote|bill|cost)|costs? (us |me )?less to (run|heat|cool|power)|(cut|cutting|reduce|reducing|lower|lowering|bring down|bringing down|keep down|keeping down|save on|saving on|slash|slashing|trim|trimming)( (our|my|the|your|down|back))?( [\w-]+){0,2} costs?|cost(s|ing)? (us |me |them )?(a fortune|heaps|a bomb|a packet|an arm and a leg|the earth|too much|a lot)|(won't|wont|doesn't|doesnt|don't|dont|not|never|without) (cost(ing)?|costs)( (me|us|you|much|a lot|a cent|anything|the earth))?)\b/g;
/** Two things set against each other ("X or Y", "X vs Y", "as good as", "the difference between"). */
const COMPARISON =
  /\b(vs\.?|versus|compared? (to|with)|comparison|how (does|do|would|will) (that|it|this|they|we|ours|mine) (compare|stacks? up|measure up)|better than|worse than|cheaper than|as (good|efficient|effective|warm) as|difference between|(much|anything|a lot|heaps|a big gap|a real gap) (in it )?between|differ(ence)? from|different (from|to|than)|how much (of an? )?(jump|leap|step up|improvement|gain)|(jump|leap|step up) (from|over)|which is (better|best|cheaper)|instead of|rather than|(means?|meaning|so) (we|you|i) (don'?t|do not|won'?t|will not|wouldn'?t) need|does the (same )?job of|do(es)? the same job|substitutes? for|(a|no) substitute|(a )?replacement for|in place of|(can|could) (skip|ditch|do without)|(torn|choos\w*|decid\w*|pick\w*|stuck|split|weighing up) between|still need(ed)?|which way (do|should|would|will|to) ((we|i|you) )?go|who'?s (got it )?right|who is (right|correct)|or)\b/;
/**
 * A yes-or-no question about what must be done, whose "or" sets one duty against another ("does the
 * whole house have to hit 7 stars or just the extension?", "am I on the hook for ... or only ..."):
 * it asks the rule, not which thing is better.
 */
const OBLIGED_OR = /\b(do|does|did|will|would|must|am|are|is)\b[^.?!]{0,40}\b(have to|has to|need to|needs to|got to|gotta|on the hook|required to|must|obliged to|bound to|kicks? in for|appl(y|ies) to)\b[^.?!]*\bor\b/;
/** Asking whether a figure told is one thing or another: "is that the batt I order or something else?". */
const THAT_OR_ELSE = /\b(is|are) (that|it|this|they|those) ([\w'-]+ ){1,6}or (is it |are they )?(something|somethin|sth|some ?thing) (else|different)\b/;
/** Words that make what follows the circumstance of a question, not its subject: "with the new", "now the". */
const CIRCUMSTANCE = /\b(with|now|since|given|because of|after|thanks to)( that)?( all)? (the |a |an |this |these |those )?([\w']+ ){0,3}$/;
/** A size said against a share of another ("more than half the size of the house"): a quantity, not two things compared. */
const QUANTITY_THAN = /\b(more|less|bigger|smaller|larger|over|under|greater) than (half|a (third|quarter|half)|double|twice|\d+\s?(%|per ?cent|m2|square))/g;
/** Asking whether the choice between things told matters: "does it matter which", "any difference which one". */
const MATTERS_WHICH = /\b(matters?|difference) which\b/;
/** Wording that sets two named things against each other even in a cost question ("cost less than"). */
const STRONG_COMPARISON = /\b(than|vs\.?|versus|compared (to|with)|or)\b/;
/** An alternative left open after the thing named: "or is there better stuff?", "or something else?". */
const OPEN_ALTERNATIVE = /\bor (is there |are there |should (i|we) (get|go for|use|try) |would (i|we) be better (off )?with )?(something|anything|stuff|some ?thing)( \w+)?( better| else)?\b|\bor is there (better|other|anything)\b/;
/** Wording that compares only when two things are named ("or", "as efficient as possible"). */
/** (and "still need", which weighs the thing asked against one the home has: "foil's there already, do I still need batts?") */
const WEAK_COMPARISON = /^(or|as \w+ as|still need(ed)?|which way .*|who.*)$/;
/** "worth about 80 grand", "worth $60k": what a job is worth, not whether it is worth doing. */
const WORTH_A_SUM = /\bworth\s+((about|around|roughly|approx\w*|maybe|nearly|close to|over|under|up to|somewhere around)\s+)?(\$|\d|a (few|couple)|(ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred) (grand|thousand|k)\b)/g;
const WORTH_IT =
  /\b(worth\b|(is it |about )?time (for (a|an|some|the)|to (get|go|switch|swap|upgrade|replace))\b|up to scratch|(is there|there's|anything|something) better\b|(get|use|try) something else|good (idea|option|choice|investment|value)|any good|a good (idea|option|choice|investment)|(good|smart|wise|sensible|right) (move|call|decision)|earns? (its|their) keep|pulls? (its|their) weight|^(do|does|will|would|can) ([\w-]+ ){1,5}(work|cope)( well| ok| okay| properly)? (in|out here|up here|down here|over here|here|there)\b|(is|are|'s) (that|this|it|they|those|these) (a )?(good|decent|bad|ok|okay|alright|any good)( (number|figure|rating|score|result))?(?=\s*(\?|,|$|and\b|or\b))|should (i|we) (get|buy|install|put|go|switch|swap|add|replace|use|consider|bother)|pays? (off|for itself|back|(its|their) way)|payback|make sense|recommend(ed)?|bother|gimmicks?|fads?|(just |all )?marketing|sales (fluff|pitch|talk|spiel|gimmick)|hype|snake oil|a con|scam|rip[- ]?off|legit|waste of (money|time)|money down the drain|(start(ed)? to |begun to |began to )?make sense|makes? (any )?sense|stacks? up|mak(e|es|ing) (a|any|much) ((big|real|huge|noticeable|massive) )?difference|mak(e|es|ing) (much|any) odds|(actually|really) (do|does|work|help)|do (anything|much|any good)|(any good|decent|much chop|worth a damn)\b(?= or\b|\s*\??$)|money well spent|bang for (the |your |our )?buck|(still |really )?an? goer|(would|will|does|did|could|might) it pay( off)? to|(work|works|cope|copes|perform|performs|go|goes) (well|ok|okay|alright|all right|properly|fine|any good)( (out )?(here|there|up here|down here|in))?\b(?!\s+(?:with|for|as|if|when)\b))\b/;
/** A rating someone says a home needs: "the builder reckons we only need 6 stars", "says the minimum is 7 stars". */
const CLAIMED_RULE =
  /\b(says?|said|reckons?|reckoned|claims?|claimed|insists?|told (us|me))\b[^.?!]{0,60}\b(need|needs|needed|require[sd]?|minimum|have to|has to)\b[^.?!]{0,20}\b(\d(\.\d)?|five|six|seven|eight)[- ]stars?\b/;
const COMPLIANCE =
  /\b(paperwork|red tape|approvals?|permits?|sign[- ]?offs?(?! (on )?(the |our |my )?(plans?|design|drawings))|certification|hoops|comply|compliance|compliant|minimum|required|require|requirements?|mandatory|compulsory|must (i|we|a|the|new)|do (i|we) need (a|an|to)|need to (meet|comply|get a)|(have|having|has) to (meet|pass|be|get|hit|reach|achieve|comply)|stuck (with|having)|(rating|stars?) (do|does|will) (we|i|it|the house|a new (house|home)|our (house|home)) need|(what|which|how many)\b[^.?!]{0,15}\b(stars?|star rating|rating|energy rating)\b[^.?!]{0,40}\b(need|needs|require[sd]?|have to|has to|must|meet|hit|achieve|wants?|expects?|asks? for|insists? on|held too?|bound by|up for|in for|stuck with|aiming at)\b|what (do|does|will) (new (houses|homes|builds)|a new (house|home|build)) (need|require|have to (get|meet|hit))|what (the |a |our |my |your )?builders? (has|have|needs?|must|is required) (to )?(do|meet|follow|comply with|build to)|builders? (has|have|needs?) to (do|meet|follow|build to|stick to)|legal(ly)?|allowed|regulations?|rules?|standards?|trigger(s|ed)?|kicks? in|by law|caught by|(get|gets|getting) (us|it|me|them|the (house|home|design|plans?)) over the line|(what|which|does|do|would|will)\b[^.?!]{0,40}\bappl(y|ies|ys)\b(?! for))\b/;
/** Names of the rules, which make a question about compliance unless it asks what they are. */
const RULE_NAMES = /\b(certificate|7[- ]?stars?|seven stars?|basix|building code|ncc)\b/;
const HOW_TO =
  /\b(how (else )?(do|can|should|could|would) (i|we|you)|how to|ways? to|tips|what (else )?(do|can|should|could|would) (i|we) do|where (do|should|can) (i|we) start|what (should|can) (i|we) (upgrade|change|fix|improve)|help me|how (do|can) (i|we) (make|keep|get|stop|reduce|cut|lower|improve))\b/;
/** "What does a NatHERS rating measure?", "what does an assessor do?" */
const WHAT_DOES =
  /^(what|what's) (does|do) (?!(we|i|you|they|us|people)\b)(an? |the )?([\w-]+ ){1,4}(actually |really )?(measure|do|show|tell( you| me)?)\b|\bwhat('s| is) (the|this|that) ([\w-]+ ){1,3}(even |actually |really )?measuring\b/;
/** "What is thermal bridging?", "what are the NCC climate zones?": short, naming a thing. */
const WHAT_IS = /^(what|what's|whats) (is|are|'s)? ?(?!(((actually|really|even|all) )?(included|covered|counted|involved|in it|in there|needed|required)|going on|happening|wrong|up|the (problem|cause|issue|go|story|deal|fix|answer|solution|remedy|cure|trick|plan|move|options?)|causing|behind|about|if|can|could|should|would|will|do|does|did|have|has|had|else|we|i|you|they|our|my|your|their|it|that|this|cheaper|cheapest|better|best|worse|more|less|the (best|cheapest|difference)|the (smart|smartest|right|wise|wisest|go-to|go to|ideal|safest|sensible|best|obvious) (buy|choice|option|pick|move|bet|call|one|thing|replacement|upgrade|swap|alternative)|size|sized|sort|kind|type|brand|model|make|temperature|temp|setting|thickness|level|number|angle|tilt|direction|way|colou?r|r[- ]?values?|u[- ]?values?|stars?|star rating|rating)\b)(an? |the )?([\w-]+( [\w-]+){0,3})\s*\??$/;

/** A name asked after as new to the visitor: "what's this whole of home thing", "what's that VPP business", "what on earth is the SHGC bit". */
const MARKED_NEW = /\b(what'?s|whats|what (on earth |the heck |exactly |actually )?is) (this|that|the|a) ([\w-]+ ){1,4}(thing|thingy|business|caper|jobby|gizmo|bit)\b(?!\s+(going|gonna|will|would|cost|costs|add|adds|do|does|mean|worth|set))/;

/** Asking what a thing is before asking more of it: "what's a VPP and do I need one?" */
const WHAT_IS_AND = /^(what|what's|whats) (is |are )?(an? |the )?[\w-]+( [\w-]+){0,2} and (do|does|is|are|can|should|will|would|how|what|where|who|why)\b/;

/** "What are the cheap fixes?", "what are my options?": asking for measures, not what a thing is. */
const MEASURES_ASKED = /\b(fixes|options|ways|things|steps|wins|tips|ideas|choices|alternatives|priorities|upgrades|changes)\b/;

/** An "or" that sets nothing against the thing asked about: "or not", "or so", or asking after anything better ("or is there better stuff?", "or something else"). */
const YES_OR_NO = /\bor (not|so|two|more|less)\b|\bworth (it|the (money|cost|price|effort))\b,? or (is it |are they |it's |they're |is that )?(still |just |more of |more |really )?(an? )?([\w']+ ){0,2}(toy|toys|waste|gimmick|con|scam|rip[- ]?off|hype|marketing|fad|luxury|novelty|extravagance|white elephant|money pit|not)\b|\bor (does|do|is|are|will|would|must|has|have|did) (the |a |an |our |my |it |they |he |she |we |i |you )?(builder|council|government|law|rules?|it|they|he|she|we|i|you|that|this)\b|\bor (is|are) there (any(thing)? |some(thing)? )?(better|other|else|good)\b|\b(something|anything) (else|better)\b/;

/** The question's type by its wording (the first that applies in the order below). */
/** Words that may lead a question without changing it: "and what's COP?", "so is it worth it?". */
const LEADING = /^(?:(?:and|so|but|also|plus|oh|ok|okay|well|then|now)\s+)+/;

export function questionType(said: string, conceptCount: number): QuestionType {
  const text = said.replace(LEADING, '').replace(QUANTITY_THAN, ' ');
  const priced = text.replace(NOT_A_PRICE, ' ');
  const judged = text.replace(WORTH_A_SUM, ' ');
  if ((MEANING.test(text) && /\b(what|whats|what's|define|definition|explain|five|kid|child|terms|down|eli5|decode|translate|decipher)\b/.test(text)) || WHAT_DOES.test(text)) return 'definition';
  // "what's a VPP and do I need one for the rebate?": what the thing is comes first
  // "what's this whole of home thing?": a name marked as new to the visitor asks what it is
  if (MARKED_NEW.test(text)) return 'definition';
  if (WHAT_IS_AND.test(text)) return 'definition';
  if (THAT_OR_ELSE.test(text)) return 'definition';
  const rebate = REBATE.exec(text);
  // a rebate told as the circumstance of a judgement ("with the new battery rebate, is a battery worth
  // it?", "would one pay its way now the government's chipping in?") asks the judgement
  const circumstance = rebate !== null && CIRCUMSTANCE.test(text.slice(Math.max(0, rebate.index - 40), rebate.index)) && WORTH_IT.test(text.replace(WORTH_A_SUM, ' '));
  if (rebate && !circumstance) return 'rebate';
  // "money well spent or not really": "or not" asks yes or no, it compares nothing
  // (nor does "or is there better stuff?", "or should I get something else?": it judges the one thing named)
  const yesOrNo = YES_OR_NO.test(text) || OPEN_ALTERNATIVE.test(text);
  if (text.split(/[.?!]\s+/).some((sentence) => OBLIGED_OR.test(sentence))) return 'compliance';
  // "our builder reckons Tassie still only needs 6 stars - is that legit?": a rule someone told, to check
  if (CLAIMED_RULE.test(text)) return 'compliance';
  if (STRONG_COMPARISON.test(text) && conceptCount >= 2 && !(yesOrNo && !/\b(than|vs\.?|versus|compared)\b/.test(text))) return 'comparison';
  // "does it matter which we pick?" with two things named weighs them, whatever prices were told
  if (MATTERS_WHICH.test(text) && conceptCount >= 2) return 'comparison';
  if (WORTH_IT.test(judged) && !/\bhow much\b/.test(text)) return 'worth_it';
  if (COST.test(priced) && !/\bhow much (insulation|power|energy|electricity|solar|kwh|can|will|could|does \w+ save)\b/.test(text)) return 'cost';
  const comparison = COMPARISON.exec(text);
  // (a rule still needed, "do we still need a BASIX certificate?", is the rule's question)
  const stillRuled = comparison !== null && /^still/.test(comparison[0]) && RULE_NAMES.test(text);
  if (comparison && (!WEAK_COMPARISON.test(comparison[0]) || conceptCount >= 2) && !yesOrNo && !stillRuled) return 'comparison';
  if (WORTH_IT.test(judged)) return 'worth_it';
  if (COMPLIANCE.test(text)) return 'compliance';
  if (WHAT_IS.test(text) && !MEASURES_ASKED.test(text)) return 'definition';
  if (RULE_NAMES.test(text)) return 'compliance';
  if (HOW_TO.test(text)) return 'how_to';
  return 'general';
}

/**
 * Asking which way a measure is good ("is a lower U value better or worse?", "high or low?", "a big
 * number or a small one?", "which way round is good?"): answered by what the measure means, lower or
 * higher.
 */
export const ASKS_DIRECTION =
  /\b(high(er)?|low(er)?|big(ger)?|small(er)?)( (numbers?|ones?|values?|figures?|ratings?))? or (an? )?(high(er)?|low(er)?|big(ger)?|small(er)?)\b|\bwhich way round\b|\b(is|are) (an? |the )?(high(er)?|low(er)?|big(ger)?|small(er)?)( [\w -]{1,25})? (better|good|worse|bad)\b|\b(better|good) (to be )?(high(er)?|low(er)?)\b/;
