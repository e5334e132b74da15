import {
  API_ROUTES,
  ClimateZoneAnswerSchema,
  ClimateZoneParamsSchema,
  ErrorBodySchema,
  LocalitiesAnswerSchema,
  LocalitiesQuerySchema,
  type Locality,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import type { Place } from '../advisor/gazetteer/gazetteer';
import { zoneSourceLabel } from '../advisor/gazetteer/place-variables';
import { notFound } from '../errors';

/** A gazetteer place as the API answers it: its zones, where the NCC zone comes from and how sure it is. */
export function presentLocality(place: Place): Locality {
  const source = place.nccZone === null ? undefined : zoneSourceLabel(place.nccZoneSource, place.state);
  return {
    name: place.name,
    state: place.state,
    postcode: place.postcode,
    climateZone: source === undefined ? null : place.nccZone,
    climateZoneSource: source ?? null,
    climateZoneConfidence: source === undefined ? 'none' : place.nccZoneSource === 'map-mixed' ? 'likely' : 'official',
    climateZoneAlternatives: source === undefined ? [] : place.nccZoneAlternatives,
    nathersZone: place.nathersZone,
    nathersZoneName: place.nathersZoneName,
  };
}

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The gazetteer's lookups as public API (the reasoning agents call them as tools):
 * GET /api/climate-zones/{postcode} and GET /api/localities?q=. Pure in-memory lookups.
 */
export default async function placeRoutes(app: App) {
  const { gazetteer } = app.engine;

  app.get(
    '/api/climate-zones/:postcode',
    { schema: { params: ClimateZoneParamsSchema, response: { 200: ClimateZoneAnswerSchema, ...errors } } },
    async (request) => {
      const postcode = request.params.postcode.padStart(4, '0');
      const found = gazetteer.lookup(postcode);
      if (found.kind !== 'match' || found.place.postcode !== postcode) throw notFound(`Postcode ${postcode}`);
      return presentLocality(found.place);
    },
  );

  app.get(
    API_ROUTES.localities,
    { schema: { querystring: LocalitiesQuerySchema, response: { 200: LocalitiesAnswerSchema, 400: ErrorBodySchema } } },
    async (request) => {
      const { q, limit = 10 } = request.query;
      return { query: q, localities: gazetteer.suggest(q.trim(), limit).map(presentLocality) };
    },
  );
}
