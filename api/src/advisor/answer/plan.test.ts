import { describe, expect, it } from 'vitest';
import type { CollectedVariables } from '@energy-advisor/contracts';
import { defaultAdvisorEngine } from '../../providers/offline/default-engine';

const engine = defaultAdvisorEngine();

/** The engine's reply to one message, its paragraphs and the ids it cites. */
function ask(message: string, collected: CollectedVariables = {}) {
  const input = { message, history: [], collected };
  const analysis = engine.analyse(input);
  const { advice, citations } = engine.compose(input, analysis);
  return { analysis, advice, paragraphs: advice.split('\n\n'), cited: citations.map((citation) => citation.id) };
}

describe('the answer plan', () => {
  it('answers a question about an everyday name instead of refusing it, from the article comparing them', () => {
    const reply = ask('Is that shiny foil stuff as good as proper batts?');
    expect(reply.analysis.intent).toBe('advice');
    expect(reply.cited[0]).toBe('bulk-vs-reflective-insulation');
    expect(reply.paragraphs[0]).toMatch(/foil/i);
    expect(reply.paragraphs[0]).toMatch(/batts|bulk/i);
  });

  it('sets the two things compared side by side, and does not say the opening again in a list', () => {
    const reply = ask("3 bed house in Melbourne, trying to decide between ducted gas and a couple of split systems for winter - what's cheaper to run");
    expect(reply.advice).toMatch(/\| Gas heater \|[^\n]*\n\| Reverse-cycle air conditioner \|/);
    const [opening] = reply.paragraphs;
    expect(reply.advice.split(opening ?? '').length).toBe(2);
    expect(reply.advice).toMatch(/\*\*Ducted systems\*\*/);
  });

  it('opens a definition on what the letters stand for', () => {
    const reply = ask('What does SHGC mean?');
    expect(reply.paragraphs[0]).toMatch(/^SHGC \(solar heat gain coefficient\)/);
  });

  it('opens a rebate question with no state on the federal program, and says the states add their own', () => {
    const reply = ask('Are there any rebates for solar panels?');
    expect(reply.paragraphs[0]).not.toMatch(/Victoria|NSW|ACT/);
    expect(reply.advice).toMatch(/states?\b/i);
  });

  it('gives a broad question a prioritised overview from several cited articles', () => {
    const reply = ask('How do I improve my house energy efficiency?');
    const lines = reply.advice.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(reply.cited.length).toBeGreaterThanOrEqual(3);
    expect(reply.paragraphs.at(-1)).not.toMatch(/^\d+\. /);
  });

  it('tells a renter what a renter can do, not renovations', () => {
    const reply = ask('How can I make my place warmer?', { tenure: 'renter' });
    expect(reply.paragraphs[0]).toMatch(/renter/i);
    expect(reply.advice).not.toMatch(/\*\*Insulate the ceiling\*\*/);
    expect(reply.advice).toMatch(/landlord/);
  });

  it('gives a new build design choices', () => {
    const reply = ask('How do I make it as efficient as possible?', { project_type: 'new build', climate_zone: '6' });
    expect(reply.paragraphs[0]).toMatch(/new home|design/i);
    expect(reply.cited).toContain('glazing-orientation');
  });

  it('leaves out a measure the visitor ruled out', () => {
    const reply = ask("We don't want solar, how do we cut our power bills?");
    expect(reply.cited).not.toContain('solar-feed-in-and-self-consumption');
    expect(reply.advice).not.toMatch(/\*\*Add rooftop solar/);
  });

  it('gives as many measures as a broad question asks for', () => {
    const reply = ask('what are the top two things to do to make our house warmer');
    expect(reply.advice.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(2);
  });

  it('after an overview, leaves out what the visitor says is done and says so', () => {
    const first = 'How do I improve my house energy efficiency?';
    const input = { message: 'the roof space got insulated last winter', history: [{ role: 'user' as const, content: first }, { role: 'assistant' as const, content: ask(first).advice }], collected: {} };
    const analysis = engine.analyse(input);
    const { advice, citations } = engine.compose(input, analysis);
    expect(advice).toMatch(/^With ceiling insulation already taken care of/);
    expect(advice).not.toMatch(/\*\*Insulate the ceiling\*\*/);
    expect(citations.map((citation) => citation.id)).toContain('draught-sealing');
  });

  it('corrects a typo of a part of the house, so a follow-up naming it moves to that part', () => {
    const first = 'what R-value for the ceiling in Ballarat?';
    const input = { message: 'and under the flooorboards', history: [{ role: 'user' as const, content: first }, { role: 'assistant' as const, content: ask(first).advice }], collected: {} };
    const analysis = engine.analyse(input);
    expect(analysis.articles[0]?.article.id).toBe('insulation-floors');
  });

  it('puts the answer first and the place named in the question one line after it', () => {
    const reply = ask('How much insulation do I need in Hobart?');
    expect(reply.paragraphs[0]).not.toMatch(/Hobart/);
    expect(reply.paragraphs[1]).toMatch(/^Hobart, TAS is in NCC climate zone 7/);
  });

  it('opens a safety question on what the articles say is safe or not', () => {
    const reply = ask('is it ok to leave our unflued gas heater on overnight in the bedroom?');
    expect(reply.paragraphs[0]).toMatch(/carbon monoxide|should not/i);
  });

  it('answers things to do to the home, and steers back from things to do in a town', () => {
    expect(ask('Just moved into an old weatherboard in Orange. What are the top things to do before winter?').analysis.intent).toBe('advice');
    expect(ask('what are some fun things to do in Fremantle on the weekend').analysis.intent).toBe('out_of_scope');
  });

  it('answers what colour a roof should be from the roof colour article', () => {
    expect(ask('what colour roof should we pick for the new place in Mackay?').cited[0]).toBe('roof-and-wall-colour');
  });

  it('opens a comparison that turns on the climate on the visitor’s own zone line, when it names both things', () => {
    const reply = ask('Heat pump or solar hot water for a place in Cairns?');
    expect(reply.paragraphs[0]).toMatch(/^Zones 1-2: .*heat pump.*solar hot water/i);
    // the zone line is not said again below
    expect(reply.advice.match(/slightly more efficient in Queensland/g)).toHaveLength(1);
  });

  it('opens a question after a length of time on the sentence that gives it', () => {
    const input = { message: 'how long is the repayment period on the ACT energy upgrade loans?', history: [], collected: { state: 'ACT', location: 'Canberra, ACT', climate_zone: '7' } };
    const { advice } = engine.compose(input, engine.analyse(input));
    expect(advice.split('\n\n')[0]).toMatch(/10 years\.$/);
  });

  it('opens a question after a share of the heat on the sentence that gives it, about the way it goes, not the heater', () => {
    const reply = ask('what share of the warmth in a house gets out through the glass in winter?');
    expect(reply.cited[0]).toMatch(/^(window|glazing)/);
    expect(reply.paragraphs[0]).toMatch(/\d+% .*windows|windows.* \d+%/);
  });

  it('answers heat on the top floor with the ceiling first, and hears a misspelt complaint', () => {
    const reply = ask('our two storey house: the upstairs bedrooms are unberable on summer nights');
    expect(reply.analysis.intent).toBe('advice');
    expect(reply.paragraphs[0]).toMatch(/roof/);
    expect(reply.advice.indexOf('Insulate the ceiling')).toBeLessThan(reply.advice.indexOf('Shade the windows'));
    expect(ask('our power bill has doubled since winter').analysis.question?.troubled).toBe(true);
    expect(ask('we got stung $900 for the last quarter').analysis.question?.troubled).toBe(true);
  });

  it('answers a renter asking whether one change is worth asking the landlord for from that change, said worth raising', () => {
    const reply = ask('we rent - would it be worth asking the owner to swap the old tank for a heat pump hot water system?');
    expect(reply.cited[0]).toBe('heat-pump-hot-water');
    expect(reply.paragraphs[0]).toMatch(/^Worth raising with your landlord: a heat pump water heater/);
    // asked what can be done, a renter still hears what renters can do
    expect(ask('we rent, what can we do about the cold?').cited[0]).toBe('renters-energy-efficiency');
  });

  it('answers the best kind of one thing from the article that recommends one', () => {
    expect(ask('which sort of hot water system would you go with for a family of five?').cited[0]).toBe('heat-pump-hot-water');
  });

  it('opens a rebate asked in dollars on the rebate article’s own figure, not another article’s price', () => {
    const reply = ask('what is the federal battery discount worth in actual dollars?');
    expect(reply.cited[0]).toBe('battery-rebates');
    expect(reply.paragraphs[0]).toMatch(/\$\d+ per kWh/);
  });

  it('opens a question after noise on the level in decibels, and one after when to run a thing on the sentence that says when', () => {
    expect(ask('are heat pump water heaters loud? ours would sit by the kids room').paragraphs[0]).toMatch(/\d+ dB/);
    expect(ask('what time of day should the heat pump hot water run').paragraphs[0]).toMatch(/middle of the day|afternoon|daytime/);
  });

  it('answers the cheapest way to pay for a thing as a rebate question, and a salesman’s claim as a question', () => {
    const [, pay] = [ask('is a heat pump hot water system worth it'), ask('cheapest way to pay for a heat pump hot water system? we are in NSW')];
    expect(pay.analysis.question?.type).toBe('rebate');
    expect(pay.paragraphs[0]).toMatch(/Energy Savings Scheme/);
    expect(ask('the builder reckons R2.5 wall batts are plenty for Ballarat').analysis.intent).toBe('advice');
  });

  it('opens on a good R-value for a part, what cloud does to solar, and how wide eaves should be', () => {
    expect(ask('whats a decent r value for the walls').paragraphs[0]).toMatch(/\bR\d/);
    expect(ask('do panels make anything when its overcast').paragraphs[0]).toMatch(/cloud/i);
    expect(ask('how wide should the eaves be over north windows in Adelaide').paragraphs[0]).toMatch(/\d+%|\d+ ?mm/);
  });

  it('answers a rebate program named by its name from its own article, and whether one qualifies on the eligibility rule', () => {
    const reply = ask('am I eligible for the Solar Homes hot water rebate if my old unit is only two years old?');
    expect(reply.cited[0]).toBe('rebates-victoria');
    expect(reply.paragraphs[0]).toMatch(/at least 3 years old/);
  });

  it('answers a trouble told as a statement with the place, not only the place', () => {
    expect(ask('We rent in Geraldton and the kitchen turns into an oven every afternoon').analysis.intent).toBe('advice');
    expect(ask('renting in Launceston, mould keeps growing on the bedroom walls').analysis.intent).toBe('advice');
    expect(ask('We live in Bunbury, the power bill is insane lately').analysis.intent).toBe('advice');
    // a place and the home told with no trouble is details
    expect(ask('We live in Bunbury in a brick house').analysis.intent).toBe('details');
  });
});
