import { z } from 'zod';
import { ErrorBody, envelope } from './common.ts';
import { endpoints } from './endpoints.ts';

/** Documents decision 0024's header on the calls that take it. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Send the same key again to repeat this write safely: it is done once and its answer replayed (with Idempotent-Replayed: true); the same key with another input answers 422.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
};

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** OpenAPI 3.1 generated from the contract: the same schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, definition] of Object.entries(endpoints)) {
    const path = definition.path.replace(/:(\w+)/g, '{$1}');
    const query = 'query' in definition && definition.query ? (toSchema(definition.query) as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
    const pathParams = [...definition.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const parameters = [
      ...pathParams,
      ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema })),
      ...(definition.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ];
    const response = definition.raw ? definition.response : envelope(definition.response);
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = {
      operationId: id,
      summary: definition.summary,
      tags: [definition.tag],
      'x-access': definition.access,
      parameters,
      ...('body' in definition && definition.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(definition.body) } } } } : {}),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: z.toJSONSchema(response, { unrepresentable: 'any' }) } } },
        default: { description: 'Error (4xx with a message)', content: { 'application/json': { schema: z.toJSONSchema(ErrorBody) } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Academy Portal API', version: '0.1.0' }, paths };
}
