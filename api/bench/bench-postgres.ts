/**
 * PostgreSQL and Redis for the chat bench: a schema of its own per server group in the database
 * BENCH_POSTGRES_URL names (default: the project machines' `test` database), dropped at the end,
 * and the CPU time PostgreSQL's server processes spend on the bench's connections (the database's
 * share of a turn, which the API server's own CPU figure leaves out; both share this machine's cores).
 */
import fs from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Linux counts a process's CPU in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MICROS = 10_000;

/** Answers why PostgreSQL (or, with `redis`, Redis too) cannot be benched here, or undefined when both answer. */
export async function servicesMissing(redis: boolean): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL does not answer at ${POSTGRES_URL} (BENCH_POSTGRES_URL): ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  if (!redis) return undefined;
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return `Redis does not answer at ${REDIS_URL} (BENCH_REDIS_URL): ${(error as Error).message}`;
  } finally {
    probe.disconnect();
  }
}

/** The bench's PostgreSQL: one schema per `group()`, all dropped by `drop()`. */
export async function benchPostgres() {
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
  const schemas: string[] = [];
  let cpuAtMark = new Map<number, number>();

  /** CPU time of every server process serving a bench connection (its application_name), by pid. */
  const backendCpu = async (): Promise<Map<number, number>> => {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name like $1', [`ea-bench-${process.pid}-%`]);
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MICROS);
      } catch {
        // a server on another machine, or the process just ended: not counted
      }
    }
    return cpu;
  };

  return {
    /** A new schema and the settings of the servers sharing it (with `redis`, a Redis key prefix of their own too). */
    async group(redis: boolean): Promise<Record<string, string>> {
      const schema = `ea_bench_${process.pid}_${schemas.length}`;
      await admin.query(`create schema ${schema}`);
      schemas.push(schema);
      const url = new URL(POSTGRES_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      url.searchParams.set('application_name', `ea-bench-${process.pid}-${schema}`);
      return {
        BENCH_DATABASE_URL: url.href,
        ...(redis && { BENCH_REDIS_URL: REDIS_URL, BENCH_REDIS_KEY_PREFIX: `bench-${schema}:` }),
      };
    },
    /**
     * The CPU time PostgreSQL spent on the bench's connections since the last mark (µs; NaN when the
     * server's processes cannot be read, e.g. a server on another machine); starts a new count.
     */
    async markCpu(): Promise<number> {
      const now = await backendCpu();
      let spent = 0;
      for (const [pid, micros] of now) spent += micros - (cpuAtMark.get(pid) ?? 0);
      cpuAtMark = now;
      return now.size === 0 ? Number.NaN : spent;
    },
    async drop(): Promise<void> {
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      if (schemas.length > 0) {
        const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
        await redis.connect().catch(() => undefined);
        for (const schema of schemas) {
          const keys = await redis.keys(`bench-${schema}:*`).catch(() => [] as string[]);
          if (keys.length > 0) await redis.del(...keys);
        }
        redis.disconnect();
      }
      await admin.end();
    },
  };
}
