import type { CollectedVariables } from '@energy-advisor/contracts';

/** The slots the advisor asks about, in the order it asks: town or city → new build or retrofit → dwelling type → … */
export const QUESTION_ORDER = [
  'location',
  'project_type',
  'dwelling_type',
  'storeys',
  'current_star_rating',
  'heating_fuel',
  'hot_water_fuel',
  'roof_orientation',
  'budget',
] as const;

export type QuestionSlot = (typeof QUESTION_ORDER)[number];

/** The question for each slot. The first is the greeting's question. */
export const QUESTIONS: Record<QuestionSlot, string> = {
  location: 'Which town or city in Australia is your build or retrofit located in?',
  project_type: 'Is this a new build, or a retrofit or renovation of an existing home?',
  dwelling_type: 'What type of dwelling is it: a detached house, a townhouse or an apartment?',
  storeys: 'How many storeys does it have (or will it have)?',
  current_star_rating: "Do you know the home's current star rating, for example from a NatHERS certificate?",
  heating_fuel: 'How is the home heated (or how do you plan to heat it): gas, reverse-cycle air conditioning, wood or electric heaters?',
  hot_water_fuel: 'What kind of hot water system do you have or plan: gas, electric storage, heat pump or solar?',
  roof_orientation: 'Which way does the main roof face: north, east, west or south? It matters for solar panels.',
  budget: 'Do you have a rough budget in mind for energy upgrades?',
};

/** Offered once nothing is left to ask; a yes shows the lead form. */
export const LEAD_OFFER =
  'Would you like a personalised energy efficiency plan? I can have one of our assessors get in touch with you.';

const WHICH_STATE = 'Which state is yours?';

/** Which state is meant, when a place name exists in several. */
export const whichStateQuestion = (name: string, states: string[]) =>
  `There is a ${name} in ${joinAnd(states)}. ${WHICH_STATE}`;

function joinAnd(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The current star rating is only asked of existing homes (a renter's home is one); a renter is not
 * asked about a project: they have none of their own.
 */
function applies(slot: QuestionSlot, collected: CollectedVariables): boolean {
  const renter = collected.tenure === 'renter';
  if (slot === 'project_type') return !renter;
  if (slot === 'current_star_rating') return renter || (collected.project_type !== undefined && collected.project_type !== 'new build');
  if (slot === 'storeys') return collected.dwelling_type !== 'apartment';
  return true;
}

/** The first slot, by the policy's order, that is still unknown. */
export function nextSlot(collected: CollectedVariables): QuestionSlot | undefined {
  return QUESTION_ORDER.find((slot) => collected[slot] === undefined && applies(slot, collected));
}

/** The slot a previous assistant message asked about, if it asked one of the policy's questions. */
export function askedSlot(assistantMessage: string | undefined): QuestionSlot | 'lead_offer' | 'which_state' | undefined {
  if (!assistantMessage) return undefined;
  if (assistantMessage.includes(LEAD_OFFER)) return 'lead_offer';
  if (assistantMessage.includes(WHICH_STATE)) return 'which_state';
  return QUESTION_ORDER.find((slot) => assistantMessage.includes(QUESTIONS[slot]));
}

/**
 * All of an assistant message that {@link askedSlot} reads: the lead offer, the which-state
 * question or the policy's question it holds, or '' (askedSlot answers the same for it).
 */
export function askedText(assistantMessage: string): string {
  const asked = askedSlot(assistantMessage);
  if (asked === 'lead_offer') return LEAD_OFFER;
  if (asked === 'which_state') return WHICH_STATE;
  return asked ? QUESTIONS[asked] : '';
}
