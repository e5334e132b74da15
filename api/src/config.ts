import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { readProviderSettings, ProviderSettingsError, type ProviderSettings } from './providers/settings';
import { OriginListError, parseOriginList } from './config-origins';
import { readSpeechSettings, SpeechSettingsError, type SpeechSettings } from './speech/speech-settings';

/** The repository root: relative paths in the configuration resolve against it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
);

/**
 * One engine worker per spare core, at most two: the event loop keeps one core for HTTP, sockets
 * and SQLite, and a turn's engine work is a fraction of a millisecond, so more rarely pays.
 */
function defaultAdvisorWorkers(): number {
  return Math.min(2, Math.max(0, os.availableParallelism() - 1));
}

/** Every setting, read from the environment once (README "Configuration" lists them). */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_PATH: Type.String({ minLength: 1, default: './data/energy-advisor.db' }),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  DATABASE_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 5000 }),
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  LOG_LEVEL: Type.Union([LogLevel], { default: 'info' }),
  WEB_DIST_DIR: Type.String({ minLength: 1, default: './demo-site/dist' }),
  WIDGET_DIST_DIR: Type.String({ minLength: 1, default: './packages/widget/dist' }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 120_000 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1024 * 1024 }),
  WS_PING_INTERVAL_MS: Type.Integer({ minimum: 100, default: 30_000 }),
  SQLITE_BUSY_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 5000, default: 500 }),
  CHAT_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 60 }),
  CONVERSATION_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 30 }),
  BUILDING_DETAILS_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 60 }),
  LEAD_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 10 }),
  FEEDBACK_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 30 }),
  VOICE_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 20 }),
  PROVIDER_CHECK_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 10 }),
  SERVE_SOURCE_MAPS: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  SQLITE_SYNCHRONOUS: Type.Union([Type.Literal('NORMAL'), Type.Literal('FULL')], { default: 'NORMAL' }),
  SQLITE_CHECKPOINTS: Type.Union([Type.Literal('background'), Type.Literal('inline')], { default: 'background' }),
  ADVISOR_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: defaultAdvisorWorkers() }),
  ADMIN_TOKEN: Type.Optional(Type.String({ minLength: 16, maxLength: 500, pattern: '^\\S+$' })),
  ADMIN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 300 }),
  ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 10 }),
  ADMIN_COOKIE_SECURE: Type.Union([Type.Literal('auto'), Type.Literal('always'), Type.Literal('never')], { default: 'auto' }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  IDENTITY_SECRET: Type.Optional(Type.String({ minLength: 32, maxLength: 500, pattern: '^\\S+$' })),
  REDIS_URL: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  REDIS_KEY_PREFIX: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:{}-]+$', default: 'energy-advisor:' }),
  REDIS_COMMAND_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 10_000, default: 500 }),
  REDIS_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 5000 }),
  SHUTDOWN_DRAIN_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 25_000 }),
});

export type Env = Static<typeof EnvSchema>;

export interface AppConfig {
  /** The product version, from the root package.json. */
  version: string;
  port: number;
  host: string;
  /** The SQLite file (when no DATABASE_URL names a PostgreSQL database). */
  databasePath: string;
  /** DATABASE_URL and its pool settings: the app runs on PostgreSQL. Undefined: on SQLite at databasePath. */
  postgres: PostgresSettings | undefined;
  logLevel: Static<typeof LogLevel>;
  webDistDir: string;
  widgetDistDir: string;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  wsPingIntervalMs: number;
  sqliteBusyTimeoutMs: number;
  /** NORMAL: commits survive a process crash; FULL: they also survive power loss, at an fsync per commit. */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  /**
   * Chat turns one client (IP address) may take per minute, one budget for every route that answers
   * a turn (sales chat, conversation and reasoning messages, n8n webhook, voice messages); 0: no limit.
   */
  chatRateLimitPerMinute: number;
  /** Conversations one client IP may create per minute; 0: no limit. */
  conversationRateLimitPerMinute: number;
  /** Building details updates (PATCH and update-building-details) one client IP may make per minute; 0: no limit. */
  buildingDetailsRateLimitPerMinute: number;
  /** Leads one client IP may submit per minute; 0: no limit. */
  leadRateLimitPerMinute: number;
  /** Feedback posts one client IP may make per minute; 0: no limit. */
  feedbackRateLimitPerMinute: number;
  /** Voice uploads (voice messages and dictation) one client IP may make per minute; 0: no limit. */
  voiceRateLimitPerMinute: number;
  /** Key checks (POST /api/providers/{name}/check, each one call to the provider) one client IP may make per minute; 0: no limit. */
  providerCheckRateLimitPerMinute: number;
  /** SERVE_SOURCE_MAPS: whether `*.map` files of the widget and demo-site builds are served (default: not). */
  serveSourceMaps: boolean;
  /** background: a worker thread checkpoints the WAL; inline: SQLite does it inside commits. */
  sqliteCheckpoints: 'background' | 'inline';
  /** Worker threads running the offline engine; 0 runs it on the event loop. */
  advisorWorkers: number;
  /** The advisor back ends: ADVISOR_PROVIDER, keys, base URLs, models and deadlines. */
  providers: ProviderSettings;
  /** Who hears and speaks: SPEECH_PROVIDER, the keyed endpoint's key, URL, models and deadline, FLITE_VOICE. */
  speech: SpeechSettings;
  /**
   * ALLOWED_PARENT_ORIGINS: origins (besides this server's own) that may frame /agent-fullpage and
   * talk to it with the parent-window messages. Default: none.
   */
  allowedParentOrigins: string[];
  /**
   * ALLOWED_ORIGINS: origins whose pages may call the API from a script (CORS), e.g. a builder's
   * site with the script-tag widget. Default: none (same origin only).
   */
  allowedOrigins: string[];
  /**
   * IDENTITY_SECRET: the HS256 key a host's server signs identity tokens with (`{ sub: userId, exp }`),
   * so a visitor token can prove that user. Unset: every visitor is anonymous.
   */
  identitySecret: string | undefined;
  /**
   * TRUST_PROXY: which reverse proxies' X-Forwarded-For names the client: the number of proxies in
   * front (e.g. `1`) or their addresses and CIDR ranges. Unset: none; the client is the peer. Rate
   * budgets and idempotency keys are per client, so behind a proxy this must be set.
   */
  trustProxy: number | string[] | false;
  /**
   * REDIS_URL and its settings: what several instances share (socket fan-out, rate-limit counters,
   * admin sessions, Idempotency-Key answers). Undefined: all of it stays in this process.
   */
  redis: RedisSettings | undefined;
  /**
   * SHUTDOWN_DRAIN_TIMEOUT_MS: on SIGTERM, how long in-flight requests (chat turns) may take to
   * finish before the sockets are closed and the process exits anyway.
   */
  shutdownDrainTimeoutMs: number;
  /** The admin area's credentials and limits. */
  admin: {
    /** ADMIN_TOKEN; when unset the app generates one at start and logs it (never open). */
    token: string | undefined;
    /** Admin API requests one client IP may make per minute; 0 turns the limit off. */
    rateLimitPerMinute: number;
    /** Sign-in attempts (POST /api/admin/session) one client IP may make per minute. */
    signInRateLimitPerMinute: number;
    /** The session cookie's Secure flag: auto (when the request came over https), always, never. */
    cookieSecure: 'auto' | 'always' | 'never';
  };
}

/** How this instance reaches its PostgreSQL database. */
export interface PostgresSettings {
  /** postgres://[user[:password]@]host[:port]/database[?options…]; never logged. */
  url: string;
  /** At most this many connections per instance (pg's pool `max`). */
  poolSize: number;
  /** A connection not made by then fails (the request answers 503), rather than waiting for ever. */
  connectTimeoutMs: number;
  /** The server cancels a statement (and ends a transaction left idle) that runs longer (503). */
  statementTimeoutMs: number;
}

/** How this instance reaches the Redis it shares with the other instances. */
export interface RedisSettings {
  /** redis://[user:password@]host[:port][/db] or rediss:// (TLS); never logged. */
  url: string;
  /** Put before every key and channel, so that several deployments can share one Redis. */
  keyPrefix: string;
  /** A command not answered by then fails (the caller degrades or answers 503); never a hang. */
  commandTimeoutMs: number;
  /** A connection (at start, or a reconnect) not made by then counts as failed. */
  connectTimeoutMs: number;
}

const envValidator = Compile(EnvSchema);
const INTEGER_KEYS = new Set(
  Object.entries(EnvSchema.properties)
    .filter(([, schema]) => (schema as { type?: unknown }).type === 'integer')
    .map(([key]) => key),
);

/** Thrown when an environment variable is invalid; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const resolveFromRoot = (value: string) => (path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value));

/** Reads the configuration from an environment (process.env at the edge; any record in tests). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value === undefined || value === '') continue;
    if (INTEGER_KEYS.has(key)) {
      if (!/^\d+$/.test(value.trim())) throw new ConfigError(`${key} must be a whole number, got "${value}"`);
      raw[key] = Number(value.trim());
    } else {
      raw[key] = value;
    }
  }
  const withDefaults = envValidator.Default(raw) as Record<string, unknown>;
  if (!envValidator.Check(withDefaults)) {
    const [first] = envValidator.Errors(withDefaults);
    const key = first?.instancePath.replace(/^\//, '') ?? 'environment';
    throw new ConfigError(`${key} is invalid: ${first?.message ?? 'unknown error'}`);
  }
  const valid = withDefaults as Env;
  let providers: ProviderSettings;
  let speech: SpeechSettings;
  let allowedParentOrigins: string[];
  let allowedOrigins: string[];
  try {
    providers = readProviderSettings(env);
    speech = readSpeechSettings(env);
    allowedParentOrigins = parseOriginList('ALLOWED_PARENT_ORIGINS', env.ALLOWED_PARENT_ORIGINS);
    allowedOrigins = parseOriginList('ALLOWED_ORIGINS', env.ALLOWED_ORIGINS);
  } catch (error) {
    if (error instanceof ProviderSettingsError || error instanceof OriginListError || error instanceof SpeechSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    version: readVersion(),
    port: valid.PORT,
    host: valid.HOST,
    databasePath: valid.DATABASE_PATH === ':memory:' ? ':memory:' : resolveFromRoot(valid.DATABASE_PATH),
    postgres: valid.DATABASE_URL === undefined
      ? undefined
      : {
          url: parseDatabaseUrl(valid.DATABASE_URL),
          poolSize: valid.DATABASE_POOL_SIZE,
          connectTimeoutMs: valid.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: valid.DATABASE_STATEMENT_TIMEOUT_MS,
        },
    logLevel: valid.LOG_LEVEL,
    webDistDir: resolveFromRoot(valid.WEB_DIST_DIR),
    widgetDistDir: resolveFromRoot(valid.WIDGET_DIST_DIR),
    requestTimeoutMs: valid.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: valid.BODY_LIMIT_BYTES,
    wsPingIntervalMs: valid.WS_PING_INTERVAL_MS,
    sqliteBusyTimeoutMs: valid.SQLITE_BUSY_TIMEOUT_MS,
    sqliteSynchronous: valid.SQLITE_SYNCHRONOUS,
    providers,
    speech,
    chatRateLimitPerMinute: valid.CHAT_RATE_LIMIT_PER_MINUTE,
    conversationRateLimitPerMinute: valid.CONVERSATION_RATE_LIMIT_PER_MINUTE,
    buildingDetailsRateLimitPerMinute: valid.BUILDING_DETAILS_RATE_LIMIT_PER_MINUTE,
    leadRateLimitPerMinute: valid.LEAD_RATE_LIMIT_PER_MINUTE,
    feedbackRateLimitPerMinute: valid.FEEDBACK_RATE_LIMIT_PER_MINUTE,
    voiceRateLimitPerMinute: valid.VOICE_RATE_LIMIT_PER_MINUTE,
    providerCheckRateLimitPerMinute: valid.PROVIDER_CHECK_RATE_LIMIT_PER_MINUTE,
    serveSourceMaps: valid.SERVE_SOURCE_MAPS === 'true',
    advisorWorkers: valid.ADVISOR_WORKERS,
    sqliteCheckpoints: valid.SQLITE_CHECKPOINTS,
    allowedParentOrigins,
    allowedOrigins,
    identitySecret: valid.IDENTITY_SECRET,
    trustProxy: parseTrustProxy(valid.TRUST_PROXY),
    redis: valid.REDIS_URL === undefined
      ? undefined
      : {
          url: parseRedisUrl(valid.REDIS_URL),
          keyPrefix: valid.REDIS_KEY_PREFIX,
          commandTimeoutMs: valid.REDIS_COMMAND_TIMEOUT_MS,
          connectTimeoutMs: valid.REDIS_CONNECT_TIMEOUT_MS,
        },
    shutdownDrainTimeoutMs: valid.SHUTDOWN_DRAIN_TIMEOUT_MS,
    admin: {
      token: valid.ADMIN_TOKEN,
      rateLimitPerMinute: valid.ADMIN_RATE_LIMIT_PER_MINUTE,
      signInRateLimitPerMinute: valid.ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE,
      cookieSecure: valid.ADMIN_COOKIE_SECURE,
    },
  };
}

/** TRUST_PROXY as Fastify takes it: a hop count, or addresses and CIDR ranges (never "trust anyone"). */
function parseTrustProxy(value: string | undefined): number | string[] | false {
  if (value === undefined) return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies from 1 to 10, or their addresses (got "${value}")`);
    return hops;
  }
  const addresses = text.split(/[\s,]+/).filter(Boolean);
  const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;
  const wrong = addresses.find((entry) => !address.test(entry));
  if (wrong !== undefined) throw new ConfigError(`TRUST_PROXY must list IP addresses or CIDR ranges (got "${wrong}")`);
  return addresses;
}

/** DATABASE_URL must name a PostgreSQL database; the error never repeats the value (it may hold a password). */
function parseDatabaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://user@127.0.0.1:5432/energy_advisor');
  }
  if ((url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || url.hostname === '' || url.pathname.length < 2) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (or postgresql://) and name a host and a database, e.g. postgres://user@127.0.0.1:5432/energy_advisor');
  }
  return value.trim();
}

/** REDIS_URL must name a Redis server; the error never repeats the value (it may hold a password). */
function parseRedisUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError('REDIS_URL must be a URL such as redis://127.0.0.1:6379 (or rediss:// for TLS)');
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss:// and name a host, e.g. redis://127.0.0.1:6379');
  }
  if (!/^\/?\d{0,2}$/.test(url.pathname)) throw new ConfigError('REDIS_URL may end with a database number only, e.g. redis://127.0.0.1:6379/0');
  return url.href;
}

function readVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}
