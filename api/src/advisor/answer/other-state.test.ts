import { describe, expect, it } from 'vitest';
import { openings, play } from '../test/play';
import { notTheirsLine, ownStateOf } from './other-state';

describe("another state's own scheme", () => {
  it('knows the one state an article of rules or rebates is written for, and none for a national one', () => {
    expect(ownStateOf({ topics: ['basix', 'nsw', 'regulation'] })).toBe('NSW');
    expect(ownStateOf({ topics: ['rebates', 'act', 'loans'] })).toBe('ACT');
    expect(ownStateOf({ topics: ['rebates', 'federal'] })).toBeUndefined();
    expect(ownStateOf({ topics: ['regulation', 'nsw', 'victoria'] })).toBeUndefined();
    // (an article of another kind is no scheme, whatever state it names)
    expect(ownStateOf({ topics: ['climate zones', 'nsw'] })).toBeUndefined();
  });

  it('says whose scheme it is, the territories with "the"', () => {
    expect(notTheirsLine({ state: 'NSW', name: 'BASIX' }, 'ACT')).toBe("BASIX is New South Wales' own scheme, so it does not apply in the ACT.");
  });

  it('opens an answer about BASIX where the visitor lives outside NSW on it not applying, then their own rules', () => {
    for (const message of ['We are building in Canberra. Do we need a BASIX certificate?', 'do i need basix for my extension in geelong', 'Our block is in Gungahlin. Does BASIX apply to us?']) {
      const [turn] = play(message);
      expect(turn?.opening, message).toMatch(/^BASIX is New South Wales' own scheme, so it does not apply in (the ACT|Victoria)\.$/);
      expect(turn?.advice, message).toMatch(/NCC 2022|7 stars/);
    }
    // (in NSW it is theirs, and asked what it is, it is defined)
    expect(openings('Building in Newcastle - do we need a BASIX certificate?')[0]).not.toMatch(/does not apply/);
    expect(openings('What is BASIX? We are in Geelong')[0]).toMatch(/Building Sustainability Index/);
  });
});

describe("a paragraph written for another state", () => {
  it("is left out of a renter's answer in Western Australia, and kept in Victoria's", () => {
    const message =
      "I rent an old fibro house in Kalgoorlie and it's like an oven from December to March - 44 out the back yesterday. There's one ancient evaporative cooler that barely does the lounge and the landlord won't hear of putting in a split system. What can I actually do myself that'll make a difference?";
    expect(play(message)[0]?.advice).not.toMatch(/Victorian Energy Upgrades/);
    expect(play(message.replace('Kalgoorlie', 'Mildura'))[0]?.advice).toMatch(/Victorian Energy Upgrades/);
  });
});
