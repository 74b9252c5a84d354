import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/paths.js';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, tileImageSource } from './map-tiles.js';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the API reads, parsed once at start. `.env.example` documents
 * the same list; a bad value stops the process with a message naming the variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: 0.0.0.0 (every interface) in production, else 127.0.0.1 (this machine only). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in links (e-mails, calendar feeds). Unset: from HOST and PORT. */
  APP_URL: z.url().optional(),
  /** Unset: an embedded PostgreSQL is started with its data under DATA_DIR/postgres. */
  DATABASE_URL: z.string().min(1).optional(),
  /** A stopping instance (SIGTERM) lets the requests in flight finish for at most this long, then closes their connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * redis://… shared by every API instance (issue #28): socket.io events reach the clients of every
   * instance, and the per-request rate limit and the flood guards count across instances. Unset:
   * one instance works on its own (a second one on the same database is told so at start).
   */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** What this deployment's keys and channels in Redis start with: deployments (or test runs) sharing one Redis keep apart. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . - (at most 40)').default('vizyt'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** auto: load demo data into an empty embedded database. */
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  CORS_ORIGINS: csv.default(['http://localhost:5173']),
  TRUST_PROXY: booleanish.default(false),
  BODY_LIMIT: z.string().default('1mb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built SPA served by this process; absent → API only. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),

  // ── Accounts and sessions ──
  /** HS256 key for access tokens (32+ characters). Unset outside production: a random key kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_REQUIRE_EMAIL_VERIFICATION: booleanish.default(true),
  /** Sign-in, registration, reset and verification requests per IP per 15 minutes. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Failed logins per account per 15 minutes before that account's logins get 429. */
  AUTH_FAILED_LOGINS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Token refreshes per IP per 15 minutes (a browser tab refreshes about once per access-token lifetime). */
  REFRESH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  /** Change-password attempts per account per 15 minutes (guards the current password against guessing). */
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Every /api/v1 request per IP per minute, counted in each API process (a flood guard; /health is exempt). */
  API_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  TELEGRAM_BOT_USERNAME: z.string().regex(/^[A-Za-z0-9_]{5,64}$/).optional(),
  /** First admin, created at start when no user has this e-mail. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),

  // ── E-mail ──
  /** smtp(s)://user:pass@host:port — unset: messages go to the local outbox under DATA_DIR/outbox. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Vizyt <no-reply@vizyt.local>'),
  /** Where the help page's feedback form is e-mailed; unset: messages are only stored (admins list them). */
  SUPPORT_EMAIL: z.email().optional(),

  // ── Uploads ──
  /** Where uploaded files are stored (served under /uploads). */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where private files are kept (verification documents, dispute evidence): never served as
   * files, only through endpoints that check who asks. Unset: DATA_DIR/private. Must not lie
   * inside the uploads folder.
   */
  PRIVATE_FILES_DIR: z.string().optional(),

  // ── Maps ──
  /** Leaflet tile URL template of the maps (search, profile location); its host is allowed in the CSP. */
  MAP_TILE_URL: z
    .string()
    .refine((template) => tileImageSource(template) !== null, 'must be an http(s) URL or a /path on this server with {z}, {x} and {y}, e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png')
    .default(DEFAULT_MAP_TILE_URL),
  /** Credit line shown on the maps (HTML, as Leaflet renders it); the tile provider's terms usually require one. */
  MAP_TILE_ATTRIBUTION: z.string().max(1000).default(DEFAULT_MAP_TILE_ATTRIBUTION),

  // ── Payments ──
  /** sk_live_… / sk_test_…: Stripe takes the money. Unset: the built-in test provider outside production, no online payments in production. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key)').optional(),
  /** whsec_…: the signing secret of the Stripe webhook endpoint (POST /api/v1/payments/webhook). Required with STRIPE_SECRET_KEY in production. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** pk_live_… / pk_test_…: given to the web app for Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(live|test)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_…)').optional(),
  /** Where the Stripe client connects (tests point it at a local double), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /** The platform's commission on every online payment, in percent (recorded on each payment when it is paid). */
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(8),

  // ── Notifications and messaging ──
  /** Live updates over socket.io (path /socket.io). false: no socket server; the web app polls every 30 s. */
  REALTIME_ENABLED: booleanish.default(true),
  /** Where the Telegram bot library sends Bot API calls (tests point it at a local double). Default https://api.telegram.org. */
  TELEGRAM_API_ROOT: z.url().optional(),
  /**
   * How the bot receives messages (/start, /stop): webhook (Telegram calls POST /api/v1/telegram/webhook; APP_URL must be public https)
   * or polling (one process, elected by a database lock, asks Telegram). Unset: webhook in production, polling elsewhere.
   */
  TELEGRAM_UPDATES: z.enum(['webhook', 'polling']).optional(),
  /** Web push (VAPID) key pair; unset: generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** mailto: or https: contact put in push messages (web push services require one). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/).default('mailto:support@vizyt.local'),
  /** Messages one person may send per minute (all conversations together). */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Feedback messages one client address may send per 15 minutes (across instances with REDIS_URL). */
  FEEDBACK_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(5),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'HOST' | 'APP_URL'> & { HOST: string; APP_URL: string };

/**
 * The name to put in a URL for the address the server binds: a wildcard or loopback address
 * becomes `localhost` (what a person on this machine types), an IPv6 literal gets brackets.
 */
export function hostForUrl(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset" (docker compose and .env files often produce them).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  // Outside production the server is reachable only from this machine unless HOST says
  // otherwise; containers and deployments bind every interface.
  const HOST = parsed.data.HOST ?? (parsed.data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  // Links in e-mails must reach this server: default to where it listens, not a fixed port.
  const APP_URL = parsed.data.APP_URL ?? `http://${hostForUrl(HOST)}:${parsed.data.PORT}`;
  const env: Env = { ...parsed.data, HOST, APP_URL };
  if (isInside(privateFilesDir(env), uploadDir(env))) {
    throw new Error('Invalid environment configuration:\n  PRIVATE_FILES_DIR: must not be inside UPLOAD_DIR (everything there is served publicly under /uploads)');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid environment configuration:\n  JWT_SECRET: required in production (32+ random characters)');
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid environment configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY in production (payments are confirmed by webhooks)');
  }
  return env;
}

export const uploadDir = (env: Env) => env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads');
export const privateFilesDir = (env: Env) => env.PRIVATE_FILES_DIR ?? path.join(env.DATA_DIR, 'private');
/** Is `dir` the folder `parent` or somewhere below it? */
const isInside = (dir: string, parent: string) => {
  const relative = path.relative(path.resolve(parent), path.resolve(dir));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};
export const outboxDir = (env: Env) => path.join(env.DATA_DIR, 'outbox');
