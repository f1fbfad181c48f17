import { z } from '../zod.ts';
import { Paging, SchoolId } from '../common.ts';
import { PortalSort, Resource } from '../portal.ts';

/** Shapes every portal-call file shares (spec §7 "Portal", issue 22). */
export const PORTAL = '/api/portal/api/v1/portal';
export const SchoolQuery = z.object({ schoolId: SchoolId });
/** A 19-digit row id (posts, sections, maps, tickets). */
export const RowId = z.string().regex(/^\d{19}$/, 'id must be 19 digits');
/** A resource id as the demo writes them (`001-course-3`). */
export const ResourceId = z.string().regex(/^[\w-]{1,64}$/, 'not a resource id');

/** A searched list: keyword, sort and page (the search page's inputs). */
export const KeywordQuery = SchoolQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  sort: z.coerce.number().pipe(PortalSort).default(0),
  categoryIds: z.string().regex(/^\d+(,\d+)*$/, 'categoryIds must be numbers separated by commas').optional(),
}).extend(Paging.shape);

export const ResourceList = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(Resource) });
