import { describe, expect, it } from 'vitest';
import { mergeCollectedVariables, parseModelReply } from './model-reply';
import type { PlaceLookup } from './place-lookup';

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
    intent: 'advice' as const,
    collected: { location: 'Ballarat, VIC', state: 'VIC', climate_zone: '7', project_type: 'retrofit', dwelling_type: 'townhouse', heating_fuel: 'unknown' },
    changed: ['dwelling_type'],
  };
  const noPlaces: PlaceLookup = () => undefined;
  const merge = (reported: Record<string, unknown>, message = 'Some message', base: Parameters<typeof mergeCollectedVariables>[0] = analysis, lookupPlace = noPlaces) =>
    mergeCollectedVariables(base, reported, { message, lookupPlace });

  it('fills variables the analysis left open, "not sure" included', () => {
    expect(merge({ budget: '$20k', tenure: 'owner', heating_fuel: 'gas' })).toEqual({
      ...analysis.collected,
      budget: '20000',
      tenure: 'owner',
      heating_fuel: 'gas',
    });
  });

  it('never replaces a value the analysis holds, from this message or an earlier one', () => {
    expect(merge({ project_type: 'renovation', dwelling_type: 'apartment' })).toEqual(analysis.collected);
  });

  it('keeps "not sure" the visitor said in this very message', () => {
    const justUnsure = { ...analysis, changed: ['heating_fuel'] };
    expect(merge({ heating_fuel: 'gas' }, 'not sure', justUnsure)).toEqual(analysis.collected);
  });

  it('drops a zone, a location, unknown keys and values outside the value sets', () => {
    const empty = { intent: 'advice' as const, collected: {}, changed: [] };
    const reported = {
      location: 'Hobart',
      climate_zone: '7',
      email: 'x@example.com',
      tenure: 'squatter',
      storeys: 'forty',
      budget: '<img src=x onerror=alert(1)>',
      state: 'Tasmania',
    };
    expect(merge(reported, 'We are in Hobart', empty)).toEqual({});
  });

  it('changes nothing on an off-topic turn, as the offline analysis does', () => {
    const offTopic = { intent: 'out_of_scope' as const, collected: { state: 'QLD' }, changed: [] };
    expect(merge({ tenure: 'renter', place: 'Brisbane' }, 'Will it rain in Brisbane?', offTopic, () => ({ location: 'Brisbane, QLD' }))).toEqual({
      state: 'QLD',
    });
  });

  describe('a place', () => {
    const open = { intent: 'advice' as const, collected: { project_type: 'new build', climate_zone: '5' }, changed: [] };
    const lookups: [string, string | undefined][] = [];
    const gazetteer: PlaceLookup = (place, state) => {
      lookups.push([place, state]);
      if (place.toLowerCase() === 'ballarat' && (state === undefined || state === 'VIC')) {
        return { location: 'Ballarat, VIC', state: 'VIC', postcode: '3350', climate_zone: '7', nathers_zone: '66' };
      }
      return undefined;
    };
    const BALLARAT = { location: 'Ballarat, VIC', state: 'VIC', postcode: '3350', climate_zone: '7', nathers_zone: '66' };

    it('is stored as the gazetteer gives it, replacing zones from elsewhere', () => {
      lookups.length = 0;
      const merged = merge({ place: 'ballarat', state: 'NSW' }, "We're building near ballarat", open, gazetteer);
      // the model's own state is only a hint for the lookup: the gazetteer's answer decides
      expect(lookups).toEqual([
        ['ballarat', 'NSW'],
        ['ballarat', undefined],
      ]);
      expect(merged).toEqual({ project_type: 'new build', ...BALLARAT });
      expect(merge({ place: 'ballarat', state: 'VIC' }, "We're building near ballarat", open, gazetteer)).toEqual({ project_type: 'new build', ...BALLARAT });
      expect(merge({ place: 'Ballarat' }, 'a block in Ballarat.', open, gazetteer)).toEqual({ project_type: 'new build', ...BALLARAT });
    });

    it('is looked up in the state the analysis already knows, and dropped outside it', () => {
      const inNsw = { ...open, collected: { state: 'NSW' } };
      lookups.length = 0;
      expect(merge({ place: 'Ballarat', state: 'VIC' }, 'near Ballarat', inNsw, gazetteer)).toEqual({ state: 'NSW' });
      expect(lookups).toEqual([['Ballarat', 'NSW']]);
    });

    it('is ignored unless the visitor wrote it in this message', () => {
      expect(merge({ place: 'Ballarat' }, 'We are building a new home', open, gazetteer)).toEqual(open.collected);
      expect(merge({ place: 'Ballarat' }, 'Ballarattown is lovely', open, gazetteer)).toEqual(open.collected);
    });

    it('never replaces a location the analysis holds', () => {
      const hobart = { ...open, collected: { location: 'Hobart, TAS', state: 'TAS', climate_zone: '7' } };
      expect(merge({ place: 'Ballarat' }, 'Ballarat', hobart, gazetteer)).toEqual(hobart.collected);
    });

    it('that the gazetteer does not know leaves everything as it was', () => {
      expect(merge({ place: 'Atlantis' }, 'We live in Atlantis', open, gazetteer)).toEqual(open.collected);
    });
  });

  it('fills a state alone only when neither a location nor a state is known', () => {
    const empty = { intent: 'details' as const, collected: {}, changed: [] };
    expect(merge({ state: 'qld' }, "We're in Queensland", empty)).toEqual({ state: 'QLD' });
    expect(merge({ state: 'NSW' }, 'In New South Wales', { ...empty, collected: { state: 'QLD' } })).toEqual({ state: 'QLD' });
    expect(merge({ state: 'NSW' }, 'In New South Wales', analysis)).toEqual(analysis.collected);
  });
});
