import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { attachmentRoutes } from './attachments.ts';
import { liveRoutes } from './live.ts';
import { liveRoomRoutes } from './liveRoom.ts';
import { uploadRoutes } from './uploads.ts';

/** Class attachments and live lectures (issue 18): every call goes through the lecturing center's access rule (classes/access.ts). */
export function classFileRoutes(app: Hono<AppEnv>) {
  uploadRoutes(app);
  attachmentRoutes(app);
  liveRoutes(app);
  liveRoomRoutes(app);
}
