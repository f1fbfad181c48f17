import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, a signed-in user, a member of the school in the request, or its administrator. */
export type Access = 'public' | 'user' | 'member' | 'admin';

export type Endpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: Method;
  path: string;
  summary: string;
  access: Access;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the envelope (or the whole body for `raw` endpoints). */
  response: R;
  /** The body is not the `{code, message, data}` envelope (OAuth2 token, upload). */
  raw?: boolean;
  /** A file download: the media types it answers with (the OpenAPI document describes the bytes, not JSON). */
  files?: readonly string[];
  /** Answers a redirect (302, or 303 after a POST) to the next step, never a body: so described in OpenAPI. */
  redirects?: 302 | 303;
  /**
   * A write the client may send again with the same `Idempotency-Key` header: done once, its answer replayed
   * (decision 0024). For creates whose repetition would make a second one; the portal's client sends a key itself.
   */
  idempotent?: boolean;
  /**
   * A GET that changes something (the spec's, kept a GET for its clients): refused like a write when another site
   * could have sent it — a cookie session must send X-Requested-With, as the portal's client does (issue 32).
   */
  changesState?: boolean;
  /**
   * A signed-in write allowed before the user accepted the current terms of service and privacy policy (issue 32):
   * accepting or withdrawing them, signing in elsewhere, choosing a school, and POSTs that only read. Every other
   * signed-in write is refused until then: 403 with the reason TERMS_PENDING (`packages/contract/src/agreements.ts`).
   */
  beforeTerms?: true;
  tag: string;
};

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(definition: Endpoint<Q, B, R>) => definition;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
