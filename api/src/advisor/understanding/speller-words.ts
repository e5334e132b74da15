/**
 * The words the speller knows besides the knowledge base's and the lexicon's: question words,
 * everyday words right as written, chat spellings and sounds spelt another way (see spelling.ts).
 */

/** Question and request words, known whatever the knowledge base says. */
export const QUESTION_WORDS =
  'what where when which while whether should would could does have need needs must much many first start begin ' +
  'cost costs price worth stand means mean explain difference better cheaper minimum required require mandatory ' +
  'someone somebody speak call contact email phone quote assessment assessor recommend movie weather tomorrow rain ' +
  'dog dogs barking garden vegetables paint carpet mortgage bank shares homework maths ' +
  'possum possums termites cockroaches spiders tradie tradies tiler tilers plumber plumbers recipe recipes';
/** Sounds spelt another way at a word's end: "ait" for "ate", "eet" for "eat", "een" for "ean". */
export const SOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ait(s?)$/, 'ate$1'],
  [/eet(s?)$/, 'eat$1'],
  [/een(s?)$/, 'ean$1'],
];

/** Chat spellings of question words, which are too short for the edit search. */
export const CHAT_SPELLINGS: Record<string, string> = {
  wat: 'what',
  wot: 'what',
  whats: "what's",
  hows: "how's",
  wheres: "where's",
  whos: "who's",
  ur: 'your',
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  im: "i'm",
  ive: "i've",
  theyre: "they're",
  thats: "that's",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  nite: 'night',
  nites: 'nights',
  tonite: 'tonight',
  tho: 'though',
  thru: 'through',
  cos: 'because',
  coz: 'because',
  pls: 'please',
  plz: 'please',
};

/**
 * Everyday words that are right as written though the knowledge base does not use them (each one
 * edit from a word it does use: "reno" is not "rent").
 */
export const EVERYDAY_WORDS =
  'lowset highset queenslander weatherboard fibro compliant noncompliant noisy noise noises loud louder quiet quieter deadline deadlines ballpark townhouse townhouses farmhouse hothouse draftsperson draftsmen knockdown alfresco reroof powder heatpump woodheater sunroom sunrooms chuck chucks chucking chunk chunks ' +
  'reno renos tassie brissy icebox fridge freezer sticky muggy stuffy toasty chilly nope yeah yep gday mate arvo spilt spilled letter letters cark carks carking carting carted lugging hauling ' +
  'aircon aircons reckon keen dunno pricey spendy fixes tradie tradies sparky landlord landlady rental renting sharehouse houseshare housemate housemates flatmate flatmates ' +
  'build builds built block blocks were wear where want went what when then than them they these those ' +
  'thing things stuff fix fixed fixing fixes tackle sort kind bit lot lots place places ideas idea tips help helps ' +
  'know think thought reckon guess mean maybe probably actually really pretty quite heaps bucks dollars grand ' +
  'hundred thousand saturday sunday weekend month months year years week weeks day days night nights morning ' +
  'bedroom bedrooms lounge kitchen bathroom laundry backyard garage deck shed room rooms house houses home homes ' +
  'friend neighbour neighbours partner kids family bought buying sold selling moving moved living lives live ' +
  'old older new newer big bigger small smaller cheap cheaper cheapest dear expensive worth value better best ' +
  'worse worst good bad great fine okay happy keen worried unsure sure doing done make makes made get gets got ' +
  'eating eats massive huge enormous crazy insane dead against afford budget shoestring prove proof check checks ' +
  'draftsman drawings architect settled lease leased leasing bulldoze bulldozing thick thickness deep depth ' +
  'cooker cookers shack shacks possum possums tiler tilers thumping salesman salesperson bloke missus ' +
  'rug rugs mat mats mop tub lid jar mug mud fog dam hay axe ant ants bee bees rat rats owl oak toe ' +
  'extension extensions tack tacking tacked whack whacking gotcha gotchas hallway hallways lamp handout handouts upselling upsell upsold';
