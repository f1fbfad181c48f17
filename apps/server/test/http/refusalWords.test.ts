import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../../src');

/** A refusal written as an English literal instead of a catalogue message (decision 0025); validation details (`{ path, message }`) may stay English. */
const LITERAL_REFUSAL = /(badRequest|notFound|forbidden|unauthorized|tooMany)\(\s*['"`]|new ApiError\(\d+,\s*['"`]|code: \d+, message: ['"`](?!OK['"`])/g;

/** Answers only programs read, which keep their protocol's English (each file says why). */
const MACHINE_FACING = new Set([
  'modules/identity/authorizationServer/accessTokens.ts', // OAuth2 resource calls: the client app's server reads them
  'modules/identity/authorizationServer/routes.ts', // OAuth2 token endpoint: invalid_grant / invalid_client
  'modules/market/payment/provider.ts', // the payment provider's notifications
  'modules/market/notices.ts', // the payment provider's notifications
  'modules/agreements/routes.ts', // demo-only publishing calls for tests and operators
  'modules/agreements/store.ts', // demo-only publishing calls for tests and operators
  'observability/metrics.ts', // operator only
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the server’s refusals', () => {
  it('are catalogue messages, worded in the reader’s language (English literals only where programs read them)', () => {
    const literal = sources(SOURCE).flatMap((file) => {
      const name = relative(SOURCE, file);
      if (MACHINE_FACING.has(name)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.match(LITERAL_REFUSAL) ? [`${name}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(literal).toEqual([]);
  });
});
