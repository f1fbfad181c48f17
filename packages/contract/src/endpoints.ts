import { z } from './zod.ts';
import { Code, Email, LIST_KEYWORD_MAX, LocaleCodeSchema, LocalizedTexts, Mobile, Paging, SchoolId, SchoolThemeSchema, TokenResponse } from './common.ts';
import { CONTROL_CHARACTERS } from '@academy/rules';
import { endpoint } from './endpoint.ts';
import { classEndpoints } from './classes.ts';
import { classFileEndpoints } from './classFiles.ts';
import { classInfoEndpoints } from './classInfo.ts';
import { surveyEndpoints } from './surveys.ts';
import { marketEndpoints } from './market.ts';
import { complaintEndpoints } from './complaints.ts';
import { inviteEndpoints } from './invites.ts';
import { agreementEndpoints } from './agreements.ts';
import { accountBindingEndpoints } from './accountBinding.ts';
import { registrationEndpoints } from './registration.ts';
import { personalSpaceEndpoints } from './personalSpace.ts';
import { subSchoolEndpoints } from './subSchools.ts';
import { o3Endpoints } from './o3.ts';
import { identityEndpoints } from './identity/index.ts';
import { portalCallEndpoints } from './portalCalls/index.ts';
import { learningEndpoints } from './learning.ts';
import { examAuthoringEndpoints, examEndpoints } from './exams.ts';
import { myLearningEndpoints } from './myLearning.ts';
import { notificationEndpoints } from './notifications.ts';
import { gradebookEndpoints } from './gradebook.ts';
import { certificateEndpoints } from './certificates.ts';
import { Bulletin, CategoryFacet, FooterConfig, Leaderboard, NavigationItem, Page, PageComposition, PortalSort, Resource, ResourceType, Zone } from './portal.ts';

const PORTAL = '/api/portal/api/v1/portal';
const SchoolQuery = z.object({ schoolId: SchoolId });
const Empty = z.object({}).strict();

/** A name a person gives themselves: what others see instead of their mobile number. */
export const PersonName = z.string().trim().min(1).max(50).refine((text) => !CONTROL_CHARACTERS.test(text), 'must not contain control characters');

export const User = z.object({
  userId: z.string(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  schools: z.array(z.object({ schoolId: z.string(), role: z.enum(['learner', 'lecturer', 'admin', 'classManager']), isSchoolUnionLeader: z.boolean() })),
});
export type User = z.infer<typeof User>;

export const School = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** The name in every language the school gave it (decision 0040); name/nameEn are the spec's zh/en view. */
  names: LocalizedTexts(120).optional(),
  region: z.enum(['mainland', 'overseas']),
  defaultLocale: LocaleCodeSchema,
  openSchool: z.boolean(),
  loginMethod: z.number().int(),
  isO3: z.boolean(),
  logoUrl: z.string().nullable(),
  theme: SchoolThemeSchema.nullable(),
  decorated: z.boolean(),
  mobilePortalUrl: z.string().nullable(),
  /** IANA zone the school's events are shown in (decision 0039), e.g. Asia/Shanghai. */
  timeZone: z.string(),
  /** School states (issue 21): its users are sent to /disableLogin, /disableNetwork or /disableOrder. */
  loginDisabled: z.boolean().optional(),
  networkDisabled: z.boolean().optional(),
  orderDisabled: z.boolean().optional(),
});
export type School = z.infer<typeof School>;


const CodeSent = z.object({ expiresIn: z.number(), resendAfter: z.number() });
const ResourceQuery = SchoolQuery.extend({
  type: z.coerce.number().pipe(ResourceType).default(0),
  contentKind: z.enum(['course', 'exam', 'knowledge', 'live', 'class', 'article', 'question', 'shortVideo', 'topic']).optional(),
  sort: z.coerce.number().pipe(PortalSort).default(0),
  zone: z.coerce.number().pipe(Zone).default(0),
  categoryIds: z.string().regex(/^\d+(,\d+)*$/).optional(),
  keyword: z.string().trim().max(LIST_KEYWORD_MAX).optional(),
}).extend(Paging.shape);
const ResourcePage = z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(Resource) });

export const FeedbackPayload = z.object({
  feedbackType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  feedbackContent: z.string().transform((text) => text.replace(/^\s+/, '')).pipe(z.string().min(1, 'enter questions').max(200)),
  picUrl: z.string().max(2000).default(''),
  allowContact: z.union([z.literal(0), z.literal(1)]),
  tenantId: SchoolId,
  schoolName: z.string().max(200).default(''),
  userName: z.string().max(100).default(''),
  clientType: z.literal('1'),
  phoneNumber: Mobile.optional(),
});

export const UPLOAD_OK = 20000;
export const UPLOAD_REJECTED = 901100007;
export const UploadResult = z.object({
  resultCode: z.number(),
  code: z.number(),
  message: z.string(),
  details: z.string().nullable(),
  data: z.object({ id: z.string(), static_url: z.string() }).nullable(),
});
export type UploadResult = z.infer<typeof UploadResult>;

export const endpoints = {
  // Auth and accounts
  sendSmsCode: endpoint({ tag: 'auth', method: 'POST', path: '/api/accounts/open/login/sms-code', summary: 'Send a sign-in code by SMS', access: 'public', body: z.object({ mobile: Mobile }), response: CodeSent }),
  sendSmsCodeV2: endpoint({ tag: 'auth', method: 'POST', path: '/api/accounts/v2/open/login/sms-code', summary: 'Send a sign-in code by SMS (v2)', access: 'public', body: z.object({ mobile: Mobile }), response: CodeSent }),
  sendEmailCode: endpoint({ tag: 'auth', method: 'POST', path: '/api/accounts/open/email/verify_code', summary: 'Send a sign-in code by e-mail', access: 'public', body: z.object({ email: Email }), response: CodeSent }),
  sendEmailCodeV2: endpoint({ tag: 'auth', method: 'POST', path: '/api/accounts/v2/open/email/verify_code', summary: 'Send a sign-in code by e-mail (v2)', access: 'public', body: z.object({ email: Email }), response: CodeSent }),
  mobileExisted: endpoint({ tag: 'auth', method: 'GET', path: '/api/accounts/open/mobile/existed', summary: 'Is there an account with this mobile number', access: 'public', query: z.object({ mobile: Mobile }), response: z.object({ existed: z.boolean() }) }),
  emailExisted: endpoint({ tag: 'auth', method: 'GET', path: '/api/accounts/open/email/existed', summary: 'Is there an account with this e-mail', access: 'public', query: z.object({ email: Email }), response: z.object({ existed: z.boolean() }) }),
  imageCaptchaRequired: endpoint({ tag: 'auth', method: 'GET', path: '/api/accounts/open/login/account/open/code/imagevalid', summary: 'Must this account solve an image captcha before the next attempt', access: 'public', query: z.object({ account: z.string().trim().min(1).max(254) }), response: z.object({ required: z.boolean() }) }),
  token: endpoint({
    tag: 'auth',
    method: 'POST',
    path: '/api/auth/oauth/token',
    summary: 'OAuth2 token: grant_type sms_code, email_code or refresh_token (form or JSON). Sets HttpOnly cookies.',
    access: 'public',
    raw: true,
    body: z.discriminatedUnion('grant_type', [
      z.object({ grant_type: z.literal('sms_code'), mobile: Mobile, code: Code }),
      z.object({ grant_type: z.literal('email_code'), email: Email, code: Code }),
      z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().max(200).optional() }),
    ]),
    response: TokenResponse,
  }),
  me: endpoint({ tag: 'auth', method: 'GET', path: '/api/accounts/users/me', summary: 'The signed-in user', access: 'user', response: User }),
  rememberLanguage: endpoint({ tag: 'auth', method: 'PUT', path: '/api/accounts/users/me/locale', summary: 'The signed-in user chose a language in the menu: it becomes users.locale, the language of their e-mails (as signing in and renewing the session record it)', access: 'user', body: z.object({ locale: LocaleCodeSchema }), response: z.object({ locale: LocaleCodeSchema }) }),
  updateMe: endpoint({ tag: 'auth', method: 'PUT', path: '/api/accounts/users/me', summary: 'The signed-in user’s own name (realName), as others see it: 1 to 50 characters, no control characters', access: 'user', body: z.object({ realName: PersonName }), response: User }),
  logout: endpoint({ tag: 'auth', method: 'DELETE', path: '/api/auth/open/logout', summary: 'Sign out: revoke the session, clear cookies, delete unused authorization codes under 600 s old; `next` is where the browser goes next (the provider’s end-session address for a session begun there, chosen from the session row), or null for the login page', access: 'public', response: z.object({ signedOut: z.literal(true), next: z.string().url().nullable() }) }),

  // Schools
  schoolDetails: endpoint({ tag: 'schools', method: 'GET', path: '/api/ischool/v1/open/schools/school-details', summary: 'Public details of a school: name, languages, open flag, login method, theme', access: 'public', query: SchoolQuery, response: School }),
  openSchools: endpoint({ tag: 'schools', method: 'GET', path: '/api/ischool/v1/open/open-schools', summary: 'Open schools, paged, with keyword', access: 'public', query: Paging.extend({ keyword: z.string().trim().max(100).optional() }), response: z.object({ total: z.number().int(), list: z.array(School) }) }),
  languageSettings: endpoint({ tag: 'schools', method: 'GET', path: '/api/school/language/setting/open', summary: 'Languages a school offers', access: 'public', query: SchoolQuery, response: z.object({ defaultLocale: LocaleCodeSchema, locales: z.array(LocaleCodeSchema) }) }),
  memberValid: endpoint({ tag: 'schools', method: 'GET', path: '/api/school/members/getMemberIsValid/', summary: 'Is the signed-in user a valid member of the school', access: 'user', query: SchoolQuery, response: z.object({ isValid: z.boolean(), isSchoolUnionLeader: z.boolean() }) }),
  memberStatus: endpoint({ tag: 'schools', method: 'GET', path: '/api/school/members/selectMemberStatus', summary: 'Membership status and role in the school', access: 'member', query: SchoolQuery, response: z.object({ role: z.enum(['learner', 'lecturer', 'admin', 'classManager']), isValid: z.boolean() }) }),

  // Portal
  pages: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/pages`, summary: 'Released home page composition (v1)', access: 'public', query: SchoolQuery, response: Page }),
  pagesV2: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/v2/pages`, summary: 'Released home page composition (v2)', access: 'public', query: SchoolQuery, response: Page }),
  resources: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/resource`, summary: 'Resources of a school by type, sort, zone, categories and keyword', access: 'public', query: ResourceQuery, response: ResourcePage }),
  searchResources: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/special-search-resource`, summary: 'Search all resources of a school; records the keyword as hot search', access: 'public', query: ResourceQuery, response: ResourcePage }),
  leaderboard: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/leaderboard-resource/:list`, summary: 'A ranking list: top 20 (new courses, hot courses, hot knowledge) or trainee points top 50', access: 'public', query: SchoolQuery.extend({ period: z.coerce.number().int().min(2).max(5).default(3), range: z.coerce.number().int().min(1).max(4).default(4) }), response: Leaderboard }),
  navigations: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/v2/navigations`, summary: 'Header navigation of a school', access: 'public', query: SchoolQuery, response: z.array(NavigationItem) }),
  schoolLogo: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/school-logo`, summary: 'Logo of a school', access: 'public', query: SchoolQuery, response: z.object({ logoUrl: z.string().nullable() }) }),
  defaultBanner: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/default-banner`, summary: 'Default banner images', access: 'public', query: SchoolQuery, response: z.array(z.object({ imageUrl: z.string() })) }),
  footer: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/open/footer`, summary: 'Footer configuration (templates, navigations, QR codes, copyright)', access: 'public', query: SchoolQuery, response: FooterConfig }),
  bulletin: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/open/bulletin`, summary: 'The current bulletin of a school, if any', access: 'public', query: SchoolQuery, response: Bulletin.nullable() }),
  onSaleSwitch: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/on-sale-switch`, summary: 'Whether paid content is on sale', access: 'public', query: SchoolQuery, response: z.object({ onSale: z.boolean() }) }),
  contentReviewSwitch: endpoint({ tag: 'portal', method: 'GET', path: `${PORTAL}/open/content-review-switch`, summary: 'Whether user content is reviewed before publishing', access: 'public', query: z.object({ tenantId: SchoolId }), response: z.object({ enabled: z.boolean() }) }),
  categoryTree: endpoint({ tag: 'portal', method: 'GET', path: '/api/category/v1/facets/tree', summary: 'Category tree of a school: facets and their categories', access: 'public', query: SchoolQuery, response: z.array(CategoryFacet) }),
  hotSearch: endpoint({ tag: 'portal', method: 'GET', path: '/api/search/v1/search/hotSearch', summary: 'A school’s popular searches: keywords at least 5 distinct people searched in 30 days, none that could identify someone (phone, e-mail, long digit strings); `count` is how many people', access: 'public', query: SchoolQuery, response: z.array(z.object({ keyword: z.string(), count: z.number().int() })) }),
  mySearches: endpoint({ tag: 'portal', method: 'GET', path: '/api/search/v1/search/history', summary: 'My recent searches in a school, newest first (a visitor’s stay in their browser)', access: 'user', query: SchoolQuery, response: z.array(z.object({ keyword: z.string(), searchedAt: z.string() })) }),
  clearHotSearch: endpoint({ changesState: true, tag: 'portal', method: 'GET', path: '/api/search/v1/search/clear', summary: 'Clear my search history in a school (a visitor clears theirs in the browser)', access: 'user', query: SchoolQuery, response: z.object({ cleared: z.number().int() }) }),

  // Classes
  ...classEndpoints,
  ...classFileEndpoints,
  ...classInfoEndpoints,
  ...identityEndpoints,
  ...surveyEndpoints,
  ...portalCallEndpoints,
  ...marketEndpoints,
  ...complaintEndpoints,
  ...inviteEndpoints,
  ...agreementEndpoints,
  ...accountBindingEndpoints,
  ...registrationEndpoints,
  ...personalSpaceEndpoints,
  ...subSchoolEndpoints,
  ...o3Endpoints,
  ...learningEndpoints,
  ...examEndpoints,
  ...examAuthoringEndpoints,
  ...myLearningEndpoints,
  ...notificationEndpoints,
  ...gradebookEndpoints,
  ...certificateEndpoints,

  // Feedback and uploads
  addFeedback: endpoint({ idempotent: true, tag: 'feedback', method: 'POST', path: '/api/school/feedback/addFeedback', summary: 'Send feedback (code 200 is success)', access: 'user', body: FeedbackPayload, response: z.object({ id: z.string() }) }),
  customerService: endpoint({ tag: 'feedback', method: 'GET', path: '/api/school/biz/queryConfig', summary: 'Customer-service switch and contact info', access: 'public', query: z.object({ configTypes: z.string().max(200), schoolId: SchoolId }), response: z.array(z.object({ configType: z.string(), configValue: z.string() })) }),
  uploadUrl: endpoint({ tag: 'feedback', method: 'GET', path: '/api/school/v1/files/get-upload-url', summary: 'Where to upload a file', access: 'user', query: z.object({ fileName: z.string().trim().min(1).max(200), bucketName: z.string().max(100).default('static'), module: z.enum(['module', 'portal']).default('portal') }), response: z.object({ id: z.string(), url: z.string(), static_url: z.string(), headers: z.record(z.string(), z.string()) }) }),

  uploadFile: endpoint({
    tag: 'feedback',
    method: 'PUT',
    path: `${PORTAL}/uploadFile`,
    summary: 'Upload an image (multipart: file, fileName, module, bucketName). resultCode 20000 is success; 901100007 carries a message to show.',
    access: 'user',
    raw: true,
    response: UploadResult,
  }),

  // Decoration (school administrators)
  pageDetails: endpoint({ tag: 'decoration', method: 'GET', path: `${PORTAL}/getPageDetailsById`, summary: 'Draft and released page of a school', access: 'admin', query: SchoolQuery, response: z.object({ draft: Page.nullable(), released: Page.nullable() }) }),
  saveDraft: endpoint({ tag: 'decoration', method: 'POST', path: `${PORTAL}/insert-user-renovation`, summary: 'Save the draft page composition', access: 'admin', query: SchoolQuery, body: PageComposition, response: Page }),
  releasePage: endpoint({ tag: 'decoration', method: 'PUT', path: `${PORTAL}/release-pages`, summary: 'Release the draft: visitors see it from now on', access: 'admin', query: SchoolQuery, response: Page }),
  markDecorated: endpoint({ tag: 'decoration', method: 'PUT', path: `${PORTAL}/school-update-isdecorated`, summary: 'Mark the school as decorated', access: 'admin', query: SchoolQuery, response: z.object({ decorated: z.literal(true) }) }),

  // Permissions
  hasPermissions: endpoint({ tag: 'permissions', method: 'GET', path: '/api/acl/v1/operation/hasPermissions', summary: 'Has the user an operation permission (TRAINING_CENTER) in the school (headers schoolId, user_id)', access: 'user', query: z.object({ operationCode: z.enum(['TRAINING_CENTER', 'PAGE_DECORATION']) }), response: z.object({ allowed: z.boolean() }) }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export { Empty };
