import { AppError } from '../errors';

/** The route option that limits an admin route to `perMinute` requests per client (no limit when 0). */
export function adminRateLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute > 0 ? perMinute : Number.MAX_SAFE_INTEGER,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
        const seconds = String(Math.ceil(context.ttl / 1000));
        return new AppError('rate_limited', `Too many attempts: try again in ${seconds} s`, { headers: { 'retry-after': seconds } });
      },
    },
  };
}
