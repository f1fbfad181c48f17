import type { Services } from '../../http/context.ts';

export type Message = { subject: string; text: string };

/**
 * Sends a message (an invitation link, a request for one) by e-mail or SMS through the same channels as the
 * sign-in codes: the demo outbox (`/api/dev/outbox`, the link or text in `code`), SMTP_URL, SMS_WEBHOOK_URL.
 */
export async function deliver(services: Services, to: { mobile: string } | { email: string }, message: Message, outboxEntry: string) {
  const { config, db } = services;
  const channel = 'email' in to ? 'email' : 'sms';
  const recipient = 'email' in to ? to.email : to.mobile;
  if (config.demo) {
    await db.query('insert into outbox (channel, recipient, code) values ($1, $2, $3)', [`${channel}-message`, recipient, outboxEntry]);
  }
  if (channel === 'email' && config.smtpUrl) {
    await services.sender.mail({ to: recipient, subject: message.subject, text: message.text });
  } else if (channel === 'sms' && config.smsWebhookUrl) {
    const response = await fetch(config.smsWebhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: recipient, text: message.text }) });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  } else if (!config.demo) {
    throw new Error(`No ${channel} delivery configured (SMTP_URL / SMS_WEBHOOK_URL)`);
  }
}

/** The site's own origin as the caller reached it (behind a TLS proxy: https), for links in messages. */
export function siteOrigin(url: string, forwardedProto: string | undefined): string {
  const origin = new URL(url);
  if (forwardedProto === 'https') origin.protocol = 'https:';
  return origin.origin;
}
