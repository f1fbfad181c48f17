import { join, resolve } from 'node:path';
import { isIpRange } from './http/clientIp.ts';

export type Config = {
  port: number;
  /** PostgreSQL server; when absent, embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  uploadDir: string;
  /** Where uploads live: `database` (every instance reads them) or `disk` (uploadDir, one process). */
  uploadStore: 'database' | 'disk';
  /** Demo mode: seed data, codes printed and listed at /api/dev/outbox. Off when NODE_ENV=production. */
  demo: boolean;
  /** The built portal served on the same origin, when the folder exists. */
  publicDir: string;
  /** The built Storybook served under /storybook/ (decision 0032): the repository's in demo mode, else STORYBOOK_DIR. */
  storybookDir: string | undefined;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  codeSeconds: number;
  maxUploadBytes: number;
  /** Largest class attachment (CLASS_FILE_MAX_BYTES, 50 MB by default). */
  maxAttachmentBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  /** pino level (LOG_LEVEL overrides): info in production, warn for the demo (its console shows the sign-in codes), silent in tests. */
  logLevel: string;
  /** When set, /metrics asks for it as a bearer token; otherwise only loopback callers get metrics. */
  metricsToken: string | undefined;
  /**
   * Proxies whose X-Forwarded-For we believe (TRUSTED_PROXIES, comma-separated CIDRs). Loopback by default: the
   * nginx of deploy/ runs on the same host and overwrites the header with the address it saw.
   */
  trustedProxies: string[];
  /** Hosts on which the school-union leader check is not asked (UNION_LEADER_SKIP_HOSTS, comma-separated): the flag is false there. */
  unionLeaderSkipHosts: string[];
  /**
   * Our OpenID provider's issuer (OIDC_ISSUER): the address clients discover it at and the `iss` of its tokens —
   * the public origin, e.g. https://academy.example. By default http://localhost:<port>.
   */
  oidcIssuer: string;
};

/** An unset variable means loopback only; an empty one trusts no proxy (the server faces clients directly). */
function trustedProxies(value: string | undefined): string[] {
  if (value === undefined) return ['127.0.0.0/8', '::1/128'];
  const ranges = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = ranges.find((entry) => !isIpRange(entry));
  if (bad) throw new Error(`TRUSTED_PROXIES: "${bad}" is not an IP range (CIDR such as 10.0.0.0/8 or ::1/128).`);
  return ranges;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? join(repoRoot, '.data/pglite');
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === ':memory:' ? undefined : dataDir,
    uploadDir: env.UPLOAD_DIR ?? join(repoRoot, '.data/uploads'),
    // Several instances share a PostgreSQL server, never a folder: with DATABASE_URL uploads go to the database.
    uploadStore: env.UPLOAD_STORE === 'disk' || env.UPLOAD_STORE === 'database' ? env.UPLOAD_STORE : env.DATABASE_URL ? 'database' : 'disk',
    demo: env.NODE_ENV !== 'production',
    publicDir: env.PUBLIC_DIR ?? join(repoRoot, 'apps/portal/dist'),
    storybookDir: env.STORYBOOK_DIR ?? (env.NODE_ENV !== 'production' ? join(repoRoot, 'storybook-static') : undefined),
    accessTokenSeconds: 15 * 60,
    refreshTokenDays: 30,
    codeSeconds: 5 * 60,
    maxUploadBytes: 5 * 1024 * 1024,
    maxAttachmentBytes: Number(env.CLASS_FILE_MAX_BYTES) > 0 ? Number(env.CLASS_FILE_MAX_BYTES) : 50 * 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Academy Portal <no-reply@academy.local>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : env.NODE_ENV === 'production' ? 'info' : 'warn'),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    oidcIssuer: (env.OIDC_ISSUER || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/$/, ''),
    unionLeaderSkipHosts: (env.UNION_LEADER_SKIP_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
  };
}
