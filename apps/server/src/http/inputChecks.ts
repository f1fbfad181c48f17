import { ApiError } from './errors.ts';
import { defineMessages, say } from './words.ts';

const refusals = defineMessages({
  nul: { id: 'server.http.nulCharacter', defaultMessage: 'Invalid request: {path}: must not contain the NUL character' },
  tooDeep: { id: 'server.http.tooDeep', defaultMessage: 'The request is nested too deeply: at most {max} levels of lists and objects.' },
});

/** No call of the contract nests a body anywhere near this; a few KB of '[' nest thousands deep. */
export const MAX_DEPTH = 64;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * What a caller sends (path, query, body) before any schema reads it. PostgreSQL cannot store or compare text holding
 * U+0000: a NUL anywhere would become a 500 deep in some query, so it is refused here as a 400 naming the field. And a
 * body nested deeper than MAX_DEPTH is a 400: walked recursively it overflowed the stack — a 500 and a stack trace per
 * request. The walk keeps its own stack, so no input can overflow it.
 */
export function refuseHostileInput(root: unknown): void {
  type Item = { value: unknown; path: string; depth: number };
  const pending: Item[] = [{ value: root, path: '(root)', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new ApiError(400, say(refusals.nul, { path }), [{ path, message: 'must not contain the NUL character' }]);
      continue;
    }
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) continue;
    if (depth >= MAX_DEPTH) throw new ApiError(400, say(refusals.tooDeep, { max: MAX_DEPTH }), [{ path, message: `nested deeper than ${MAX_DEPTH} levels` }]);
    // A key is checked at its object's path; fields are named from the top ('a.b', lists '(root).0' as before).
    const children: Item[] = isArray
      ? value.map((item, index) => ({ value: item, path: `${path}.${index}`, depth: depth + 1 }))
      : Object.entries(value).flatMap(([key, item]) => [{ value: key, path, depth }, { value: item, path: path === '(root)' ? key : `${path}.${key}`, depth: depth + 1 }]);
    // Pushed last-first, so fields are checked in order and the first NUL is the one reported.
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
}
