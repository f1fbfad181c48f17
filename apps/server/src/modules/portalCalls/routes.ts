import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { communityRoutes } from './community/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { mobilePortalRoutes } from './mobile/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { widgetRoutes } from './widgets/routes.ts';

/** The remaining portal calls of spec §7 (issue 22) and the demo's mobile portal page. */
export function portalCallRoutes(app: Hono<AppEnv>) {
  searchRoutes(app);
  widgetRoutes(app);
  liveRoutes(app);
  communityRoutes(app);
  mobilePortalRoutes(app);
}
