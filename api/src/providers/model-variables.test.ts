import { describe, expect, it } from 'vitest';
import { MODEL_VALUE_SETS, MODEL_VARIABLE_KEYS, MODEL_VARIABLES_SCHEMA, isOpen, validModelValue, validModelVariables } from './model-variables';

describe('validModelValue', () => {
  it('takes a value of the variable’s set, forgiving case and spacing', () => {
    expect(validModelValue('project_type', 'New Build')).toBe('new build');
    expect(validModelValue('tenure', ' renter ')).toBe('renter');
    expect(validModelValue('hot_water_fuel', 'HEAT PUMP')).toBe('heat pump');
    expect(validModelValue('heating_fuel', 'reverse cycle')).toBe('reverse-cycle');
    expect(validModelValue('roof_orientation', 'north east')).toBe('north-east');
    expect(validModelValue('dwelling_type', 'granny_flat')).toBe('granny flat');
    expect(validModelValue('state', 'qld')).toBe('QLD');
    expect(validModelValue('storeys', 2)).toBe('2');
  });

  it.each([
    ['project_type', 'unknown'],
    ['project_type', 'knock-down rebuild'],
    ['tenure', 'landlord'],
    ['dwelling_type', 'castle'],
    ['storeys', 'forty'],
    ['storeys', '12'],
    ['heating_fuel', 'plutonium'],
    ['state', 'Queensland'],
    ['state', 'XX'],
    ['roof_orientation', 'up'],
    ['current_star_rating', '11'],
    ['current_star_rating', 'five'],
    ['current_star_rating', '-3'],
    ['budget', '<script>alert(1)</script>'],
    ['budget', '0'],
    ['budget', '$999999999999'],
    ['budget', 'about 20 grand'],
    ['place', 'x'.repeat(61)],
    ['place', '!!!'],
    ['place', ''],
    ['tenure', 'null'],
    ['tenure', null],
    ['tenure', { value: 'owner' }],
    ['tenure', ['owner']],
    ['budget', Number.NaN],
  ] as const)('drops %s = %j', (key, raw) => {
    expect(validModelValue(key, raw)).toBeUndefined();
  });

  it('reads a star rating and a budget as the offline engine stores them', () => {
    expect(validModelValue('current_star_rating', '5.5')).toBe('5.5');
    expect(validModelValue('current_star_rating', '6.0')).toBe('6');
    expect(validModelValue('budget', '$15,000')).toBe('15000');
    expect(validModelValue('budget', '20k')).toBe('20000');
    expect(validModelValue('budget', 8000)).toBe('8000');
    expect(validModelValue('place', ' Wagga Wagga ')).toBe('Wagga Wagga');
    expect(validModelValue('place', '3350')).toBe('3350');
  });
});

describe('validModelVariables', () => {
  it('keeps only known variables with valid values, and never inherited ones', () => {
    const reported = JSON.parse(
      '{"tenure":"owner","storeys":"two","email":"x@example.com","climate_zone":"1","__proto__":{"tenure":"renter"},"constructor":"x"}',
    ) as Record<string, unknown>;
    expect(validModelVariables(reported)).toEqual({ tenure: 'owner' });
    expect(validModelVariables(Object.create({ tenure: 'owner' }) as Record<string, unknown>)).toEqual({});
  });
});

describe('MODEL_VARIABLES_SCHEMA', () => {
  it('lists and requires every variable, each nullable, the enumerated ones with exactly their value set', () => {
    expect(MODEL_VARIABLES_SCHEMA.required).toEqual([...MODEL_VARIABLE_KEYS]);
    expect(Object.keys(MODEL_VARIABLES_SCHEMA.properties)).toEqual([...MODEL_VARIABLE_KEYS]);
    for (const [key, values] of Object.entries(MODEL_VALUE_SETS)) {
      expect(MODEL_VARIABLES_SCHEMA.properties[key]).toMatchObject({ type: ['string', 'null'], enum: [...values, null] });
      for (const value of values) expect(validModelValue(key as keyof typeof MODEL_VALUE_SETS, value)).toBe(value);
    }
    expect(MODEL_VARIABLES_SCHEMA.properties['place']).toMatchObject({ type: ['string', 'null'] });
    expect(MODEL_VARIABLES_SCHEMA.properties['place']).not.toHaveProperty('enum');
  });
});

describe('isOpen', () => {
  it('is true for a variable never given or recorded as "not sure"', () => {
    expect(isOpen({ tenure: 'unknown' }, 'tenure')).toBe(true);
    expect(isOpen({}, 'tenure')).toBe(true);
    expect(isOpen({ tenure: 'owner' }, 'tenure')).toBe(false);
  });
});
