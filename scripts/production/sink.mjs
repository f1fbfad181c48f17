#!/usr/bin/env node
// The local topology's stand-in for an SMS gateway and a mail server, on loopback only: the server in production
// mode delivers sign-in codes to SMS_WEBHOOK_URL (POST {to, code}, apps/server/src/auth/delivery.ts) and SMTP_URL
// (nodemailer), and this keeps each code in .prod/outbox.json so the load and fault scripts can sign in.
//   node scripts/production/sink.mjs        (started and stopped by topology.mjs)
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { paths, ports } from './paths.mjs';

const KEEP = 1000;

function record(channel, to, code) {
  const entries = existsSync(paths.outbox) ? JSON.parse(readFileSync(paths.outbox, 'utf8')) : [];
  entries.push({ channel, to, code, at: new Date().toISOString() });
  writeFileSync(`${paths.outbox}.tmp`, JSON.stringify(entries.slice(-KEEP)));
  renameSync(`${paths.outbox}.tmp`, paths.outbox);
}

// SMS webhook: POST / with {to, code}.
const http = createHttpServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    try {
      if (request.method !== 'POST') throw new Error('POST {to, code}');
      const { to, code } = JSON.parse(body);
      if (typeof to !== 'string' || typeof code !== 'string') throw new Error('POST {to, code}');
      record('sms', to, code);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } catch (error) {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message }));
    }
  });
});

/** The body of a mail as text, whatever transfer encoding nodemailer chose (the code is its first line). */
function mailText(message) {
  const [head, ...rest] = message.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return body;
}

// SMTP, just enough of RFC 5321 for nodemailer without authentication or TLS.
const smtp = createTcpServer((socket) => {
  let buffer = '';
  let data = null;
  let to = '';
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 academy-sink ESMTP');
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        data += buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        const code = mailText(data).trim().split(/\r?\n/)[0]?.trim() ?? '';
        record('email', to, code);
        data = null;
        reply('250 OK: queued');
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd === -1) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-academy-sink\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 academy-sink');
      else if (verb === 'MAIL') reply('250 OK');
      else if (verb === 'RCPT') {
        to = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'DATA') {
        data = '';
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
        return;
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else reply('502 Command not implemented');
    }
  });
});

http.listen(ports.sinkHttp, '127.0.0.1');
smtp.listen(ports.sinkSmtp, '127.0.0.1');
console.log(`sink: SMS webhook http://127.0.0.1:${ports.sinkHttp}/, SMTP smtp://127.0.0.1:${ports.sinkSmtp}, codes in ${paths.outbox}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
