import { afterEach, expect, test } from 'vitest';
import { z as zod } from 'zod';
import { UserCard } from './index.ts';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

// jsdom: a browser as far as the contract can tell. The portal's CSP has no 'unsafe-eval'; zod's probe for it (a
// caught `new Function`) is still reported as a violation, so in a browser the schemas never try it.
test('in a browser the schemas parse without compiled validators, never constructing a Function', () => {
  expect(zod.config().jitless).toBe(true);
  const built: unknown[] = [];
  globalThis.Function = new Proxy(RealFunction, { construct: (target, args) => (built.push(args), Reflect.construct(target, args)) });
  for (let round = 0; round < 3; round += 1) expect(UserCard.parse({ userId: 'u1', displayName: null, avatarUrl: null }).userId).toBe('u1');
  expect(built).toEqual([]);
});
