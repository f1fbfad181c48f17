import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/context.ts';

/** Filled by the issue-20 work on this sign-in method. */
export function messagingRoutes(_app: Hono<AppEnv>) {}
