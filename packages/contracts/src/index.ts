/**
 * @energy-advisor/contracts — every shape that crosses a boundary (HTTP, socket, window messages),
 * written once as TypeBox schemas with their static types beside them. The API validates with the
 * schemas; the client, widget and pages import the types (`import type`) so TypeBox stays out of
 * browser bundles.
 */
export * from './primitives';
export * from './errors';
export * from './message';
export * from './conversations';
export * from './visitors';
export * from './feedback';
export * from './sales';
export * from './reasoning';
export * from './providers';
export * from './voice';
export * from './webhook';
export * from './admin';
export * from './knowledge';
export * from './places';
export * from './health';
export * from './socket';
export * from './bridge';
export * from './constants';
