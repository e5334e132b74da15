/** One line per tool call that ran, saying what it found (the agents' reasoning lists them). */
import type { ToolResult } from './tools';

interface LocalityLike {
  name?: string;
  state?: string;
  postcode?: string;
  climateZone?: number | null;
  climateZoneSource?: string | null;
  climateZoneConfidence?: string;
  nathersZone?: number | null;
}

const place = (locality: LocalityLike) => {
  const zone =
    locality.climateZone === null || locality.climateZone === undefined
      ? 'no NCC climate zone on record'
      : `NCC climate zone ${locality.climateZone}${locality.climateZoneConfidence === 'likely' ? ' (most likely)' : ''}${locality.climateZoneSource ? ` (${locality.climateZoneSource})` : ''}`;
  const nathers = locality.nathersZone ? `, NatHERS zone ${locality.nathersZone}` : '';
  return `${locality.name ?? '?'} ${locality.state ?? ''} ${locality.postcode ?? ''}: ${zone}${nathers}`.replace(/\s+/g, ' ');
};

/** What a call found, in one line. */
export function summariseResult(result: ToolResult): string {
  if (!result.ok) {
    const message = (result.response as { message?: unknown } | undefined)?.message;
    return `${result.query} failed${typeof message === 'string' ? `: ${message}` : ''}`;
  }
  const response = result.response as Record<string, unknown>;
  switch (result.tool) {
    case 'climate_zone_lookup':
      return `${result.query} → ${place(response as LocalityLike)}`;
    case 'locality_search': {
      const localities = (response['localities'] as LocalityLike[] | undefined) ?? [];
      return localities.length === 0 ? `${result.query} → no locality of that name` : `${result.query} → ${localities.slice(0, 3).map(place).join('; ')}`;
    }
    case 'knowledge_search': {
      const articles = (response['articles'] as { title: string }[] | undefined) ?? [];
      return articles.length === 0 ? `${result.query} → no article matched` : `${result.query} → ${articles.map((article) => `"${article.title}"`).join(', ')}`;
    }
    case 'visitor_conversation': {
      const variables = Object.entries((response['collectedVariables'] as Record<string, string> | undefined) ?? {});
      const known = variables.length === 0 ? 'no details collected yet' : variables.map(([key, value]) => `${key}: ${value}`).join(', ');
      return `${result.query} → ${String(response['messageCount'] ?? 0)} messages; ${known}`;
    }
    default:
      return result.query;
  }
}
