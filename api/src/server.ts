import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { drainAndClose } from './plugins/drain';
import { RedisConnectError } from './redis/shared-redis';

/** After the drain, how long closing (workers, speech, database, Redis) may take before the process exits anyway. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Starts the API (and the web app it serves). SIGTERM (or SIGINT) drains it for a load balancer
 * (plugins/drain.ts): readiness fails, no new connections, in-flight turns finish, sockets close
 * with 1001, then it exits. A second signal ends it at once.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownDrainTimeoutMs + CLOSE_GRACE_MS);
    force.unref();
    try {
      await drainAndClose(app);
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof RedisConnectError ? error.message : error;
  console.error(message);
  process.exit(1);
});
