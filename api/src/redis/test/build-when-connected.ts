/**
 * A test app built again while its first connection to Redis fails: connecting runs a first command
 * under the test's short command timeout, which a loaded machine can outlast.
 */
import { buildTestApp } from '../../test/helper';
import { RedisConnectError } from '../shared-redis';

/** How many times a test app is built before a failure to reach Redis counts. */
const CONNECT_ATTEMPTS = 5;

/** A test app on `env`, built again while connecting to Redis fails (a first command timed out under load). */
export async function buildWhenConnected(env: Record<string, string>): ReturnType<typeof buildTestApp> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await buildTestApp(env);
    } catch (error) {
      if (!(error instanceof RedisConnectError) || attempt >= CONNECT_ATTEMPTS) throw error;
    }
  }
}
