import type { CollectedVariables } from '@energy-advisor/contracts';

/**
 * The advisor's questions the canned reply ends with, worded as the advisor asks them, so the
 * visitor's answer reads the same to the server.
 */
export const CANNED_QUESTIONS = {
  location: 'Which town or city in Australia is your build or retrofit located in?',
  projectType: 'Is this a new build, or a retrofit or renovation of an existing home?',
  dwellingType: 'What type of dwelling is it: a detached house, a townhouse or an apartment?',
} as const;

const known = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The local canned reply /sales-chat opens with: insulation costs (figures from the
 * knowledge base's costs-and-payback article), naming the location and climate zone when known,
 * then one question: the dwelling type if a location is known; the town or city if only the
 * project type is known; otherwise new build or retrofit.
 */
export function cannedReply(collected: CollectedVariables): string {
  const { location, climate_zone: climateZone, project_type: projectType } = collected;
  const place = known(location) ? ` in ${location}` : '';
  const zone = known(climateZone)
    ? ` ${known(location) ? `${location} is in` : 'You are in'} NCC climate zone ${climateZone}, so the insulation R-values we suggest are matched to that zone.`
    : '';
  const advice =
    `Insulation is usually the most cost-effective energy upgrade for a home${place}. Ceiling insulation costs about ` +
    '$25/m² supplied and installed (Melbourne, 2025), and upgrading the insulation of an average house starts from ' +
    `about $1,200.${zone}`;
  const question = known(location)
    ? CANNED_QUESTIONS.dwellingType
    : known(projectType)
      ? CANNED_QUESTIONS.location
      : CANNED_QUESTIONS.projectType;
  return `${advice}\n\n${question}`;
}
