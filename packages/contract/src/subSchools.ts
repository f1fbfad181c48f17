import { z } from './zod.ts';
import { endpoint } from './endpoint.ts';
import { LIST_KEYWORD_MAX, Paging, SchoolId } from './common.ts';
import { PageComposition, PageTheme } from './portal.ts';

/**
 * Sub-schools and school unions (issue #22, spec §2, §6, §7 Schools). A sub-school is a school with a parent; its
 * home is its own released page and theme, or its parent's when it has none. Members of a union school are the
 * members of the school itself or of its parent.
 */
const OPEN = '/api/ischool/v1/open';
const SCHOOLS = '/api/ischool/v1/schools';

export const SubSchool = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  logoUrl: z.string().nullable(),
  openSchool: z.boolean(),
  /** Has it released a home page of its own (otherwise it shows its parent's). */
  decorated: z.boolean(),
});
export type SubSchool = z.infer<typeof SubSchool>;

const Keyword = z.string().trim().max(LIST_KEYWORD_MAX).optional();
const SubSchoolPage = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(SubSchool) });

/** A top-level school ("first school") with the first childPageSize of its sub-schools. */
export const FirstSchool = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  logoUrl: z.string().nullable(),
  childTotal: z.number().int(),
  children: z.array(SubSchool),
});
const FirstSchoolsQuery = Paging.extend({ keyword: Keyword, childPageSize: z.coerce.number().int().min(0).max(20).default(5) });
const FirstSchoolPage = z.object({ total: z.number().int(), list: z.array(FirstSchool) });

/** Where the home's sections and theme come from: its own released page, its parent's, or none yet. */
export const CompositionSource = z.enum(['own', 'parent', 'none']);
export const SubSchoolHome = z.object({
  subSchool: SubSchool,
  source: CompositionSource,
  composition: PageComposition,
  theme: PageTheme.nullable(),
  /** Whose resources the cards show: the sub-school's with its own page, the parent's with the parent's page. */
  contentSchoolId: z.string(),
  /** A valid member of the sub-school or of its parent: members-only sections (audience 2) show, visitors-only (3) not. */
  isMember: z.boolean(),
});
export type SubSchoolHome = z.infer<typeof SubSchoolHome>;

export const UnionJoinReason = z.enum(['member', 'open', 'parentMember', 'signIn', 'closed', 'notParentMember']);

export const subSchoolEndpoints = {
  subSchools: endpoint({
    tag: 'schools', method: 'GET', path: `${OPEN}/sub-schools`,
    summary: 'The sub-schools of a school, searched by keyword (name in any language), paged',
    access: 'public',
    query: Paging.extend({ schoolId: SchoolId, keyword: Keyword }),
    response: SubSchoolPage,
  }),
  firstSchools: endpoint({
    tag: 'schools', method: 'GET', path: `${OPEN}/first-schools`,
    summary: 'Open top-level schools with their first sub-schools (childPageSize), searched by keyword, paged: for visitors',
    access: 'public',
    query: FirstSchoolsQuery,
    response: FirstSchoolPage,
  }),
  openSchoolPermission: endpoint({
    tag: 'schools', method: 'GET', path: `${SCHOOLS}/open-school-permission`,
    summary: 'Top-level schools the signed-in user may enter (open ones and their own) with their first sub-schools, paged',
    access: 'user',
    query: FirstSchoolsQuery,
    response: FirstSchoolPage,
  }),
  subSchoolHome: endpoint({
    tag: 'schools', method: 'GET', path: `${OPEN}/sub-schools/:subSchoolId/home`,
    summary: 'A sub-school’s home: its released page and theme, or its parent’s; 404 when it is not a sub-school of schoolId',
    access: 'public',
    query: z.object({ schoolId: SchoolId }),
    response: SubSchoolHome,
  }),
  unionJoinCheck: endpoint({
    tag: 'schools', method: 'GET', path: `${SCHOOLS}/tenant-union/join-check`,
    summary: 'May the caller join (and see) this union school: yes when open, when already a member, or as a member of its parent',
    access: 'public',
    query: z.object({ schoolId: SchoolId }),
    response: z.object({ canJoin: z.boolean(), canSee: z.boolean(), reason: UnionJoinReason }),
  }),
  unionLeader: endpoint({
    tag: 'schools', method: 'GET', path: `${SCHOOLS}/school-union-leader`,
    summary: 'Is the signed-in user the union leader of the school (only school_union_leader = 1; not asked on the configured hosts)',
    access: 'user',
    query: z.object({ schoolId: SchoolId }),
    response: z.object({ isSchoolUnionLeader: z.boolean(), skipped: z.boolean() }),
  }),
} as const;
