/**
 * A place set beside the home rather than named as it: "is Ballarat the same zone as Melbourne?",
 * "colder than Ballarat", "compared with Sydney", "Hobart vs Launceston". Such a place is not where
 * the home is; asked of its zone, the answer names both.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { Gazetteer, GazetteerResult } from './gazetteer-types';
import { placeVariables } from './place-variables';

/** The words just before a place that set it beside another. */
const COMPARED_BEFORE =
  /\b(?:same\b[^.?!;]{0,40}?\bas|differ(?:ent|s)?\s+(?:from|to)|than|compared?\s+(?:to|with)|versus|vs\.?)\s+(?:(?:in|at|up in|down in|over in|out in)\s+)?(?:the\s+)?$/i;

/** A word that may set one place beside another. */
const COMPARING = /\b(?:same|differ\w*|than|compared?|versus|vs)\b/i;

/** Whether the place named by `matchedText` in the message is set beside another. */
export function setBeside(message: string, matchedText: string): boolean {
  const at = message.indexOf(matchedText);
  return at >= 0 && COMPARED_BEFORE.test(message.slice(Math.max(0, at - 60), at));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const without = (message: string, name: string) => message.replace(new RegExp(`\\b${escaped(name)}\\b`, 'gi'), ' ');

/**
 * The home's place in a message where the place found first is set beside another ("the same zone as
 * Melbourne? we're in Geelong"): the message read again without it; none when nothing else is named.
 */
export function homeBesideCompared(gazetteer: Gazetteer, message: string, found: GazetteerResult): GazetteerResult {
  if (found.kind !== 'match' || !setBeside(message, found.matchedText)) return found;
  const rest = gazetteer.findInText(without(message, found.matchedText));
  return rest.kind === 'match' && setBeside(message, rest.matchedText) ? { kind: 'none' } : rest;
}

/**
 * The place a message sets beside the visitor's home (`home`, "Ballarat, VIC"), read with the home's
 * own name taken out: its variables, or undefined when the message sets no other place beside it.
 */
export function comparedPlace(gazetteer: Gazetteer, message: string, home: string | undefined): CollectedVariables | undefined {
  // (most messages compare nothing: the gazetteer is read again only for one that might)
  if (!COMPARING.test(message)) return undefined;
  const name = home?.split(',')[0]?.trim();
  const text = name ? without(message, name) : message;
  const found = gazetteer.findInText(text);
  if (found.kind !== 'match' || !setBeside(text, found.matchedText)) return undefined;
  const variables = placeVariables(found.place);
  return variables.location === home ? undefined : variables;
}
