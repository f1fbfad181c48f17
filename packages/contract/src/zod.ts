import { z } from 'zod';

// In a browser, schemas run without compiled validators: zod's check for `new Function` is reported by the
// portal's Content-Security-Policy (no 'unsafe-eval') as a violation even though zod catches the refusal. The
// server keeps the compiled fast path. Every schema module imports z from here, so this runs before any parse.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
