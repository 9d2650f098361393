import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DESKTOP_ORIGIN } from '@zlota/shared/api-routes';
import { parseMailFrom } from './libraries/mail-from.js';
import { parseTrustProxy, TRUST_PROXY_HELP } from './http/trust-proxy.js';
import { NOTIFICATION_SOURCES_HELP, parseNotificationSources } from './payments/notification-sources.js';
import { isLinkLocal, testHost } from './payments/provider-hosts.js';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'oczekiwano 1/0, true/false, yes/no lub on/off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `oczekiwano adresu URL (${protocols.join(', ')})` },
  );

/** Every setting comes from the environment, is optional on a laptop, and is checked at boot. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'oczekiwano numeru portu' })
      .int({ error: 'oczekiwano liczby całkowitej' })
      .min(0)
      .max(65535)
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    SMTP_FROM: z
      .string()
      .min(3)
      .optional()
      .transform((value, ctx) => {
        const sender = parseMailFrom(value);
        if (!sender) ctx.addIssue({ code: 'custom', message: 'oczekiwano adresu e-mail, np. no-reply@fundacja.pl albo Nazwa <no-reply@fundacja.pl>' });
        return sender ?? z.NEVER;
      }),
    APP_SECRET: z.string().min(32, { error: 'co najmniej 32 znaki' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'oczekiwano adresu e-mail' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'hasło administratora musi mieć co najmniej 12 znaków' }).optional(),
    SEED_DEMO: flag.optional(),
    FOUNDATION_FILE: z.string().min(1).optional(),
    REQUIRE_ADMIN_2FA: flag.optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'payu', 'przelewy24']).optional(),
    DEMO_PAYMENTS: flag.optional(),
    // Hosts besides PayU's and Przelewy24's own that a provider configuration may name: the tests' local stand-ins.
    PAYMENT_TEST_HOSTS: z
      .string()
      .refine((value) => value.split(',').every((entry) => testHost(entry) !== null), {
        error: 'oczekiwano adresów host:port oddzielonych przecinkami, np. 127.0.0.1:4010,localhost:4020',
      })
      .refine((value) => value.split(',').every((entry) => !isLinkLocal(testHost(entry)?.hostname ?? '')), {
        error: 'adresy lokalne łącza (169.254.0.0/16, fe80::/10) i usługi metadanych chmury nie mogą być adresem operatora płatności',
      })
      .optional(),
    PAYMENT_NOTIFICATION_SOURCES: z
      .string()
      .transform((value, ctx) => {
        const sources = parseNotificationSources(value);
        if (sources === null) ctx.issues.push({ code: 'custom', message: NOTIFICATION_SOURCES_HELP, input: value });
        return sources ?? z.NEVER;
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (trust === undefined) ctx.issues.push({ code: 'custom', message: TRUST_PROXY_HELP, input: value });
        return trust ?? z.NEVER;
      })
      .optional(),
    RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_SIGN_UP: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_REMEMBER: z.coerce.number().int().positive().default(50),
    RATE_LIMIT_REMEMBER_PER_EMAIL: z.coerce.number().int().positive().default(3),
    RATE_LIMIT_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_ACCOUNT_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
    RATE_LIMIT_PAYMENT_NOTIFICATIONS: z.coerce.number().int().positive().default(12_000),
    PAYMENT_EVENTS_RETENTION_DAYS: z.coerce.number({ error: 'oczekiwano liczby dni' }).int().min(1).default(180),
    RATE_LIMIT_NEW_CHARITIES: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_IMAGE_UPLOADS: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_REPORTS: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_REPORTS_PER_CHARITY: z.coerce.number().int().positive().default(3),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    SHUTDOWN_GRACE_MS: z.coerce.number({ error: 'oczekiwano liczby milisekund' }).int().min(0).default(3_000),
    BODY_TIMEOUT_MS: z.coerce.number({ error: 'oczekiwano liczby milisekund' }).int().positive().default(30_000),
    UPLOAD_TIMEOUT_MS: z.coerce.number({ error: 'oczekiwano liczby milisekund' }).int().positive().default(180_000),
    WORKERS: z.coerce.number({ error: 'oczekiwano liczby procesów' }).int({ error: 'oczekiwano liczby całkowitej' }).min(1).max(64).optional(),
    // Issue 35: an expense above this many złoty is approved by a second staff member, never its author.
    EXPENSE_APPROVAL_THRESHOLD_ZL: z.coerce.number({ error: 'oczekiwano kwoty w złotych' }).min(0).default(1000),
    // Issue 38: the read-only SQLite connections beside the writer. One: at 100 000 fundraisers, donations under 4
    // crawlers kept 0.53 and 0.54 × their rate alone with one, 0.39 and 0.33 with two (the bench's campaign phase, 2 cores).
    SQLITE_READERS: z.coerce.number({ error: 'oczekiwano liczby połączeń' }).int({ error: 'oczekiwano liczby całkowitej' }).min(1).max(8).default(1),
    CATALOG_CACHE_SECONDS: z.coerce.number({ error: 'oczekiwano liczby sekund' }).min(0).max(300).default(2),
    WEB_DIST: z.string().min(1).optional(),
    DESKTOP_UPDATES_DIR: z.string().min(1).optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce.number({ error: 'oczekiwano liczby godzin' }).positive({ error: 'oczekiwano liczby godzin większej od zera' }).optional(),
    // The origins allowed by CORS, separated by commas: the desktop app's by default; `none` allows none.
    CORS_ORIGINS: z
      .string()
      .refine((value) => value === 'none' || value.split(',').every((origin) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(origin.trim())), {
        error: 'oczekiwano źródeł oddzielonych przecinkami, np. app://zlota-rybka, albo none',
      })
      .optional(),
  })
  .refine((env) => env.BACKUP_EVERY_HOURS === undefined || env.BACKUP_DIR !== undefined, {
    error: 'BACKUP_EVERY_HOURS wymaga BACKUP_DIR: folderu, w którym serwer zostawia kopie',
    path: ['BACKUP_EVERY_HOURS'],
  })
  .refine((env) => env.SHUTDOWN_GRACE_MS < env.SHUTDOWN_TIMEOUT_MS, {
    error: 'SHUTDOWN_GRACE_MS musi być krótszy niż SHUTDOWN_TIMEOUT_MS: po przerwie proces kończy jeszcze trwające żądania',
    path: ['SHUTDOWN_GRACE_MS'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    error: 'ADMIN_EMAIL i ADMIN_PASSWORD podaje się razem',
    path: ['ADMIN_PASSWORD'],
  })
  // A stand-in has no place in production: there the providers' own hosts are the only ones credentials go to.
  .refine((env) => env.NODE_ENV !== 'production' || env.PAYMENT_TEST_HOSTS === undefined, {
    error:
      'w środowisku produkcyjnym dane dostępowe operatorów płatności trafiają tylko na adresy PayU i Przelewy24 ' +
      '(produkcyjne i testowe), więc PAYMENT_TEST_HOSTS nie może być ustawione. Usuń to ustawienie',
    path: ['PAYMENT_TEST_HOSTS'],
  })
  // The sandbox approves any amount without money: in production only as a demo chosen on purpose.
  .refine((env) => env.NODE_ENV !== 'production' || (env.PAYMENT_PROVIDER ?? 'sandbox') !== 'sandbox' || (env.PAYMENT_PROVIDER === 'sandbox' && env.DEMO_PAYMENTS === true), {
    error:
      'w środowisku produkcyjnym operator sandbox przyjmuje nieprawdziwe wpłaty bez pieniędzy. Ustaw PAYMENT_PROVIDER=payu ' +
      'albo PAYMENT_PROVIDER=przelewy24; tylko na pokaz: PAYMENT_PROVIDER=sandbox razem z DEMO_PAYMENTS=1',
    path: ['PAYMENT_PROVIDER'],
  });

export type Env = z.input<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(ogólne)'}: ${issue.message}`);
    throw new ConfigError(`Nieprawidłowa konfiguracja:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? ({ client: 'pg', url: e.DATABASE_URL } as const)
      : ({ client: 'sqlite3', file: path.join(dataDir, 'zlota-rybka.sqlite'), readers: e.SQLITE_READERS } as { readonly client: 'sqlite3'; readonly file: string; readonly readers?: number }),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.SMTP_FROM,
    appSecret: e.APP_SECRET,
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    /** Issue 30: the foundation's record as JSON, stored at a start while the database has none. */
    foundationFile: e.FOUNDATION_FILE ? path.resolve(e.FOUNDATION_FILE) : undefined,
    /** Issue 17: an admin without two-factor login reaches only its set-up until they turn it on. */
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA === true,
    paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
    // Outside production the sandbox is always at hand (laptops, tests); in production only with DEMO_PAYMENTS=1.
    sandboxAllowed: e.NODE_ENV !== 'production' || e.DEMO_PAYMENTS === true,
    /**
     * The sandbox takes the donations (a laptop, a test, a demonstration chosen with DEMO_PAYMENTS=1): payments are
     * not real, and every page says so, whatever NODE_ENV is (issue 30).
     */
    demoPayments: (e.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' && (e.NODE_ENV !== 'production' || e.DEMO_PAYMENTS === true),
    /** Where provider credentials may be sent besides the providers' own hosts (payments/provider-hosts.ts). */
    /** Off by default: PayU's and Przelewy24's notifications accepted only from these senders (the signature is checked anyway). */
    notificationSources: e.PAYMENT_NOTIFICATION_SOURCES,
    paymentHosts: {
      production: e.NODE_ENV === 'production',
      testHosts: e.PAYMENT_TEST_HOSTS?.split(',').flatMap((entry) => testHost(entry)?.key ?? []) ?? [],
    },
    logLevel: e.LOG_LEVEL,
    /** Express's `trust proxy`: hops, all or none, or the proxies' addresses (undefined: the peer is the client). */
    trustProxy: e.TRUST_PROXY,
    // Per client address only generous flood guards (one phone network's address is many people);
    // an account under attack is slowed down on its own.
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      /** Failed logins, and failed password resets, per address and window (each door counts apart). */
      login: e.RATE_LIMIT_LOGIN,
      /** Sign-ups (a rejected form is not one) per address and window. */
      signUp: e.RATE_LIMIT_SIGN_UP,
      /** Password reminders per address and window. */
      remember: e.RATE_LIMIT_REMEMBER,
      /** Password reminders per e-mail address and window: nobody's inbox is flooded. */
      rememberPerEmail: e.RATE_LIMIT_REMEMBER_PER_EMAIL,
      /** Failed logins into one account that pass without delay. */
      accountFailures: e.RATE_LIMIT_ACCOUNT_FAILURES,
      /** The wait after the last free failure; it doubles with each further one, up to the window. */
      accountDelayMs: e.RATE_LIMIT_ACCOUNT_DELAY_SECONDS * 1000,
      // Per signed-in user, not per address; the foundation's admins are not counted.
      newCharities: e.RATE_LIMIT_NEW_CHARITIES,
      imageUploads: e.RATE_LIMIT_IMAGE_UPLOADS,
      /** Reports of fundraisers per address and window (a rejected form is not one), and per address and fundraiser. */
      reports: e.RATE_LIMIT_REPORTS,
      reportsPerCharity: e.RATE_LIMIT_REPORTS_PER_CHARITY,
    },
    paymentNotifications: {
      /** Per client address and minute: far above what a provider sends in a busy hour, retries included. */
      perMinute: e.RATE_LIMIT_PAYMENT_NOTIFICATIONS,
      /** How long a stored notification is kept, unless its payment is paid. */
      retentionMs: e.PAYMENT_EVENTS_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    },
    /** From SIGTERM until requests still running are cut (the process then exits 1 and names them). */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** After SIGTERM the process still accepts for this long (health 503, answers close their connection), then stops listening. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Issue 33: how long a request's body may take to arrive whole (408 then): JSON and forms, and multipart uploads. */
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    /**
     * Processes serving HTTP (node:cluster); 1 is a single process without a primary. The default is the simplest set-up
     * that meets the benchmark's budgets (docs/architecture.md, "The cluster"): one process on SQLite, whose one writer
     * a second process only queues behind a lock; a worker per core on PostgreSQL, which writes in parallel.
     */
    workers: e.WORKERS ?? (e.DATABASE_URL ? availableParallelism() : 1),
    catalogCacheMs: e.CATALOG_CACHE_SECONDS * 1000,
    /** Issue 35: an expense above this (grosze) needs a second staff member's approval. */
    expenseApprovalThreshold: Math.round(e.EXPENSE_APPROVAL_THRESHOLD_ZL * 100),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    /** Folder of the desktop app's update files (latest.yml and installers), published at /desktop-updates/. */
    desktopUpdatesDir: e.DESKTOP_UPDATES_DIR ? path.resolve(e.DESKTOP_UPDATES_DIR) : undefined,
    /** Where `npm run backup` writes (DATA_DIR/backups unless BACKUP_DIR is set). */
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    /** With BACKUP_DIR: the server itself takes a backup this often and keeps 7 daily and 4 weekly ones. */
    backupEveryMs: e.BACKUP_EVERY_HOURS === undefined ? undefined : e.BACKUP_EVERY_HOURS * 3_600_000,
    /** Origins whose pages may call the API (Bearer tokens, never cookies): the desktop app's unless set. */
    corsOrigins: e.CORS_ORIGINS === 'none' ? [] : (e.CORS_ORIGINS?.split(',').map((origin) => origin.trim()) ?? [DESKTOP_ORIGIN]),
  };
}

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}
