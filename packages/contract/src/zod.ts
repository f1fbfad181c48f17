import { z } from 'zod';

// In a browser, schemas run without compiled validators: zod's check for `new Function` is reported by the
// portal's Content-Security-Policy (no 'unsafe-eval') as a violation even though zod catches the refusal. The
// server keeps the compiled fast path. Every schema module imports z from here, so this runs before any parse.
// package.json names this file in `sideEffects`: with `false` the bundler followed the `z` re-export to zod itself
// and dropped this call from the portal's build (the Firefox smoke test saw the violation).
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
