import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createSender } from '../../src/auth/delivery.ts';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';

export const N = '/api/notification/v1/notifications';
export const SCHOOL = '1000000000000000001';
export const OVERSEAS = '1000000000000000002';

export type Received = { to: string[]; mail: ParsedMail };

/**
 * A real SMTP server on loopback (smtp-server), started and stopped by the test: what our mailer (nodemailer)
 * delivers to it is parsed (mailparser) and kept with the envelope's recipients.
 */
export async function startSmtp() {
  const received: Received[] = [];
  let refusing = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        // A mail server that is down for a while: the message is refused with a temporary failure.
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses every message from now on (451), or accepts them again. */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Waits (bounded) until `count` messages arrived. */
    async waitFor(count: number, timeoutMs = 5_000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
      return received;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The test server's mailer pointed at the loopback SMTP server (the one mailer of auth/delivery.ts). */
export function mailTo(server: Server, smtp: Smtp) {
  server.services.config = { ...server.services.config, smtpUrl: smtp.url };
  server.services.sender = createSender(server.services.config, server.db);
}

/**
 * The file's server, its mailer on a loopback SMTP server: both started before the file's tests and stopped after
 * them. `use` gets them once started (the file keeps them in its own variables).
 */
export function serverWithSmtp(use: (started: { server: Server; smtp: Smtp }) => void) {
  let started: { server: Server; smtp: Smtp } | undefined;
  beforeAll(async () => {
    const server = await startTestServer();
    const smtp = await startSmtp();
    mailTo(server, smtp);
    started = { server, smtp };
    use(started);
  }, 60_000);
  afterAll(async () => {
    await started?.smtp.close();
    await started?.server.db.close();
  });
}
