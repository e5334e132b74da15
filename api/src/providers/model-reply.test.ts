import { describe, expect, it } from 'vitest';
import { mergeCollectedVariables, parseModelReply } from './model-reply';

describe('parseModelReply', () => {
  it('reads advice and variables from a JSON object, also inside a code fence', () => {
    expect(parseModelReply('{"advice":" Seal gaps. ","collected_variables":{"budget":"$5k"}}')).toEqual({
      advice: 'Seal gaps.',
      variables: { budget: '$5k' },
    });
    expect(parseModelReply('```json\n{"advice":"Fenced."}\n```')).toEqual({ advice: 'Fenced.', variables: {} });
  });

  it.each([
    ['truncated JSON', '{"advice":"Seal'],
    ['HTML', '<html>Bad gateway</html>'],
    ['a JSON string', '"just text"'],
    ['an array', '[{"advice":"x"}]'],
    ['advice that is not a string', '{"advice":42}'],
    ['blank advice', '{"advice":"  "}'],
    ['nothing', ''],
  ])('rejects %s', (_label, content) => {
    expect(parseModelReply(content)).toBeUndefined();
  });
});

describe('mergeCollectedVariables', () => {
  const analysis = {
    collected: { location: 'Ballarat VIC', climate_zone: '7', project_type: 'retrofit', dwelling_type: 'house' },
    changed: ['dwelling_type'],
  };

  it('adds known string variables and lets the model correct older ones', () => {
    expect(mergeCollectedVariables(analysis, { budget: ' $20k ', project_type: 'renovation' })).toEqual({
      ...analysis.collected,
      budget: '$20k',
      project_type: 'renovation',
    });
  });

  it('never replaces location or climate zone the gazetteer set, nor what this message set', () => {
    expect(mergeCollectedVariables(analysis, { location: 'Darwin', climate_zone: '1', dwelling_type: 'apartment' })).toEqual(
      analysis.collected,
    );
  });

  it('accepts a location and a valid climate zone when the gazetteer found none', () => {
    const empty = { collected: {}, changed: [] };
    expect(mergeCollectedVariables(empty, { location: 'Hobart', climate_zone: '7' })).toEqual({ location: 'Hobart', climate_zone: '7' });
    expect(mergeCollectedVariables(empty, { climate_zone: 'zone 9' })).toEqual({});
  });

  it('ignores unknown keys, non-strings, blanks, "null" and over-long values', () => {
    const merged = mergeCollectedVariables(analysis, {
      email: 'x@example.com',
      storeys: 2,
      heating_fuel: null,
      hot_water_fuel: '  ',
      roof_orientation: 'null',
      budget: 'x'.repeat(121),
    });
    expect(merged).toEqual(analysis.collected);
  });
});
