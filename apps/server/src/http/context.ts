import type { UploadStore } from '../storage/store.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { CodeSender } from '../auth/delivery.ts';
import type { MicroCache } from './microCache.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

export type SessionUser = { userId: string; sessionId: string };

export type Services = { db: Database; config: Config; sender: CodeSender; secret: string; cache: MicroCache; log: Logger; metrics: Metrics; uploads: UploadStore };

/** Hono variables set by the middleware for every request. */
export type AppEnv = {
  Variables: {
    services: Services;
    user: SessionUser | null;
    bearer: boolean;
    /** The answer is the same for every anonymous visitor (securityHeaders.ts markShared): a cache may keep it. */
    sharedAnswer?: boolean;
  };
};
