import { randomBytes } from 'node:crypto';
import type { Server } from '../../src/server.ts';
import { signIn } from '../harness.ts';

export type Client = Awaited<ReturnType<typeof signIn>>;

export const key = () => randomBytes(12).toString('hex');

let counter = 0;
/** A valid create body with a unique name and address; override what a test is about. */
export function schoolBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid % 1000}-${counter}-${randomBytes(2).toString('hex')}`;
  return {
    idempotencyKey: key(),
    kind: 'academy',
    name: `新学院 ${tag}`,
    nameEn: `New Academy ${tag}`,
    slug: `new-academy-${tag}`,
    region: 'mainland',
    defaultLocale: 'zh_CN',
    timeZone: 'Asia/Shanghai',
    contactName: 'Zhao Lei',
    contactMobile: '13900000199',
    ...overrides,
  };
}

let mobiles = 0;
/** A newcomer: a fresh mobile signs in by code (the account is made on first sign-in). */
export const newcomer = (server: Server) => signIn(server, `1390000${String(1000 + (mobiles += 1) + (process.pid % 50) * 60).padStart(4, '0')}`);

export const create = (client: Client, body: Record<string, unknown>) => client.request('POST', '/api/school/schools/', { json: body });

/** Uploads bytes through the portal's image upload call (content-checked there); its upload id. */
export async function upload(client: Client, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set('fileName', name);
  return client.request('PUT', '/api/portal/api/v1/portal/uploadFile', { body: form });
}

export const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
};
