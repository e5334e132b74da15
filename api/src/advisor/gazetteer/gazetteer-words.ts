/**
 * Word lists for finding places in chat text. GeoNames has suburbs named after ordinary words
 * (Paradise, Success, Weatherboard, The Gap, Sale, Orange...), so a place is only read from an
 * ordinary word when the text clearly uses it as a place (a capital letter mid-sentence, "in",
 * "near", a state or a postcode next to it).
 */

/**
 * Everyday English and home-energy words. A place name made only of these words needs strong
 * evidence; a token in this list is never typo-matched to a place. Includes English words that are
 * one typo away from a curated town (remark → Renmark, parses → Parkes).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `
a about above across actually add added adding address advice advise adviser advisor afford
affordable after afternoon again against ago air aircon alice all allow almost alone along alpha
already also although always am among an and another answer any anyone anything anyway apartment
apartments appliance appliances approval approvals architect architects are area areas around as
ask asked asking assessment assessor assessors at attic autumn available away awesome awning
awnings baby back bad based basement basix bathroom batt batteries battery batts be because
become bedroom bedrooms been before behind being below bernie best better between big bill bills
bit black blind blinds blue both bottom bourne breakaway brick bricks bridging bright broke
brooms brown budget build builder builders building builds built business busy but buy buyer
buyers buying by call can canadian cant car carbon care cargo carport cascade case cause caveat
ceiling ceilings change cheap cheaper check cheers child children choice choices choose choosing
city cladding clear climate close code cold collector combo come comet comfort comfortable
coming common company compare compliance compliant concord concrete condensation conditioner
conditioning considering consumption contact cooktop cool cooled cooler cooling cope correct
cost costs cottage could council country couple course crossover current currently curtain
curtains cut cycle dad damp dark daughter day days deal dear deck deep definitely degree degrees
delegate derwin design designer designs detail details did didnt different dishwasher do does
doesnt doing done dont door doors double douglas down draft drafts draught draughts draughty
driver dryer ducted duplex during dwelling dwellings each early east easy eaves eco effective
efficiency efficient efficiently either electric electrical electricity else email emerald
emissions empty end energy enough environment environmental estimate eureka even evening ever
every exactly example expensive export extension extra fact fair families family fan fans far
fast father federal feed few field find fine first fix flat flats floor floors footprint for
forth foster fosters found fountain frame frames free fresh fridge friend friends from front
full further gap gaps garage garden gas get getlong gets getting give given glass glazed glazing
go going gold golden gong good gordon got government granny grant grants gray great green grey grid
ground group had half hallway happy hard has hate have haven having haystack he hear heat heated
heater heaters heating heavy hello help helpful her here hey hi high him his hold holder home
homes hope hot hour hours house houses how however huge humidity husband i id if ill im improve
improvement improvements improving in incentive incentives induction info information inside
install installation installed installer installers installing instead insulate insulated
insulating insulation interested into inversely inverter inverters investment investor is isnt
it itll its ive job jobs just keep kids kind kitchen know kw kwh landlord large last late later
laundry leak leaks leaky lease least led leds left less let level levels light lighter lighting
lights like likely little live lived living loan loans local lock logan long look looking lot lots
loud lounge love low made magenta main mainland make making many march market maroon mass may
maybe me mean membrane meter meters might miles mind mine minute minutes mitre modern moisture
mold month months more morning most mother mould move moved moving much mum must my name narrow
nathers ncc near nearly need needing needs neighbour neighbours net never new newer next nice no
none nope nor north not nothing now nowrap number of off office officer often oh ok okay old
older on once one only open option options or orange oranges order orientation other our out
outside oven over own owner owners page panel panels paradise parents parked parker parsed
parses part partner past patio payback people per perhaps permit person phone pink pioneer place
plan planning plans please plenty plus point pool poor power prefer pretty previous price prices
probably problem properties property prospect pump pumps purple put putty pv question questions
quick quiet quite quote quoted quotes rainbow rated rather rating ratings read ready real really
rebate rebates recently recommend recommendation recommendations red regards remark remarks
render renovate renovating renovation renovations rent rental renting replace replacement
replacing research reservoir retreat retrofit retrofitting return reverse rich right rocky roof
roofing roofs room rooms round ruby run sale sales same sapphire sarking save saving savings say
scheme schemes seal sealing seals season seasons see seem seems self sell selling semaphore set
several shade shading shallow she shed short should show side silver since single slab small
smart snowball so soft solar some someone something son soon sorry sort south spa space speed
split spring star stars start state steel still stop storey storeys stove strong success such
suggest summer sun sunlight sunset sure sustainability sustainable system systems take tall tank
tanks tariff tariffs team temperature temperatures tenant tenants terrace than thank thanks that
thats the their them then there thermal these they thing things think thinking this those though
through timber time tinderbox tiny tip tips to today together tomorrow tonight too top topaz
total toward towards town townhouse townhouses triple try trying tunnel turn two under unit
units until up upgrade upgrades upgrading upon us usage use used using usual valentine value
vent ventilation vents veranda verandah very veteran via villa vista wall walls want wanted
wanting wants warm was washer water watt watts way ways we weak weather weatherboard week weeks
well went were west what whats when where whether which while white who whole why wide wife will
window windows winter wish with within without wondering work working worth would wrap wraps
wrong yard yeah year years yellow yep yes yesterday yet you young your youre yours zero zone
zones
alpine bungalow forest grove highlands hillside homestead lakeside mallee meadows riverside
sandstone sunshine tablelands waterfall`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words just before a name that say it is a place: "in Geelong", "near Toowoomba", "from Perth". */
export const PLACE_CUES: ReadonlyMap<string, number> = new Map([
  ['in', 1], ['at', 1], ['near', 1], ['nr', 1], ['around', 1], ['outside', 1], ['to', 0.75], ['into', 0.75],
  ['towards', 0.75], ['toward', 0.75], ['via', 0.5], ['from', 0.5], ['of', 0.25], ['suburb', 1],
  ['town', 1], ['city', 0.75], ['postcode', 1], ['locality', 1], ['area', 0.5], ['region', 0.5],
  ['based', 0.75], ['located', 0.75], ['living', 0.5], ['live', 0.5], ['lives', 0.5], ['moved', 0.5],
]);

/** Words just before a name that say it is not the visitor's place ("not Ballarat", "than Sydney"). */
export const NEGATIVE_CUES: ReadonlySet<string> = new Set(['not', 'than', 'unlike', 'except', 'besides']);

/** Words just before a capitalised word that make it a person's name rather than a place. */
export const PERSON_CUES: ReadonlySet<string> = new Set([
  'name', 'im', 'mr', 'mrs', 'ms', 'miss', 'dr', 'call', 'called', 'named', 'regards', 'cheers', 'thanks',
  'hi', 'hello', 'dear', 'husband', 'wife', 'partner', 'son', 'daughter', 'brother', 'sister', 'friend',
]);

/** Words that introduce a postcode. */
export const POSTCODE_CUES: ReadonlySet<string> = new Set(['postcode', 'postcodes', 'postal', 'pcode', 'pc', 'zip', 'zipcode']);

/** Words right after a number that make it a quantity, not a postcode ("3000 dollars", "2400 kwh"). */
export const QUANTITY_UNITS: ReadonlySet<string> = new Set([
  'k', 'kw', 'kwh', 'kwhs', 'mwh', 'w', 'watt', 'watts', 'wh', 'v', 'volt', 'volts', 'a', 'amp', 'amps', 'dollars', 'dollar',
  'bucks', 'aud', 'm', 'm2', 'm3', 'mm', 'cm', 'km', 'sqm', 'sq', 'square', 'metre', 'metres', 'meter', 'meters',
  'l', 'litre', 'litres', 'liter', 'liters', 'star', 'stars', 'hours', 'hour', 'hrs', 'hr', 'mins', 'minutes',
  'days', 'weeks', 'months', 'years', 'yrs', 'year', 'per', 'percent', 'pa', 'c', 'cents', 'degrees', 'deg',
  'rpm', 'mj', 'kg', 'tonnes', 'tons', 'x', 'by', 'panels', 'ft', 'feet', 'units', 'people', 'homes', 'houses',
  'times', 'ppm', 'gst', 'inc', 'ex', 'plus', 'odd', 'ish',
]);

/** Words right before a number that make it a quantity, a year or a price. */
export const QUANTITY_LEADS: ReadonlySet<string> = new Set([
  'bill', 'bills', 'cost', 'costs', 'costing', 'pay', 'paid', 'paying', 'spent', 'spend', 'spending', 'price',
  'priced', 'quote', 'quoted', 'budget', 'about', 'around', 'approx', 'approximately', 'roughly', 'under',
  'over', 'than', 'only', 'just', 'maybe', 'since', 'built', 'year', 'circa', 'till', 'until', 'before',
  'after', 'by', 'during', 'est', 'established', 'aud', 'usd', 'size', 'sized', 'area', 'total', 'of', 'x',
  'number', 'no', 'model', 'series', 'version', 'v', 'call', 'phone', 'ph', 'mobile', 'ref', 'reference',
  'order', 'invoice', 'account', 'save', 'saved', 'saving', 'savings', 'upto', 'up', 'least', 'most', 'extra',
  'another', 'additional', 'rebate', 'rebates', 'grant', 'loan', 'worth', 'valued', 'value',
]);

/** Words that make a bare number in the same message a price rather than a postcode. */
export const MONEY_WORDS: ReadonlySet<string> = new Set([
  'budget', 'cost', 'costs', 'costing', 'price', 'priced', 'prices', 'bill', 'bills', 'quote', 'quoted', 'quotes',
  'paid', 'pay', 'paying', 'spent', 'spend', 'spending', 'dollars', 'dollar', 'bucks', 'aud', 'cheap', 'expensive',
  'afford', 'rebate', 'rebates', 'loan', 'grant', 'save', 'saving', 'savings', 'invoice', 'deposit', 'worth',
]);
