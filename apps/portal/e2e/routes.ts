/** One concrete URL for every route of spec §2 (apps/portal/src/routes/table.tsx), for the route-table test. */
const SCHOOL = '1000000000000000001';
/** The demo's O3 school and a sub-school of SCHOOL (apps/server/src/seed/o3.ts, subSchools.ts). */
const O3_SCHOOL = '1000000000000000003';
const SUB_SCHOOL = '3400000000000000001';
/** Seeded class-info records (apps/server/src/seed/classes.ts, classInfo.ts, surveys.ts). */
export const CLASS_INFO = {
  ongoing: '2000000000000000002',
  unstarted: '2000000000000000003',
  openCheck: '3100000000000000001',
  training: '3100000000000000011',
  experiment: '3100000000000000031',
  namedSurvey: '4100000000000000001',
  anonymousSurvey: '4100000000000000002',
} as const;

export const PUBLIC_ROUTES = [
  '/login', '/login/index', '/login/select', '/login/qr?id=not-a-real-id',
  '/register', '/register/index', '/register/select', '/register/create', '/register/create?type=store', '/register/creating',
  '/register/success', '/register/invite', '/register/guide', '/register/welcome',
  '/uniportal/callback', '/welink/callback', '/hw/callback', '/enterpriseOauth2/callback', '/imc/callback',
  '/uniportal/bind-account', '/uniportal/bound-account', '/uniportal/bound-account-verify',
  '/refresh-token', '/oauth2/v1/authorize', '/oauth2/v1/interaction?error=invalid_client', '/bigNet/v1/authorize',
  '/service', '/privacy', '/helpCenter/helpPage.htm', '/helpCenter/helpPage.htm?type=1', '/helpCenter/helpPage.htm?type=2', '/commonUsage/cookiePolicy.htm', '/disable', '/disableLogin', '/disableNetwork', '/disableOrder',
  '/certificate/verify/no-such-certificate', '/403', '/insufficient-permissions', '/abnormal/502', '/404', '/500', '/test', '/no-such-page',
];

export const SCHOOL_ROUTES = [
  `/portal/${SCHOOL}`, `/portal/${SCHOOL}/search?keyword=React`, `/portal/${SCHOOL}/more?cardType=4`,
  `/portal/${SCHOOL}/fans`, `/portal/${SCHOOL}/sub-school`, `/portal/${SCHOOL}/sub-school/${SUB_SCHOOL}`,
  `/portal/${O3_SCHOOL}/o3-school`, `/portal/${O3_SCHOOL}/o3-school/new-project`, `/portal/${O3_SCHOOL}/o3-school/course-more`,
  `/portal/${O3_SCHOOL}/o3-school/case-center-more`, `/portal/${O3_SCHOOL}/o3-school/more`,
  `/portal/${SCHOOL}/class-view/${CLASS_INFO.ongoing}`, `/portal/${SCHOOL}/check-view/${CLASS_INFO.openCheck}`,
  `/portal/${SCHOOL}/person-space`, `/portal/${SCHOOL}/person-space/dynamics`, `/portal/${SCHOOL}/person-space/works`,
  `/portal/${SCHOOL}/person-space/learningProcess`, `/portal/${SCHOOL}/person-space/fan`, `/portal/${SCHOOL}/person-space/follow`,
  `/portal/${SCHOOL}/lecturing-center`, `/portal/${SCHOOL}/lecturing-center/class-management`,
  `/portal/${SCHOOL}/lecturing-center/addClass`, `/portal/${SCHOOL}/lecturing-center/live-streaming`,
  `/portal/${SCHOOL}/lecturing-center/live-learn-detail/1`, `/portal/${SCHOOL}/lecturing-center/live-learn-create`,
  `/o3-sub-portal/1000000000000000003`, `/o3/${O3_SCHOOL}/detail?id=o3-case-1`, `/democloud/${O3_SCHOOL}/detail?id=o3-case-2`,
  `/classInfo/${SCHOOL}/class-view/${CLASS_INFO.ongoing}`, `/classInfo/${SCHOOL}/class-view/${CLASS_INFO.ongoing}/satisfaction-list`,
  `/classInfo/${SCHOOL}/class-view/${CLASS_INFO.ongoing}/satisfaction-detail?questionnaireId=${CLASS_INFO.namedSurvey}`,
  `/classInfo/${SCHOOL}/student-training/${CLASS_INFO.training}`,
  `/classInfo/${SCHOOL}/403Page`, `/classInfo/${SCHOOL}/check-view/${CLASS_INFO.openCheck}`,
  `/classInfo/${SCHOOL}/elab-experiment/${CLASS_INFO.ongoing}/${CLASS_INFO.experiment}`, `/classInfo/${SCHOOL}/question-survey/${CLASS_INFO.namedSurvey}`,
  `/classInfo/${SCHOOL}/lecturing-center/class-management`,
  `/design/${SCHOOL}`, `/design/${SCHOOL}/sub-school/${SUB_SCHOOL}`, `/order/${SCHOOL}`, `/order/${SCHOOL}/sub-school/${SUB_SCHOOL}`,
  `/feedback/${SCHOOL}`, `/complaintReport/${SCHOOL}`, `/account/security`, `/admin/${SCHOOL}/sign-in-methods`, `/admin/${SCHOOL}/apps`,
  `/portal/${SCHOOL}/community`, `/community/index.htm?schoolId=${SCHOOL}`, `/portal/${SCHOOL}/notifications`,
];
