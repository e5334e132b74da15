import type { App } from '../types';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route of the app as (method, path), read from Fastify's own route tree (printRoutes), path
 * parameters written as OpenAPI writes them ({id}).
 */
export function routeTable(app: App): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4));
    const segment = match?.[1] ?? '';
    prefixes.length = depth;
    const full = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = full;
    for (const method of (match?.[2] ?? '').split(',').map((name) => name.trim())) {
      if (HTTP_METHODS.includes(method)) routes.push({ method, path: full.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return routes;
}
