import Type, { type Static } from 'typebox';

/**
 * A locality with its climate zones, as the gazetteer knows it (api/data: GeoNames, NatHERS
 * postcode zones, the ABCB climate zone map, NSW ESS Table A26).
 */
export const LocalitySchema = Type.Object({
  name: Type.String(),
  state: Type.String({ description: 'NSW, VIC, QLD, SA, WA, TAS, NT or ACT' }),
  postcode: Type.String({ description: 'four digits, leading zero kept' }),
  /** NCC (BCA) climate zone 1-8; null where no table gives one. */
  climateZone: Type.Union([Type.Integer({ minimum: 1, maximum: 8 }), Type.Null()]),
  /** The table the zone comes from (ABCB climate zone map, NSW ESS Table A26); null without a zone. */
  climateZoneSource: Type.Union([Type.String(), Type.Null()]),
  /** official: the table names this zone; likely: the postcode or area straddles zones; none: no zone known. */
  climateZoneConfidence: Type.Union([Type.Literal('official'), Type.Literal('likely'), Type.Literal('none')]),
  /** The other zones a "likely" place may be in. */
  climateZoneAlternatives: Type.Array(Type.Integer()),
  /** NatHERS climate zone 1-69. */
  nathersZone: Type.Union([Type.Integer(), Type.Null()]),
  /** The NatHERS zone's reference weather station. */
  nathersZoneName: Type.Union([Type.String(), Type.Null()]),
});
export type Locality = Static<typeof LocalitySchema>;

export const ClimateZoneParamsSchema = Type.Object({
  postcode: Type.String({ pattern: '^[0-9]{3,4}$', description: 'an Australian postcode (a three-digit one is read with its leading zero)' }),
});
export type ClimateZoneParams = Static<typeof ClimateZoneParamsSchema>;

/** GET /api/climate-zones/{postcode}: the postcode's climate zones, named by its main locality. */
export const ClimateZoneAnswerSchema = LocalitySchema;
export type ClimateZoneAnswer = Static<typeof ClimateZoneAnswerSchema>;

export const LocalitiesQuerySchema = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 100, pattern: '\\S', description: 'a town, suburb or postcode, or its start' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 10 })),
});
export type LocalitiesQuery = Static<typeof LocalitiesQuerySchema>;

/**
 * GET /api/localities?q=: what the name or postcode matches (typos forgiven; one per state when the
 * name is in several), then places whose name starts with it, prominent ones first.
 */
export const LocalitiesAnswerSchema = Type.Object({
  query: Type.String(),
  localities: Type.Array(LocalitySchema),
});
export type LocalitiesAnswer = Static<typeof LocalitiesAnswerSchema>;
