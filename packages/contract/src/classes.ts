import { z } from './zod.ts';
import { CLASS_FORM_MESSAGES, CLASS_LIMITS, characterCount, isClassDay, validateClassForm } from '@academy/rules';
import { LocaleCodeSchema, PAGE_NUMBER_MAX, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Classes of the lecturing center (issue 18, decision 0016). Every call names its school by the `tenantId` header
 * (or a schoolId/tenantId query) and is answered only to the school's administrators and class managers (every
 * class) and to the lecturers of the class; a class of another school is 404. Dates are ISO 8601 UTC strings; a
 * class carries its school's IANA `timeZone` for showing wall times and calendar days.
 */
const MANAGER = '/api/manager';

/** Class, session and courseware ids: 19 digits like every other id of the platform. */
export const ClassId = z.string().regex(/^\d{19}$/, 'id must be 19 digits');
export const EventStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ClassMode = z.enum(['online', 'offline']);
/** Resource types a class links as courseware: course 1, exam 2, knowledge 3. */
export const CoursewareType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The tenant may come as a query parameter too (the header is read by the server as well). */
export const TenantQuery = z.object({ schoolId: SchoolId.optional(), tenantId: SchoolId.optional() });

/** A month YYYY-MM of the years a class can have (PostgreSQL has no year 0: '0000-01' must not reach it). */
const MonthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'timeStr must be YYYY-MM').refine((month) => isClassDay(`${month}-01`), 'timeStr: years 1900–2999');
/** An instant with its offset (…Z or …+08:00); a bare local time would be ambiguous. */
export const InstantString = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time with an offset, e.g. 2026-09-01T01:30:00Z' }).refine(isClassDay, 'not a real date (years 1900–2999)');
/** A calendar day (YYYY-MM-DD) that exists, years 1900–2999: the database is never asked for a 30 February. */
export const CalendarDay = z.iso.date({ message: 'must be YYYY-MM-DD' }).refine(isClassDay, 'not a real date (years 1900–2999)');
/** A calendar day in the school's zone (YYYY-MM-DD) or an exact instant. */
const DayOrInstant = z.union([CalendarDay, InstantString], { message: 'must be a day YYYY-MM-DD or an ISO 8601 date and time with an offset' });

/** Text a person typed: any language, but never a NUL (PostgreSQL cannot store it) and a hard ceiling on size. */
const PersonText = (max: number) =>
  z.string().refine((text) => !text.includes('\u0000'), 'must not contain the NUL character').refine((text) => characterCount(text) <= max, `at most ${max} characters`);
const OptionalText = (max: number) => PersonText(max).nullish().transform((text) => (text?.trim() ? text.trim() : null));
/** A cover picture: an uploaded file (same-site path) or an https address. */
const CoverUrl = z.string().max(2000).regex(/^(?:\/(?!\/)|https:\/\/)/, 'must be a same-site path or an https:// address').nullish().transform((url) => url ?? null);

const Paging100 = z.object({
  pageNumber: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLASS_LIMITS.pageSizeMax).default(20),
});
/** Page number only: the page size is fixed by the spec (§9: 10 on the lecture screen and lecturer schedule). */
const PageNumberOnly = z.object({ pageNumber: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1) });

export const LecturerRef = z.object({ userId: z.string(), name: z.string().nullable() });
export type LecturerRef = z.infer<typeof LecturerRef>;
/** A sub-school of the class's school (name in Chinese, nameEn in English: show it with localizedName). */
export const ClassSubSchool = z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() });
export type ClassSubSchool = z.infer<typeof ClassSubSchool>;

export const ClassSummary = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  coverUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  eventStatus: EventStatusSchema,
  mode: ClassMode,
  location: z.string().nullable(),
  published: z.boolean(),
  capacity: z.number().int().nullable(),
  enrolledCount: z.number().int(),
  sessionCount: z.number().int(),
  lecturers: z.array(LecturerRef),
  /** The sub-school the class belongs to; null: the whole school. */
  subSchool: ClassSubSchool.nullable(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

export const ClassSession = z.object({
  id: z.string(),
  classId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  lecturerId: z.string().nullable(),
  lecturerName: z.string().nullable(),
  room: z.string().nullable(),
  position: z.number().int(),
  eventStatus: EventStatusSchema,
});
export type ClassSession = z.infer<typeof ClassSession>;

export const ClassDetail = ClassSummary.extend({
  schoolId: z.string(),
  subSchoolId: z.string().nullable(),
  descriptionHtml: z.string(),
  enrolOpensAt: z.string().nullable(),
  enrolClosesAt: z.string().nullable(),
  /** The school's IANA zone: show every date of the class as a wall time there. */
  timeZone: z.string(),
  sessions: z.array(ClassSession),
  coursewareCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Does the caller teach this class (as opposed to managing every class of the school)? */
  isTeacher: z.boolean(),
});
export type ClassDetail = z.infer<typeof ClassDetail>;

export const ClassSessionInput = z.object({
  /** An existing session's id keeps it (an update); a session without one is new; a missing one is deleted. */
  id: ClassId.optional(),
  title: PersonText(CLASS_LIMITS.sessionTitleMax),
  startsAt: InstantString,
  endsAt: InstantString,
  lecturerId: z.string().max(100).nullish().transform((id) => id || null),
  room: OptionalText(CLASS_LIMITS.roomMax),
});

/** Create and update take the whole class: every field, the lecturers and the sessions in time order. */
export const ClassInput = z
  .object({
    title: PersonText(CLASS_LIMITS.titleMax).transform((text) => text.trim()),
    titleEn: OptionalText(CLASS_LIMITS.titleMax),
    descriptionHtml: PersonText(CLASS_LIMITS.descriptionMax).default(''),
    coverUrl: CoverUrl,
    subSchoolId: z.string().regex(/^\d{19}$/, 'subSchoolId must be 19 digits').nullish().transform((id) => id ?? null),
    startsAt: InstantString,
    endsAt: InstantString,
    enrolOpensAt: InstantString.nullish().transform((at) => at ?? null),
    enrolClosesAt: InstantString.nullish().transform((at) => at ?? null),
    capacity: z.number().int('capacity must be a whole number').min(1).max(CLASS_LIMITS.capacityMax).nullish().transform((n) => n ?? null),
    mode: ClassMode.default('online'),
    location: OptionalText(CLASS_LIMITS.locationMax),
    published: z.boolean().default(false),
    lecturerIds: z.array(z.string().min(1).max(100)).max(CLASS_LIMITS.lecturers).default([]),
    sessions: z.array(ClassSessionInput).max(CLASS_LIMITS.sessions).default([]),
  })
  .superRefine((input, context) => {
    // The same rules the portal shows next to each field (packages/rules/src/classes.ts).
    for (const problem of validateClassForm(input)) {
      context.addIssue({ code: 'custom', path: problem.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: CLASS_FORM_MESSAGES[problem.code] });
    }
  });
export type ClassInput = z.input<typeof ClassInput>;

export const ClassPage = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(ClassSummary) });
export const ClassSort = z.enum(['title', 'startsAt', 'enrolled', 'status']);

/** `type` 1: only the classes I teach; 2 (default): every class I may manage (all of the school for its administrators and class managers). */
const ScopeType = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).default(2);

export const ClassSearchQuery = TenantQuery.extend({
  keyword: PersonText(100).transform((text) => text.trim()).optional(),
  status: z.coerce.number().pipe(EventStatusSchema).optional(),
  /** Classes that overlap [from, to]; a bare day means that whole day in the school's zone. */
  from: DayOrInstant.optional(),
  to: DayOrInstant.optional(),
  lecturerId: z.string().min(1).max(100).optional(),
  sortBy: ClassSort.default('startsAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  type: ScopeType,
}).extend(Paging100.shape);

export const ClassCounts = z.object({ unstarted: z.number().int(), ongoing: z.number().int(), ended: z.number().int(), total: z.number().int() });
export const CalendarMonth = z.object({
  month: z.string(),
  timeZone: z.string(),
  /** Days of the month (in the school's zone) on which at least one session starts. */
  days: z.array(z.object({ date: z.string(), sessionCount: z.number().int(), classCount: z.number().int() })),
});

export const ClassMetadata = z.object({
  timeZone: z.string(),
  role: z.enum(['lecturer', 'admin', 'classManager']),
  /** May the caller create classes (every manager may; a lecturer becomes a lecturer of what they create). */
  canCreate: z.boolean(),
  /** Members of the school who may teach a class: lecturers, class managers and administrators. */
  lecturers: z.array(z.object({ userId: z.string(), name: z.string().nullable(), role: z.enum(['lecturer', 'admin', 'classManager']) })),
  /** With classId: the class's current lecturers. */
  classLecturerIds: z.array(z.string()).nullable(),
  coursewareTypes: z.array(z.object({ type: CoursewareType, contentKind: z.enum(['course', 'exam', 'knowledge']) })),
  modes: z.array(ClassMode),
  /** The school's sub-schools a class may belong to (subSchoolId), in id order. */
  subSchools: z.array(ClassSubSchool),
  limits: z.object({
    titleMax: z.number(), locationMax: z.number(), roomMax: z.number(), descriptionMax: z.number(), sessionTitleMax: z.number(),
    sessions: z.number(), lecturers: z.number(), capacityMax: z.number(), courseware: z.number(), pageSizeMax: z.number(),
  }),
});
export type ClassMetadata = z.infer<typeof ClassMetadata>;

export const RosterEntry = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  enrolledAt: z.string(),
});
export type RosterEntry = z.infer<typeof RosterEntry>;
export const RosterPage = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(RosterEntry) });
/** The learner's certificate of the class, if issued: its number, the code of its verification page, when revoked. */
export const RosterCertificate = z.object({ certificateNo: z.string(), verificationCode: z.string(), revokedAt: z.string().nullable() });
export type RosterCertificate = z.infer<typeof RosterCertificate>;
export const LectureScreen = RosterPage.extend({
  list: z.array(RosterEntry.extend({ certificate: RosterCertificate.nullable() })),
  averageProgress: z.number().int(),
  completedCount: z.number().int(),
});

export const SchedulePage = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), timeZone: z.string(), list: z.array(ClassSession) });
export const LecturerSchedulePage = SchedulePage.extend({ list: z.array(ClassSession.extend({ mine: z.boolean() })) });

export const CoursewareItem = z.object({
  id: z.string(),
  classId: z.string(),
  coursewareUuid: z.string(),
  coursewareName: z.string(),
  coursewareType: CoursewareType,
  position: z.number().int(),
});
export type CoursewareItem = z.infer<typeof CoursewareItem>;
export const AddCoursewareBody = z.object({
  items: z
    .array(z.object({ coursewareUuid: z.string().trim().min(1).max(100), coursewareType: CoursewareType, coursewareName: z.string().max(200).optional() }))
    .min(1, 'choose at least one item')
    .max(CLASS_LIMITS.courseware),
});
export const CoursewareOrderBody = z.object({ classId: ClassId, ids: z.array(ClassId).max(CLASS_LIMITS.courseware) });

const Deleted = z.object({ deleted: z.literal(true) });
const AscFlag = z.enum(['true', 'false', '1', '0']).default('true').transform((flag) => flag === 'true' || flag === '1');

export const classEndpoints = {
  searchClasses: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/lectureclass/searchbycondition`, access: 'member',
    summary: 'Classes the caller manages, filtered (keyword in title, status, overlapping from–to, lecturer), sorted (title, startsAt, enrolled, status) and paged (≤ 100)',
    query: ClassSearchQuery, response: ClassPage,
  }),
  latestClasses: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/lectureclass/searchlatestthree`, access: 'member',
    summary: 'The three most recently created classes the caller manages', query: TenantQuery, response: z.array(ClassSummary),
  }),
  classCountByStatus: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/lectureclass/classcountstatus`, access: 'member',
    summary: 'How many classes the caller manages are unstarted, ongoing and ended (type 1: only those the caller teaches)', query: TenantQuery.extend({ type: ScopeType }), response: ClassCounts,
  }),
  classCalendar: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/lectureclass/calendarblue`, access: 'member',
    summary: 'Days of a month (timeStr YYYY-MM, days in the school’s zone) on which a session of the caller’s classes starts',
    query: TenantQuery.extend({ timeStr: MonthString, type: ScopeType }), response: CalendarMonth,
  }),
  classDetails: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/teacher/classDetails/:id`, access: 'member',
    summary: 'A class with its lecturers, sessions, counts, status and the school’s time zone', query: TenantQuery, response: ClassDetail,
  }),
  classMetadata: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/queryMetadata`, access: 'member',
    summary: 'What the class form needs: lecturers of the school to pick from (and the class’s, with classId), the school’s time zone, courseware types, limits',
    query: TenantQuery.extend({ classId: ClassId.optional() }), response: ClassMetadata,
  }),
  isClassTeacher: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/isTheClassTeacher/:id`, access: 'member',
    summary: 'Does the caller teach this class, and may they manage it (answered to the school’s lecturers and managers)', query: TenantQuery, response: z.object({ isTeacher: z.boolean(), canManage: z.boolean() }),
  }),
  addClass: endpoint({ idempotent: true,
    tag: 'classes', method: 'POST', path: `${MANAGER}/lectureclass/addClass`, access: 'member',
    summary: 'Create a class with its lecturers and sessions (one transaction); a lecturer who creates a class teaches it', query: TenantQuery, body: ClassInput, response: ClassDetail,
  }),
  updateClass: endpoint({
    tag: 'classes', method: 'PUT', path: `${MANAGER}/lectureclass/updateClass/:id`, access: 'member',
    summary: 'Replace a class’s fields, lecturers and sessions (one transaction); the capacity may not go below the enrolled count (409)', query: TenantQuery, body: ClassInput, response: ClassDetail,
  }),
  deleteClass: endpoint({
    tag: 'classes', method: 'DELETE', path: `${MANAGER}/lectureclass/deleteClass/:id`, access: 'member',
    summary: 'Delete a class with its sessions, enrolments, courseware and files (one transaction)', query: TenantQuery, response: Deleted,
  }),
  classSchedules: endpoint({
    tag: 'classes', method: 'GET', path: '/api/class/schedules/:classId', access: 'member',
    summary: 'The sessions of a class in time order (asc, default true), paged; for the class’s managers and its enrolled learners',
    query: TenantQuery.extend({ asc: AscFlag }).extend(Paging100.shape), response: SchedulePage,
  }),
  lecturerSchedule: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/student/schedule/lecturer/:resourceId`, access: 'member',
    summary: 'The sessions of class resourceId with their lecturer and room, 10 a page in time order; `mine` marks the caller’s', query: TenantQuery.extend(PageNumberOnly.shape), response: LecturerSchedulePage,
  }),
  classRoster: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/studentscreen/:classId`, access: 'member',
    summary: 'Enrolled learners of a class with their progress, keyword on name or e-mail, paged (≤ 100)',
    query: TenantQuery.extend({ keyword: PersonText(100).transform((text) => text.trim()).optional() }).extend(Paging100.shape), response: RosterPage,
  }),
  lectureScreen: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/lecturescreen/:classId/V2`, access: 'member',
    summary: 'The lecturer’s view of the roster: learners by progress (lowest first), 10 a page, each with their certificate of the class if issued, with the average and how many completed', query: TenantQuery.extend(PageNumberOnly.shape), response: LectureScreen,
  }),
  downloadRoster: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/downloadStudent/:classId`, access: 'member', raw: true, files: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    summary: 'The roster as a file, streamed: CSV (UTF-8 with BOM, formulas escaped) or XLSX; headers in `lang`, else the sxz_lang cookie’s or Accept-Language’s language, else en_US',
    query: TenantQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv'), lang: LocaleCodeSchema.optional() }), response: z.string().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
  coursewareList: endpoint({
    tag: 'classes', method: 'GET', path: `${MANAGER}/classCourseware/classCoursewareList/:classId`, access: 'member',
    summary: 'Courses, exams and knowledge linked to a class, in display order', query: TenantQuery, response: z.array(CoursewareItem),
  }),
  addCourseware: endpoint({
    tag: 'classes', method: 'POST', path: `${MANAGER}/classCourseware/addClassCourseware/:classId`, access: 'member',
    summary: 'Link resources of the school (courses 1, exams 2, knowledge 3) to a class, appended in the given order; answers the whole list', query: TenantQuery, body: AddCoursewareBody, response: z.array(CoursewareItem),
  }),
  deleteCourseware: endpoint({
    tag: 'classes', method: 'DELETE', path: `${MANAGER}/classCourseware/deleteClassCourseware/:id`, access: 'member',
    summary: 'Unlink one courseware item from its class', query: TenantQuery, response: Deleted,
  }),
  updateCoursewareOrder: endpoint({
    tag: 'classes', method: 'POST', path: `${MANAGER}/classCourseware/updateDisplayOrder`, access: 'member',
    summary: 'Set the display order of a class’s courseware: ids must be exactly the class’s items; answers the list', query: TenantQuery, body: CoursewareOrderBody, response: z.array(CoursewareItem),
  }),
} as const;
