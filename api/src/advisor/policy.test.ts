import { describe, expect, it } from 'vitest';
import { nextSlot } from './policy';

describe('the next question', () => {
  it('asks an owner about the project, and a new build not about its current rating', () => {
    expect(nextSlot({ location: 'Hobart, TAS' })).toBe('project_type');
    expect(nextSlot({ location: 'Hobart, TAS', project_type: 'new build', dwelling_type: 'apartment' })).toBe('heating_fuel');
    expect(nextSlot({ location: 'Hobart, TAS', project_type: 'retrofit', dwelling_type: 'apartment' })).toBe('current_star_rating');
  });

  it('asks a renter no project, and the rating of the home they live in', () => {
    expect(nextSlot({ location: 'Hobart, TAS', tenure: 'renter' })).toBe('dwelling_type');
    expect(nextSlot({ location: 'Hobart, TAS', tenure: 'renter', dwelling_type: 'apartment' })).toBe('current_star_rating');
  });
});
