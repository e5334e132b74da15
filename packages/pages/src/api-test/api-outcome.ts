import type { ProviderQueryResult, QueryResult } from '@energy-advisor/contracts';

/** An answer of one of the page's two APIs, with the query it answered. */
export type ApiOutcome = { kind: 'voice'; query: string; data: QueryResult } | { kind: 'direct'; query: string; data: ProviderQueryResult };
