import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { HealthAnswer } from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** GET /api/health — version, uptime, database and default advisor. */
export function getHealth(http: Http): Promise<HealthAnswer> {
  return http.get(toInput(API_ROUTES.health)).json<HealthAnswer>();
}
