import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';

export type Channel = 'sms' | 'email';

/** An e-mail in the recipient's language (`language`: its BCP 47 tag, the Content-Language header). */
export type MailMessage = { to: string; subject: string; text: string; language?: string };

/**
 * Where sign-in codes go. Demo mode prints them and lists them at /api/dev/outbox; production uses adapters.
 * `mail` sends any other e-mail (notifications, invitations) through the same SMTP transport — one mailer per
 * server; it answers false when no SMTP_URL is set (nothing was sent).
 */
export interface CodeSender {
  send(channel: Channel, recipient: string, code: string): Promise<void>;
  mail(message: MailMessage): Promise<boolean>;
}

export function createSender(config: Config, db: Database): CodeSender {
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async mail({ to, subject, text, language }) {
      if (!mailer) return false;
      await mailer.sendMail({ from: config.mailFrom, to, subject, text, ...(language ? { headers: { 'Content-Language': language } } : {}) });
      return true;
    },
    async send(channel, recipient, code) {
      if (config.demo) {
        await db.query('insert into outbox (channel, recipient, code) values ($1, $2, $3)', [channel, recipient, code]);
        console.log(`[outbox] ${channel} code for ${recipient}: ${code}`);
      }
      if (channel === 'email' && mailer) {
        await mailer.sendMail({
          from: config.mailFrom,
          to: recipient,
          subject: 'Your Academy Portal sign-in code / 学习门户登录验证码',
          text: `${code}\n\nThe code is valid for 5 minutes. 验证码 5 分钟内有效。`,
        });
      }
      if (channel === 'sms' && config.smsWebhookUrl) {
        const response = await fetch(config.smsWebhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: recipient, code }) });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      }
      if (!config.demo && !(channel === 'email' ? mailer : config.smsWebhookUrl)) throw new Error(`No ${channel} delivery configured (SMTP_URL / SMS_WEBHOOK_URL)`);
    },
  };
}
