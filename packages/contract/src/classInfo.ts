import { z } from './zod.ts';
import { endpoint } from './endpoint.ts';
import { ClassId, ClassMode, CoursewareType, EventStatusSchema, LecturerRef, TenantQuery } from './classes.ts';

/**
 * Learners in their classes (issue 19, decision 0017): the class page, enrolment, progress, exams, attendance
 * checks, training plans, lab experiments, certificates and learning points. Same class model as the lecturing
 * center (decision 0016), school in the `tenantId` header. Who may call:
 * - classInfo, enrol and unEnroll: any learner of the school, for a published class; the class's managers (drafts
 *   too, as a preview); only learners enrol (staff 403 "Staff do not enrol in classes");
 * - everything else about a class: learners enrolled in it now, and the class's managers (lecturers of the class,
 *   the school's class managers and administrators); an un-enrolled learner or another school's user gets 403,
 *   a class of another school 404.
 */
const MANAGER = '/api/manager';
const Id = ClassId;
/** A courseware, exam or user id as sent: bounded, and never a NUL (PostgreSQL cannot take it as text). */
const Key = (max = 100, min = 1) => z.string().min(min).max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character');

/** Enrolment: unenrolled 0, enrolled 1 (spec §3). */
export const EnrolmentStatus = z.union([z.literal(0), z.literal(1)]);
/** Why a learner can or cannot enrol right now; the server refuses enrol with 409 and the matching message otherwise. */
export const EnrolState = z.enum(['open', 'enrolled', 'full', 'notYetOpen', 'closed', 'ended']);
export type EnrolState = z.infer<typeof EnrolState>;

export const ClassView = z.object({
  id: z.string(),
  schoolId: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  /** Sanitized on the server. */
  descriptionHtml: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  eventStatus: EventStatusSchema,
  timeZone: z.string(),
  mode: ClassMode,
  location: z.string().nullable(),
  published: z.boolean(),
  lecturers: z.array(LecturerRef),
  capacity: z.number().int().nullable(),
  enrolledCount: z.number().int(),
  /** null when the class has no capacity. */
  seatsLeft: z.number().int().nullable(),
  enrolOpensAt: z.string().nullable(),
  enrolClosesAt: z.string().nullable(),
  enrolmentStatus: EnrolmentStatus,
  enrolState: EnrolState,
  /** The caller manages this class (its lecturer, or the school's class manager or administrator). */
  canManage: z.boolean(),
  /** The caller may open the class's content (enrolled, or manages it). */
  canView: z.boolean(),
});
export type ClassView = z.infer<typeof ClassView>;

export const EnrolBody = z.object({ classId: Id });
export const EnrolResult = z.object({ enrolmentStatus: EnrolmentStatus, enrolState: EnrolState, enrolledCount: z.number().int(), seatsLeft: z.number().int().nullable() });

/** A courseware item of the class with the caller's progress. */
export const CurriculumProgress = z.object({
  coursewareUuid: z.string(),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  lastStudiedAt: z.string().nullable(),
});
export const CurriculumBatchBody = z.object({ classId: Id, curriculumIds: z.array(Key()).min(1).max(200) });

/** An exam of the class and how the caller stands: not started, in progress, passed or failed (with score). */
export const ClassExamState = z.object({
  examId: z.string(),
  name: z.string(),
  state: z.enum(['notStarted', 'inProgress', 'passed', 'failed']),
  score: z.number().nullable(),
  passScore: z.number().nullable(),
  finishedAt: z.string().nullable(),
});
/** userId must be the caller's own (a manager may ask for a learner of the class). */
export const ClassExamsBody = z.object({ classId: Id, userId: Key(), examIds: z.array(Key()).max(200) });

/**
 * The learner's own screen of a class (spec §7 `GET class/studentscreen/{classId}`): their progress in total and
 * per courseware item, in the class's order. A learner sees only their own row; the managers' roster is
 * `GET studentscreen/{classId}`.
 */
export const StudentScreen = z.object({
  classId: z.string(),
  enrolled: z.boolean(),
  progress: z.number().int().min(0).max(100),
  completedItems: z.number().int(),
  totalItems: z.number().int(),
  items: z.array(z.object({ coursewareUuid: z.string(), coursewareName: z.string(), coursewareType: z.number().int(), progress: z.number().int().min(0).max(100), completed: z.boolean() })),
});
export type StudentScreen = z.infer<typeof StudentScreen>;

export const TotalProgress = z.object({
  classId: z.string(),
  /** 0–100: the mean of the class's courseware progress; also the learner's progress on the roster. */
  progress: z.number().int().min(0).max(100),
  completedItems: z.number().int(),
  totalItems: z.number().int(),
});

/** Attendance check of a session: the learner checks in while it is open. */
export const CheckState = z.enum(['notOpen', 'open', 'checkedIn', 'missed']);
export const AttendanceAttachment = z.object({
  id: z.string(),
  attendanceId: z.string(),
  attachmentType: z.literal('image'),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** GET it to see the picture (the learner themselves and the class's managers). */
  url: z.string(),
  userId: z.string(),
  createdAt: z.string(),
});
export type AttendanceAttachment = z.infer<typeof AttendanceAttachment>;
export const AttendanceCheck = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  sessionId: z.string().nullable(),
  title: z.string(),
  sessionStartsAt: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.string(),
  state: CheckState,
  checkedInAt: z.string().nullable(),
  /** The caller's photos (≤ 4, like feedback images). */
  attachments: z.array(AttendanceAttachment),
  canManage: z.boolean(),
});
export type AttendanceCheck = z.infer<typeof AttendanceCheck>;
export const CheckAttendance = z.object({
  checkId: z.string(),
  enrolledCount: z.number().int(),
  checkedInCount: z.number().int(),
  list: z.array(z.object({ userId: z.string(), name: z.string().nullable(), checkedInAt: z.string().nullable(), attachments: z.array(AttendanceAttachment) })),
});
export const ATTENDANCE_LIMITS = { photosPerCheckIn: 4, photoMaxBytes: 5 * 1024 * 1024 } as const;

/** A training plan of a class: courseware items in order, with the learner's progress and where they stopped. */
export const TrainingItem = z.object({
  id: z.string(),
  coursewareUuid: z.string(),
  name: z.string(),
  coursewareType: CoursewareType,
  position: z.number().int(),
  /** Minutes the item takes. */
  durationMinutes: z.number().int(),
  progress: z.number().int().min(0).max(100),
  /** Where the learner stopped inside the item (seconds from its start). */
  positionSeconds: z.number().int(),
});
export const Training = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  items: z.array(TrainingItem),
  /** The item to continue with: the last one studied, or the first unfinished one. */
  resumeItemId: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  timeZone: z.string(),
});
export type Training = z.infer<typeof Training>;
export const ScheduleRecordBody = z.object({
  trainingId: Id,
  itemId: Id,
  /** Progress only grows: a smaller value than the stored one is kept as it was. */
  progress: z.number().int().min(0).max(100),
  positionSeconds: z.number().int().min(0).max(24 * 3600),
});
export const ScheduleRecord = z.object({
  trainingId: z.string(),
  itemId: z.string().nullable(),
  positionSeconds: z.number().int(),
  updatedAt: z.string().nullable(),
  items: z.array(z.object({ itemId: z.string(), progress: z.number().int(), positionSeconds: z.number().int() })),
});

/** A lab experiment of a class. The lab is an external service at the school's configured address. */
export const ElabExperiment = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  steps: z.array(z.object({ position: z.number().int(), title: z.string(), body: z.string() })),
  durationMinutes: z.number().int(),
  state: z.enum(['notStarted', 'started', 'finished']),
  startedAt: z.string().nullable(),
  /** False when the school has no lab address: Start is not offered. */
  labConfigured: z.boolean(),
});
export type ElabExperiment = z.infer<typeof ElabExperiment>;
export const ElabCodeBody = z.object({ experimentId: Id, classId: Id });
/** A one-time code (valid 5 minutes, usable once) and the lab address that carries it. */
export const ElabCode = z.object({ code: z.string(), expiresAt: z.string(), launchUrl: z.string() });
/** The lab (server to server, with the school's lab secret) trades a code for who is coming, once. */
export const ElabRedeemBody = z.object({ code: Key(200, 16) });
/** The school's lab: where Start sends learners (https) and the secret the lab proves itself with (never shown). */
export const LabSettings = z.object({ labUrl: z.string().nullable(), configured: z.boolean() });
export const SaveLabSettings = z.object({
  labUrl: z.string().trim().max(500).regex(/^https:\/\/[\x21-\x7e]+$/, 'must be an https:// address without spaces').nullable(),
  /** Left out to keep the stored one; required when there is none yet. */
  labSecret: z.string().trim().regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 letters, digits or signs').optional(),
});
export const ElabRedeemed = z.object({ userId: z.string(), userName: z.string().nullable(), schoolId: z.string(), classId: z.string(), experimentId: z.string(), experimentTitle: z.string() });

export const CertificateRecord = z.object({
  classId: z.string(),
  /** Issued once the learner's total progress is 100 and every exam of the class is passed. */
  issued: z.boolean(),
  certificateNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The code of its public verification page (/certificate/verify/{code}); null until issued. */
  verificationCode: z.string().nullable(),
  revokedAt: z.string().nullable(),
  title: z.string(),
  progress: z.number().int(),
  examsPassed: z.number().int(),
  examsTotal: z.number().int(),
});

/** Points for a finished courseware item: once per learner and item, only when the item is at 100. */
export const LearnEventBody = z.object({ classId: Id, coursewareUuid: Key() });
export const LearnEventResult = z.object({ awarded: z.boolean(), points: z.number().int(), totalPoints: z.number().int() });

const Deleted = z.object({ deleted: z.literal(true) });

/** What a learner does in a class besides its courseware: its attendance checks, training plans and lab experiments. */
export const ClassActivities = z.object({
  checks: z.array(z.object({ id: z.string(), title: z.string(), opensAt: z.string(), closesAt: z.string(), state: CheckState })),
  trainings: z.array(z.object({ id: z.string(), title: z.string(), itemCount: z.number().int(), progress: z.number().int() })),
  experiments: z.array(z.object({ id: z.string(), title: z.string(), state: z.enum(['notStarted', 'started', 'finished']) })),
});
/** The class's courseware in order, for its learners (the lecturing center's list is for its managers). */
export const LearnerCourseware = z.array(z.object({ coursewareUuid: z.string(), coursewareName: z.string(), coursewareType: CoursewareType, position: z.number().int() }));

export const classInfoEndpoints = {
  classInfo: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/classInfo/:id`, access: 'member', summary: 'A class as a learner sees it, with the caller’s enrolment and whether they may enrol now (a failed lookup sends the portal to /abnormal/{status})', query: TenantQuery, response: ClassView }),
  enrol: endpoint({ tag: 'classInfo', method: 'POST', path: `${MANAGER}/class/enroll`, access: 'member', summary: 'Enrol in a published class: only learners of the school, inside the enrolment window, before the end, while seats are left (409 with the reason otherwise)', query: TenantQuery, body: EnrolBody, response: EnrolResult }),
  unenrol: endpoint({ tag: 'classInfo', method: 'POST', path: `${MANAGER}/class/unEnroll`, access: 'member', summary: 'Leave a class before it ends (progress is kept for a later return)', query: TenantQuery, body: EnrolBody, response: EnrolResult }),
  classActivities: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/activities/:id`, access: 'member', summary: 'The attendance checks, training plans and lab experiments of a class (id), with the caller’s state in each', query: TenantQuery, response: ClassActivities }),
  learnerCourseware: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/courseware/:id`, access: 'member', summary: 'The courseware of a class (id) in order, for its learners and managers', query: TenantQuery, response: LearnerCourseware }),
  studentScreen: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/studentscreen/:classId`, access: 'member', summary: 'The caller’s own screen of a class: enrolment, total progress and progress per courseware item (learners enrolled in it, and its managers for themselves)', query: TenantQuery, response: StudentScreen }),
  totalProgress: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/scheduleTotalProgress/:id`, access: 'member', summary: 'The caller’s total progress in a class', query: TenantQuery, response: TotalProgress }),
  curriculumProgress: endpoint({ tag: 'classInfo', method: 'POST', path: '/api/student/api/student/course/progress/curriculum/batch', access: 'member', beforeTerms: true, summary: 'The caller’s progress on courseware items of a class', query: TenantQuery, body: CurriculumBatchBody, response: z.array(CurriculumProgress) }),
  classExams: endpoint({ tag: 'classInfo', method: 'POST', path: '/api/exam/api/userexam/v1/classes/exams', access: 'member', beforeTerms: true, summary: 'The exams of a class and how the learner stands in each', query: TenantQuery, body: ClassExamsBody, response: z.array(ClassExamState) }),

  attendanceCheck: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/check/:checkId`, access: 'member', summary: 'An attendance check with the caller’s check-in and photos', query: TenantQuery, response: AttendanceCheck }),
  checkIn: endpoint({ tag: 'classInfo', method: 'POST', path: `${MANAGER}/class/check/:checkId/check-in`, access: 'member', summary: 'Check in while the check is open (once; a second call answers the first check-in)', query: TenantQuery, response: AttendanceCheck }),
  checkAttendance: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/class/check/:checkId/attendance`, access: 'member', summary: 'Who checked in, with their photos (the class’s managers)', query: TenantQuery, response: CheckAttendance }),
  addAttendanceAttachment: endpoint({ tag: 'classInfo', method: 'POST', path: `${MANAGER}/v1/class/attendance-attachments`, access: 'member', summary: 'Add a photo to the caller’s check-in (multipart: attendanceId, file). Checked by content: JPEG, PNG, GIF or WebP, ≤ 5 MB, ≤ 4 per check-in', query: TenantQuery, response: AttendanceAttachment }),
  attendanceAttachments: endpoint({ tag: 'classInfo', method: 'POST', path: `${MANAGER}/v1/class/attendance-attachments/batch-query`, access: 'member', beforeTerms: true, summary: 'Photos of checks: the caller’s own, or everyone’s for the class’s managers', query: TenantQuery, body: z.object({ attendanceIds: z.array(Id).min(1).max(100) }), response: z.array(AttendanceAttachment) }),
  deleteAttendanceAttachment: endpoint({ tag: 'classInfo', method: 'DELETE', path: `${MANAGER}/v1/class/attendance-attachments/:id`, access: 'member', summary: 'Remove one of the caller’s photos while the check is open', query: TenantQuery, response: Deleted }),
  attendanceAttachmentFile: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/v1/class/attendance-attachments/:id/file`, access: 'member', raw: true, files: ['image/jpeg', 'image/png', 'image/webp'], summary: 'The photo itself', query: TenantQuery, response: z.string() }),

  training: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/student/training/:trainingId`, access: 'member', summary: 'A training plan with the caller’s progress per item and the item to continue with', query: TenantQuery, response: Training }),
  saveScheduleRecord: endpoint({ tag: 'classInfo', method: 'PUT', path: `${MANAGER}/student/schedule/record`, access: 'member', summary: 'Record where the learner is in a training item (progress never goes back)', query: TenantQuery, body: ScheduleRecordBody, response: ScheduleRecord }),
  scheduleRecord: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/student/schedule/record/:id`, access: 'member', summary: 'Where the learner stopped in a training plan', query: TenantQuery, response: ScheduleRecord }),

  elabDetail: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/elab/user/queryElabDetail/:experimentId/:classId`, access: 'member', summary: 'A lab experiment of a class: description, steps and the caller’s state', query: TenantQuery, response: ElabExperiment }),
  elabCode: endpoint({ tag: 'classInfo', method: 'POST', path: '/api/auth/rest/v1/elab/code', access: 'member', summary: 'A one-time code to open the lab (5 minutes, usable once); marks the experiment started', query: TenantQuery, body: ElabCodeBody, response: ElabCode }),
  elabRedeem: endpoint({ tag: 'classInfo', method: 'POST', path: '/api/auth/rest/v1/elab/code/redeem', access: 'public', summary: 'For the lab: trade a code for who is coming (header x-lab-secret: the school’s lab secret); a code works once', body: ElabRedeemBody, response: ElabRedeemed }),

  labSettings: endpoint({ tag: 'classInfo', method: 'GET', path: `${MANAGER}/elab/labSettings`, access: 'admin', summary: 'The school’s lab address (the secret is never shown)', query: TenantQuery, response: LabSettings }),
  saveLabSettings: endpoint({ tag: 'classInfo', method: 'PUT', path: `${MANAGER}/elab/labSettings`, access: 'admin', summary: 'Set the school’s lab address and secret (stored hashed), or remove the lab (labUrl null)', query: TenantQuery, body: SaveLabSettings, response: LabSettings }),

  certificateRecord: endpoint({ tag: 'classInfo', method: 'GET', path: '/api/certificate/user/getRecord/:id', access: 'member', summary: 'The caller’s certificate of a class (id: the class), issued when everything is done', query: TenantQuery, response: CertificateRecord }),
  learnEvent: endpoint({ tag: 'classInfo', method: 'POST', path: '/api/point/v1/event/learn', access: 'member', summary: 'Points for a finished courseware item of a class, once (a repeat answers awarded false)', query: TenantQuery, body: LearnEventBody, response: LearnEventResult }),
} as const;
