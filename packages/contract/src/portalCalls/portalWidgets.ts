import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { DataSource, Page, Resource } from '../portal.ts';
import { PORTAL, ResourceId, SchoolQuery } from './shared.ts';

/** Home widgets and page settings of spec §7 (issue 22). */
export const HonorEntry = z.object({ rank: z.number().int(), userId: z.string(), name: z.string().nullable(), value: z.number().int(), isMe: z.boolean() });
/** Spec §3 ranking periods: 2 latest month, 3 total, 4 last year, 5 this year. */
export const HonorQuery = z.object({
  kind: z.enum(['points', 'certificates']),
  period: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(3),
  count: z.number().int().min(1).max(50).default(10),
});

export const portalWidgetEndpoints = {
  honorCardData: endpoint({ tag: 'portal-widgets', method: 'POST', path: `${PORTAL}/honor-card-data`, summary: 'The school’s honour board: its top learners by learning points or by certificates earned in a period (2 latest month, 3 total, 4 last year, 5 this year)', access: 'public', query: SchoolQuery, body: HonorQuery, response: z.array(HonorEntry) }),
  getVisibleResources: endpoint({ tag: 'portal-widgets', method: 'POST', path: `${PORTAL}/getVisibleResources`, summary: 'Of the given resource ids, those of this school the caller may see (audience: everyone; members only; visitors only), in the order asked', access: 'public', query: SchoolQuery, body: z.object({ ids: z.array(ResourceId).min(1).max(100) }), response: z.object({ ids: z.array(z.string()) }) }),
  manualUpdateMore: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/manualUpdateMore`, summary: 'The hand-picked list behind a home section’s “more”, in the order the administrator chose (resources the caller may not see are left out)', access: 'public', query: SchoolQuery.extend({ sectionId: z.string().trim().min(1).max(64) }), response: z.array(Resource) }),
  autoUpdateResource: endpoint({ tag: 'portal-widgets', method: 'POST', path: `${PORTAL}/auto-update-resource`, summary: 'A home section’s automatic list: the school’s resources by rule (type or kind, sort, zone, categories, count)', access: 'public', query: SchoolQuery, body: DataSource, response: z.array(Resource) }),
  schoolLogoList: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/school-logo-list`, summary: 'Logos of the schools in the same union or group as this school (this school first); only this school when it is in no group', access: 'public', query: SchoolQuery, response: z.array(z.object({ schoolId: z.string(), name: z.string(), nameEn: z.string().nullable(), logoUrl: z.string().nullable() })) }),
  schoolIsDecorated: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/school-isdecorated`, summary: 'Has the school decorated its home page', access: 'public', query: SchoolQuery, response: z.object({ decorated: z.boolean() }) }),
  selectUserRenovation: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/select-user-renovation`, summary: 'The administrator’s saved draft of the home page (the released page when there is no draft yet); 404 when the school has neither', access: 'admin', query: SchoolQuery, response: Page }),
  isVisible: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/isVisible`, summary: 'May the caller see this school’s portal: an open school to everyone, a closed one to its members only', access: 'public', query: SchoolQuery, response: z.object({ visible: z.boolean() }) }),
  pagesVersion: endpoint({ tag: 'portal-widgets', method: 'GET', path: `${PORTAL}/pages-version`, summary: 'Which pages call the portal uses for this school (spec §4): 2 (v2/pages) for a school on the white list or when the main switch is on, else 1 (pages). The server reads the switch through a 300 s cache.', access: 'public', query: SchoolQuery, response: z.object({ version: z.union([z.literal(1), z.literal(2)]) }) }),
} as const;
