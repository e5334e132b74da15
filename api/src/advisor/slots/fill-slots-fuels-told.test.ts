/** The heating, hot water and roof told in passing: what the home has now, not what is planned or weighed. */
import { describe } from 'vitest';
import { table } from './test/fill';

describe('gas to be left, named with the heating and the hot water; both said to be gas', () => {
  const rows: [string, string | undefined][] = [
    ['Any help from the government for getting off gas in Tuggeranong? We want to do the heating and hot water together', 'gas'],
    ["We're in Tuggeranong and keen to ditch gas for both the heater and the hot water", 'gas'],
    ['the heating and the hot water are both gas', 'gas'],
    ['should we get off gas? what about the heating and hot water', undefined],
  ];
  table('heating_fuel', rows);
  table('hot_water_fuel', rows);
});

describe('panels said to face a way; a hot water system told to have given out', () => {
  table('roof_orientation', [
    ['Our panels face north on the garage roof here in Bunbury', 'north'],
    ['should the panels face north?', undefined],
  ]);
  table('hot_water_fuel', [['Gas storage HWS finally carked it this morning (15 years old).', 'gas']]);
});

describe('the heating "now", a heater sat in front of, a roof facing "pretty much" north', () => {
  table('heating_fuel', [
    ['The only heating now is a plug-in oil heater.', 'electric'],
    ["She's always cold in winter and just sits in front of a little bar heater", 'electric'],
  ]);
  table('roof_orientation', [["We're in Toowoomba, tin roof, faces pretty much north.", 'north']]);
});

describe('a heater someone lets the visitor put in is a plan, not the heating the home has', () => {
  table('heating_fuel', [["I'm a tenant in Frankston. Only heating is an ancient gas wall heater. Landlord says I can put in a split system if I pay for it myself", 'gas']]);
});

describe('what is to take the place of the heating told is a plan; a two-bar radiator is electric', () => {
  table('heating_fuel', [
    ["We're in Belconnen, want to ditch the ducted gas for reverse cycle and do the hot water as well", 'gas'],
    ['winters he runs a two-bar radiator in the lounge all day. My brother reckons just get him a gas heater', 'electric'],
    ['we replaced the gas heater with a split system', 'reverse-cycle'],
  ]);
});

describe('a gas fitter called to the heating', () => {
  table('heating_fuel', [['the ducted heating in our double storey in frankston is 22 years old and the gas fitter says the heat exchangers cactus', 'gas']]);
});

describe('both said to run on gas; going all-electric is a plan', () => {
  const both = 'Any ACT government money for going all-electric? Both the heating and the hot water at our Belconnen place run on gas at the moment.';
  table('heating_fuel', [[both, 'gas']]);
  table('hot_water_fuel', [[both, 'gas']]);
});

describe('a heater run now, one that carked it at a place, wood lugged for a heater, hot water on its way out', () => {
  table('heating_fuel', [
    ["Would a split system in the lounge be cheaper than running the oil heater all winter? We're in Traralgon.", 'electric'],
    ['The ducted gas heater at our place out at Penrith finally carked it. We have panels on the roof.', 'gas'],
    ["He's still lugging wood for the slow combustion heater every morning. We want to put a split system in the lounge for him", 'wood'],
  ]);
  table('hot_water_fuel', [["Family of four in Hervey Bay and the gas hot water's on its way out. Torn between a heat pump and solar hot water on the roof.", 'gas']]);
});
