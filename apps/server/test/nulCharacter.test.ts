import { afterAll, beforeAll, expect, test } from 'vitest';
import { openApiDocument } from '@academy/contract';
import type { Server } from '../src/server.ts';
import { DEMO } from '../src/seed/seed.ts';
import { signIn, startTestServer } from './harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const NUL_TEXT = 'a\u0000b';
type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[] };
type Operation = { parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content: { 'application/json'?: { schema: Schema } } } };

/** A value of the schema's shape whose every string holds a NUL (the school stays a real one, so access checks pass). */
function withNul(schema: Schema | undefined, key = '', depth = 0): unknown {
  if (/^(schoolId|tenantId)$/.test(key)) return DEMO.mainland;
  if (!schema || depth > 5) return NUL_TEXT;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return withNul(choice, key, depth + 1);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, withNul(inner, name, depth + 1)]));
  if (schema.type === 'array') return [withNul(schema.items, key, depth + 1)];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return NUL_TEXT;
}

// PostgreSQL refuses text holding U+0000: wherever it reached a query, the caller got a 500 (a search keyword, a post
// id in the path, a registration draft…). Every endpoint of the contract, with a NUL in each string it takes.
test('a NUL character in any path, query or body string is a 4xx with a message on every endpoint, never a 5xx', async () => {
  const admin = await signIn(server, DEMO.admin.mobile);
  const failures: string[] = [];
  for (const [template, methods] of Object.entries(openApiDocument().paths as Record<string, Record<string, Operation>>)) {
    if (/logout|\/dev\//.test(template)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (/school|tenant/i.test(name) ? DEMO.mainland : encodeURIComponent(NUL_TEXT)));
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') query.set(parameter.name, String(withNul(parameter.schema, parameter.name)));
      const schema = operation.requestBody?.content['application/json']?.schema;
      const answer = await admin.request(method.toUpperCase(), `${path}${query.size ? `?${query}` : ''}`, { ...(schema ? { json: withNul(schema) } : {}), headers: { tenantId: DEMO.mainland } });
      // The OpenID provider's refusals are RFC 6749's: `error` and `error_description` say it instead of `message`.
      const body = answer.body as { message?: unknown; error_description?: unknown } | null;
      const said = typeof body?.message === 'string' || typeof body?.error_description === 'string';
      if (answer.status >= 500 || (answer.status >= 400 && !said)) failures.push(`${method.toUpperCase()} ${template}: ${answer.status}`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
