import { describe, expect, it } from 'vitest';
import { CANNED_QUESTIONS, cannedReply } from './canned-reply';

describe('the canned first reply of /sales-chat', () => {
  it('talks about insulation costs and asks new build or retrofit when nothing is known', () => {
    const reply = cannedReply({});
    expect(reply).toMatch(/^Insulation is usually the most cost-effective energy upgrade for a home\./);
    expect(reply).toContain('$25/m²');
    expect(reply.endsWith(`\n\n${CANNED_QUESTIONS.projectType}`)).toBe(true);
    expect(reply).not.toContain('climate zone');
  });

  it('asks for the town or city when only the project type is known', () => {
    expect(cannedReply({ project_type: 'retrofit' }).endsWith(CANNED_QUESTIONS.location)).toBe(true);
  });

  it('names the location and climate zone and asks for the dwelling type when the location is known', () => {
    const reply = cannedReply({ location: 'Ballarat, VIC', climate_zone: '7', project_type: 'new build' });
    expect(reply).toContain('for a home in Ballarat, VIC.');
    expect(reply).toContain('Ballarat, VIC is in NCC climate zone 7');
    expect(reply.endsWith(CANNED_QUESTIONS.dwellingType)).toBe(true);
  });

  it('names a known climate zone without a location', () => {
    const reply = cannedReply({ climate_zone: '5' });
    expect(reply).toContain('You are in NCC climate zone 5');
    expect(reply.endsWith(CANNED_QUESTIONS.projectType)).toBe(true);
  });
});
