import type { Config } from './config.ts';

/**
 * What a production server must be given before it starts (a demo or test server makes up the rest itself): its
 * database, and the secret that signs sessions — generated ones would differ between instances or reveal nothing
 * about who set them. Each problem is a sentence an operator can act on.
 */
export function startupProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  if (config.demo) return [];
  const problems: string[] = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL is not set: a production server keeps its data in PostgreSQL (postgres://user:password@host:5432/academy).');
  const secret = env.SESSION_SECRET ?? '';
  if (secret.length < 32) problems.push('SESSION_SECRET must be set to at least 32 random characters (the same on every instance), e.g. `openssl rand -base64 48`.');
  // Left to its default, each instance would name itself (localhost:<its port>) and sign tokens the others' clients refuse.
  if (!env.OIDC_ISSUER || !/^https?:\/\/[^/?#]+$/.test(env.OIDC_ISSUER.replace(/\/$/, ''))) problems.push('OIDC_ISSUER must be set to the public origin (https://academy.example), the same on every instance: our OpenID provider\'s issuer.');
  if (!config.smtpUrl && !config.smsWebhookUrl) problems.push('Neither SMTP_URL nor SMS_WEBHOOK_URL is set: sign-in codes could not be delivered.');
  return problems;
}
