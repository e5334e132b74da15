import { describe, expect, it } from 'vitest';
import type { SalesMessage } from '@energy-advisor/contracts';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';
import { LEAD_OFFER } from './policy';

const user = (content: string): SalesMessage => ({ role: 'user', content });
const assistant = (content: string): SalesMessage => ({ role: 'assistant', content });
const articleIds = (analysis: { articles: { article: { id: string } }[] }) => analysis.articles.map(({ article }) => article.id);

describe('a turn’s analysis, remembered', () => {
  const engine = defaultAdvisorEngine();
  const known = { climate_zone: '6', location: 'Ballarat, VIC', state: 'VIC', project_type: 'new build' };

  it('hands each turn its own analysis: changing one turn’s does not change the next', () => {
    const input = { message: 'Should I get double glazing?', history: [], collected: known };
    const first = engine.analyse(input);
    const ids = articleIds(first);
    first.articles.length = 0;
    first.collected.climate_zone = '1';
    first.changed.push('climate_zone');
    const second = engine.analyse(input);
    expect(articleIds(second)).toEqual(ids);
    expect(second.collected.climate_zone).toBe('6');
    expect(second.changed).not.toContain('climate_zone');
  });

  it('reads the same follow-up against the question asked before it', () => {
    const followUp = 'is there a rebate on it?';
    const afterHeatPumps = engine.analyse({ message: followUp, history: [user('Are heat pumps a good option for my home?'), assistant('...')], collected: known });
    const afterGlazing = engine.analyse({ message: followUp, history: [user('Should I get double glazing?'), assistant('...')], collected: known });
    expect(afterHeatPumps.question?.concepts).not.toEqual(afterGlazing.question?.concepts);
  });

  it('asks for the lead only while it has not been offered', () => {
    const message = 'What does 7 stars mean under NCC 2022?';
    const full = { ...known, dwelling_type: 'house', storeys: '1', heating_fuel: 'gas', hot_water_fuel: 'gas', roof_orientation: 'north', current_star_rating: '6', budget: 'about $20k' };
    const offered = engine.analyse({ message, history: [user('hello'), assistant(LEAD_OFFER)], collected: full });
    const notYet = engine.analyse({ message, history: [user('hello'), assistant('Thanks!')], collected: full });
    expect(offered.nextQuestion).not.toBe(LEAD_OFFER);
    expect(notYet.nextQuestion).toBe(LEAD_OFFER);
  });
});
