import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { ClimateZoneAnswer, LocalitiesAnswer } from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** GET /api/climate-zones/{postcode} — a postcode's NCC and NatHERS climate zones (404 for an unknown postcode). */
export function getClimateZone(http: Http, postcode: string): Promise<ClimateZoneAnswer> {
  return http.get(toInput(API_ROUTES.climateZone(postcode))).json<ClimateZoneAnswer>();
}

/** GET /api/localities?q= — towns and suburbs matching a name or postcode (typos forgiven), with their zones. */
export function searchLocalities(http: Http, q: string, limit?: number): Promise<LocalitiesAnswer> {
  const searchParams: Record<string, string | number> = { q };
  if (limit !== undefined) searchParams['limit'] = limit;
  return http.get(toInput(API_ROUTES.localities), { searchParams }).json<LocalitiesAnswer>();
}
