import { redirect } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { loginUrl, textsOf, type LocalizedTexts } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';

export type Draft = NonNullable<ResponseOf<Endpoints['registrationDraft']>>;
export type DraftForm = Draft['form'];
export type Kind = Draft['kind'];
export type CreateBody = Parameters<typeof api.createSchool>[0] extends infer I ? (I extends { body?: infer B } ? Exclude<B, FormData | undefined> : never) : never;
export type Created = ResponseOf<Endpoints['createSchool']>;

/** Wizard pages need an account: the guard sends visitors to sign in; this keeps the loader honest on its own. */
export async function requireUser(request: Request) {
  const session = await getSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  }
  return session;
}

/** A draft's names; a draft kept before decision 0040 has the spec's Chinese and English fields instead. */
export const namesOf = (form: DraftForm): LocalizedTexts => ({ ...textsOf({ name: form.name, nameEn: form.nameEn }), ...form.names });

/** A random key made once per wizard run and kept in the draft: a retried create returns the same school. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The create call in flight, kept across the create → creating navigation (the activation code is never stored in
 * the draft, so the first call is made where the code was typed). A reload of the creating page calls again with
 * the draft's key instead: the server answers with the same school.
 */
let pending: Promise<Created> | null = null;
export function startCreate(body: CreateBody): Promise<Created> {
  pending = api.createSchool({ body });
  return pending;
}
export function takePendingCreate(): Promise<Created> | null {
  const current = pending;
  pending = null;
  return current;
}
