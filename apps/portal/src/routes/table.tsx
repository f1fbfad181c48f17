import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { RESOURCE_SEGMENTS, withChunkTimeout } from '@academy/rules';
import type { MessageArea } from '@academy/i18n';
import { withMessageArea } from '../app/catalog.ts';
import { CLASS_ROUTE_IDS } from './handle.ts';
import type { RouteHandle } from './handle.ts';
import { errorRoute } from '../pages/errors/ErrorRoute.tsx';
import { loader as portalLoader } from '../layouts/portalLoader.ts';
import { loader as schoolPageLoader } from '../layouts/schoolPageLoader.ts';
import { loader as homeLoader } from '../pages/home/homeLoader.ts';

/**
 * Every route of spec §2. Pages load lazily per area, so the home route ships only what it shows. The root
 * route (AppShell) holds the providers, the guard middleware and the error boundary.
 */
type LazyModule = () => Promise<Record<string, unknown>>;
/**
 * A route's title by its message id (declared with its English text in titles.messages.ts, which only the pages
 * that show a title import): ids, not the descriptors, keep the ~100 titles' definitions out of the entry.
 */
const titleId = (id: `portal.title.${string}` | `portal.startTitle.${string}`): MessageDescriptor => ({ id });
type PageModules = typeof import('./pageModules.ts').pageModules & typeof import('./lecturingPageModules.ts').lecturingPageModules;
/**
 * A page's module through the lazily loaded page tables (routes/pageModules.ts, and lecturingPageModules.ts for the
 * lecturing center), typed by its name, with the titles of those pages (the `titles` message area: the home and the
 * error pages have theirs in the core messages).
 */
const lazyPage = <Name extends keyof PageModules>(name: Name) => {
  type Module = Awaited<ReturnType<PageModules[Name]>>;
  const load = async (): Promise<Module> => {
    const table: Record<string, () => Promise<unknown>> = name.startsWith('lecturing/') ? (await import('./lecturingPageModules.ts')).lecturingPageModules : (await import('./pageModules.ts')).pageModules;
    return (await table[name]!()) as Module;
  };
  return (): Promise<Module> => withMessageArea('titles', load);
};
const page = (title: RouteHandle['title'], lazy: LazyModule): Pick<RouteObject, 'handle' | 'lazy'> => ({ handle: { title } satisfies RouteHandle, lazy: withChunkTimeout(lazy) });
/** A page whose messages are in an area of the catalogue (@academy/i18n areas.json): they load with its chunk. */
const inArea = (area: MessageArea, lazy: LazyModule): LazyModule => () => withMessageArea(area, lazy);

// Error pages are in the entry chunk already (the root error boundary renders them), so they load eagerly.
const errorPage = (title: RouteHandle['title'], kind: string): Pick<RouteObject, 'handle' | 'Component'> => ({ handle: { title } satisfies RouteHandle, Component: errorRoute(kind) });

/** A lecturing-center page: its module (loader and Component) and its messages load together. */
const lecturingPage = (title: RouteHandle['title'], lazy: LazyModule) => page(title, inArea('lecturing', lazy));
/** A live-lecture page: the lecturing center's messages and the live pages' own (not loaded by the class pages). */
const livePage = (title: RouteHandle['title'], lazy: LazyModule) => lecturingPage(title, inArea('live', lazy));
const lecturingData = lazyPage('lecturing/lecturingData');

const helpTitles: Record<string, `portal.title.${string}`> = { 1: 'portal.title.studentGuide', 2: 'portal.title.managerGuide' };

const LECTURING_CHILDREN: RouteObject[] = [
  { index: true, loader: (args) => lecturingData().then((module) => module.toClassManagement(args)) },
  { path: 'index', loader: (args) => lecturingData().then((module) => module.toClassManagement(args)) },
  { path: 'class-management', ...lecturingPage(titleId('portal.title.classManagement'), lazyPage('lecturing/ClassManagementPage')) },
  { path: 'addClass', ...lecturingPage(titleId('portal.title.addClass'), lazyPage('lecturing/ClassFormPage')) },
  { path: 'class-edit', ...lecturingPage(titleId('portal.title.classEdit'), lazyPage('lecturing/ClassFormPage')) },
  { path: 'preview-class', ...lecturingPage(titleId('portal.title.previewClass'), lazyPage('lecturing/PreviewClassPage')) },
  { path: 'gradebook', ...lecturingPage(titleId('portal.title.gradebook'), lazyPage('lecturing/GradebookPage')) },
  { path: 'class-exams', ...lecturingPage(titleId('portal.title.classExams'), lazyPage('lecturing/ClassExamsPage')) },
  { path: 'exam-edit', ...lecturingPage(titleId('portal.title.examEdit'), lazyPage('lecturing/ExamEditorPage')) },
  { path: 'item-analysis', ...lecturingPage(titleId('portal.title.itemAnalysis'), inArea('classInfo', lazyPage('lecturing/ItemAnalysisPage'))) },
  { path: 'live-streaming', ...livePage(titleId('portal.title.liveStreaming'), lazyPage('lecturing/live/LiveStreamingPage')) },
  { path: 'live-learn-detail/:id', ...livePage(titleId('portal.title.liveDetail'), lazyPage('lecturing/live/LiveDetailPage')) },
  { path: 'live-learn-create', ...livePage(titleId('portal.title.liveCreate'), lazyPage('lecturing/live/LiveFormPage')) },
  { path: 'live-learn-edit/:id', ...livePage(titleId('portal.title.liveEdit'), lazyPage('lecturing/live/LiveFormPage')) },
  { path: 'live-learn-created/:id', ...livePage(titleId('portal.title.liveCreated'), lazyPage('lecturing/live/LiveCreatedPage')) },
  { path: 'live-deleted', ...livePage(titleId('portal.title.liveDeleted'), lazyPage('lecturing/live/LiveDeletedPage')) },
];

/** The lecturing center under a school (the portal's or the class-info one): its data, frame and pages. */
const lecturingCenter = (id: 'portal-lecturing' | 'class-lecturing'): RouteObject => ({
  path: 'lecturing-center',
  id,
  loader: (args) => lecturingData().then((module) => module.lecturingLoader(args)),
  lazy: withChunkTimeout(() => withMessageArea('lecturing', lazyPage('lecturing/LecturingLayout'))),
  children: LECTURING_CHILDREN,
});

const PERSON_SPACE: RouteObject[] = [
  { path: 'dynamics', ...page(titleId('portal.title.dynamics'), inArea('personal', lazyPage('personSpace/DynamicsPage'))) },
  { path: 'works', ...page(titleId('portal.title.works'), inArea('personal', lazyPage('personSpace/WorksPage'))) },
  { path: 'learningProcess', ...page(titleId('portal.title.learningProcess'), inArea('personal', lazyPage('personSpace/LearningProcessPage'))) },
  { path: 'fan', ...page(titleId('portal.title.followers'), inArea('personal', lazyPage('personSpace/FanPage'))) },
  { path: 'follow', ...page(titleId('portal.title.following'), inArea('personal', lazyPage('personSpace/FollowPage'))) },
];

/** The class pages look their class up once (route ids in CLASS_ROUTE_IDS); the loader loads with them, not with the entry. */
const classLoaderModule = lazyPage('classInfo/classLoader');
const classRoute = (id: (typeof CLASS_ROUTE_IDS)[number]) =>
  ({
    id,
    loader: (args: LoaderFunctionArgs) => classLoaderModule().then((module) => module.classLoader(args)),
    // Looked up again for another class or when a page asks (after enrolling), not when the learner moves
    // between the class's surveys (the query changes, the class does not).
    shouldRevalidate: ({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }) =>
      currentUrl.href === nextUrl.href ? defaultShouldRevalidate : currentParams.classId !== nextParams.classId || currentParams.schoolId !== nextParams.schoolId,
  }) satisfies Pick<RouteObject, 'id' | 'loader' | 'shouldRevalidate'>;

/**
 * A class-info page: its module and its messages — the class-info area, and the lecturing one that holds the
 * shared table, status, dialog and file-list widgets' messages — load together.
 */
const classInfoPage = (title: RouteHandle['title'], lazy: LazyModule) => page(title, inArea('classInfo', () => withMessageArea('lecturing', lazy)));
const SURVEY_CHILDREN: RouteObject[] = [
  { index: true, ...classInfoPage(titleId('portal.title.classView'), lazyPage('classInfo/surveys/SatisfactionListPage')) },
  { path: 'satisfaction-list', ...classInfoPage(titleId('portal.title.satisfactionList'), lazyPage('classInfo/surveys/SatisfactionListPage')) },
  { path: 'satisfaction-detail', ...classInfoPage(titleId('portal.title.satisfactionDetail'), lazyPage('classInfo/surveys/SatisfactionDetailPage')) },
];
/** class-view/{classId} under /classInfo and /portal: the same page, with the class's surveys as its children. */
const classView = (id: (typeof CLASS_ROUTE_IDS)[number]): RouteObject => ({ path: 'class-view/:classId', ...classRoute(id), ...classInfoPage(titleId('portal.title.classView'), lazyPage('classInfo/ClassViewPage')), children: SURVEY_CHILDREN });
const checkView = (): RouteObject => ({ path: 'check-view/:checkId', ...classInfoPage(titleId('portal.title.checkView'), lazyPage('classInfo/CheckViewPage')) });

/** /portal/{school}/question-survey/{id} is the class-info one, with its query (the guard does it too, before any route). */
function toQuestionSurvey({ params, request }: LoaderFunctionArgs) {
  return redirect(`/classInfo/${params.schoolId}/question-survey/${params.questionId}${new URL(request.url).search}`);
}

// The portal layout's and the home page's loaders come with the entry (small: requests only), so their requests
// start with the router, in parallel with the chunks of the components.
const portalLayout = { loader: portalLoader, lazy: withChunkTimeout(() => import('../layouts/PortalLayout.tsx')), handle: { school: true } satisfies RouteHandle } satisfies Pick<RouteObject, 'loader' | 'lazy' | 'handle'>;
/** A school's page outside /portal (issue 34, item 4): the school's theme and header, its own page deciding who may see it. */
const schoolPage = (path: string, child: Pick<RouteObject, 'handle' | 'lazy'>): RouteObject => ({
  path,
  loader: schoolPageLoader,
  lazy: withChunkTimeout(() => import('../layouts/SchoolPageLayout.tsx')),
  handle: { school: true } satisfies RouteHandle,
  children: [{ index: true, ...child }],
});

export const appRoutes: RouteObject[] = [
  { index: true, lazy: withChunkTimeout(() => import('../pages/root/RootRedirect.tsx')) },

  {
    // Pages outside a school share the product header.
    lazy: withChunkTimeout(() => import('../layouts/SiteLayout.tsx')),
    children: [
      // Account
      { path: 'login', children: [
        { index: true, ...page(titleId('portal.title.login'), inArea('account', lazyPage('account/LoginPage'))) },
        { path: 'index', ...page(titleId('portal.title.login'), inArea('account', lazyPage('account/LoginPage'))) },
        { path: 'select', ...page(titleId('portal.title.loginSelect'), inArea('invite', lazyPage('account/SchoolSelectPage'))) },
        { path: 'qr', ...page(titleId('portal.title.loginQr'), inArea('account', lazyPage('account/QrConfirmPage'))) },
      ] },
      { path: 'register', children: [
        { index: true, ...page(titleId('portal.title.register'), inArea('register', lazyPage('register/IndexPage'))) },
        { path: 'index', ...page(titleId('portal.title.register'), inArea('register', lazyPage('register/IndexPage'))) },
        { path: 'select', ...page(titleId('portal.title.registerSelect'), inArea('register', lazyPage('register/SelectPage'))) },
        { path: 'create', ...page((url) => (url.searchParams.get('type') === 'store' ? titleId('portal.title.registerCreateStore') : titleId('portal.title.registerCreateAcademy')), inArea('register', () => withMessageArea('account', lazyPage('register/CreatePage')))) },
        { path: 'creating', ...page(titleId('portal.title.registerCreating'), inArea('register', lazyPage('register/CreatingPage'))) },
        { path: 'success', ...page(titleId('portal.title.registerSuccess'), inArea('register', lazyPage('register/SuccessPage'))) },
        { path: 'guide', ...page(titleId('portal.title.registerGuide'), inArea('register', lazyPage('register/GuidePage'))) },
        { path: 'welcome', ...page(titleId('portal.title.registerWelcome'), inArea('register', lazyPage('register/WelcomePage'))) },
      ] },
      ...['uniportal', 'enterpriseOauth2'].map((provider) => ({ path: `${provider}/callback`, ...page(titleId('portal.title.signingIn'), inArea('account', lazyPage('account/CallbackPage'))) })),
      ...['welink', 'hw', 'imc'].map((app) => ({ path: `${app}/callback`, ...page(titleId('portal.title.signingIn'), inArea('account', lazyPage('account/MessagingCallbackPage'))) })),
      { path: 'uniportal/bind-account', ...page(titleId('portal.title.bindAccount'), inArea('account', lazyPage('account/BindAccountPage'))) },
      { path: 'uniportal/bound-account', ...page(titleId('portal.title.boundAccount'), inArea('account', lazyPage('account/BoundAccountPage'))) },
      { path: 'uniportal/bound-account-verify', ...page(titleId('portal.title.boundAccountVerify'), inArea('account', lazyPage('account/BoundAccountVerifyPage'))) },
      { path: 'refresh-token', ...page(titleId('portal.title.refreshToken'), inArea('account', lazyPage('account/RefreshTokenPage'))) },
      { path: 'logout', ...page(titleId('portal.title.logout'), inArea('account', lazyPage('account/LogoutPage'))) },
      // /oauth2/v1/authorize itself is the server's (the OpenID provider): it checks the app's request and sends the
      // browser here for the person's steps.
      { path: 'oauth2/v1/interaction', ...page(titleId('portal.title.authorize'), inArea('account', lazyPage('account/AuthorizePage'))) },
      { path: 'bigNet/v1/authorize', ...page(titleId('portal.title.networkSignIn'), inArea('account', lazyPage('account/NetworkSignInPage'))) },

      // Information and errors
      // Versioned texts: the page's words and the versions' chrome (the agreements area) load together.
      { path: 'service', ...page(titleId('portal.title.service'), inArea('info', () => withMessageArea('agreements', lazyPage('info/ServicePage')))) },
      { path: 'privacy', ...page(titleId('portal.title.privacy'), inArea('info', () => withMessageArea('agreements', lazyPage('info/PrivacyPage')))) },
      // Spec §2 "Other destinations": the footer's help and cookie-policy links, at their legacy addresses.
      { path: 'helpCenter/helpPage.htm', ...page((url) => titleId(helpTitles[url.searchParams.get('type') ?? ''] ?? 'portal.title.helpCenter'), inArea('info', lazyPage('info/HelpPage'))) },
      { path: 'commonUsage/cookiePolicy.htm', ...page(titleId('portal.title.cookiePolicy'), inArea('info', () => withMessageArea('cookies', lazyPage('info/CookiePolicyPage')))) },
      // Anyone with a certificate's address sees whether it is genuine (issue 33).
      { path: 'certificate/verify/:code', ...page(titleId('portal.title.certificateVerify'), inArea('learning', lazyPage('learning/CertificateVerifyPage'))) },
      { path: 'account/security', ...page(titleId('portal.title.accountSecurity'), inArea('accountBinding', lazyPage('accountSettings/AccountSecurityPage'))) },
      { path: 'disable', ...errorPage(titleId('portal.startTitle.disable'), 'disable') },
      { path: 'disableLogin', ...errorPage(titleId('portal.startTitle.disableLogin'), 'disableLogin') },
      { path: 'disableNetwork', ...errorPage(titleId('portal.startTitle.disableNetwork'), 'disableNetwork') },
      { path: 'disableOrder', ...errorPage(titleId('portal.startTitle.disableOrder'), 'disableOrder') },
      { path: '403', ...errorPage(titleId('portal.startTitle.forbidden'), '403') },
      { path: 'insufficient-permissions', ...errorPage(titleId('portal.startTitle.insufficientPermissions'), 'insufficientPermissions') },
      { path: 'abnormal/:errorCode', ...errorPage(titleId('portal.startTitle.abnormal'), 'abnormal') },
      { path: '404', ...errorPage(titleId('portal.startTitle.notFound'), '404') },
      { path: '500', ...errorPage(titleId('portal.startTitle.serverError'), '500') },
      { path: 'test', ...page(titleId('portal.title.test'), lazyPage('dev/TestPage')) },

      { path: '*', ...errorPage(titleId('portal.startTitle.notFound'), '404') },
    ],
  },

  // A school's pages outside /portal: its look and header (issue 34, item 4).
  schoolPage('design/:schoolId', page(titleId('portal.title.design'), inArea('design', lazyPage('design/DesignPage')))),
  schoolPage('design/:schoolId/sub-school/:subSchoolId', page(titleId('portal.title.design'), inArea('design', lazyPage('design/DesignPage')))),
  schoolPage('order/:schoolId', page(titleId('portal.title.order'), inArea('market', lazyPage('order/OrderPage')))),
  schoolPage('order/:schoolId/sub-school/:subSchoolId', page(titleId('portal.title.order'), inArea('market', lazyPage('order/OrderPage')))),
  schoolPage('register/invite', page(titleId('portal.title.registerInvite'), inArea('invite', lazyPage('invite/InvitePage')))),
  schoolPage('feedback/:schoolId', page(titleId('portal.title.feedback'), inArea('feedback', lazyPage('feedback/FeedbackPage')))),
  schoolPage('complaintReport/:schoolId', page(titleId('portal.title.complaintReport'), inArea('complaint', lazyPage('complaint/ComplaintPage')))),
  // School administration
  schoolPage('admin/:schoolId/sign-in-methods', page(titleId('portal.title.signInMethods'), inArea('admin', lazyPage('admin/SignInMethodsPage')))),
  schoolPage('admin/:schoolId/apps', page(titleId('portal.title.oauthClients'), inArea('admin', lazyPage('admin/OAuthClientsPage')))),

  // Portal
  {
    path: 'portal/:schoolId',
    id: 'portal',
    ...portalLayout,
    children: [
      { index: true, loader: homeLoader, ...page(titleId('portal.startTitle.home'), () => import('../pages/home/HomePage.tsx')) },
      { path: 'search', ...page(titleId('portal.title.search'), inArea('results', lazyPage('search/SearchPage'))) },
      { path: 'more', ...page(titleId('portal.title.more'), inArea('results', lazyPage('more/MorePage'))) },
      { path: 'fans', ...page(titleId('portal.title.fans'), inArea('personal', lazyPage('personSpace/FansPage'))) },
      { path: 'sub-school', ...page(titleId('portal.title.subSchool'), inArea('o3', lazyPage('subSchool/SubSchoolListPage'))) },
      { path: 'sub-school/:subSchoolId', ...page(titleId('portal.title.subSchool'), inArea('o3', lazyPage('subSchool/SubSchoolHomePage'))) },
      { path: 'o3-school', ...page(titleId('portal.title.o3School'), inArea('o3', lazyPage('o3/O3HomePage'))) },
      // The proposal form says a moderation refusal in the community's words.
      { path: 'o3-school/new-project', ...page(titleId('portal.title.o3NewProject'), inArea('o3', () => withMessageArea('community', lazyPage('o3/O3NewProjectPage')))) },
      { path: 'o3-school/course-more', ...page(titleId('portal.title.o3CourseMore'), inArea('o3', () => withMessageArea('results', lazyPage('o3/O3CourseMorePage')))) },
      { path: 'o3-school/case-center-more', ...page(titleId('portal.title.o3CaseCenterMore'), inArea('o3', lazyPage('o3/O3CaseCenterPage'))) },
      { path: 'o3-school/more', ...page(titleId('portal.title.more'), inArea('o3', lazyPage('o3/O3MorePage'))) },
      // My learning (issue 31): live lectures are the class page's cards, purchases use the orders' words.
      { path: 'my-learning', ...page(titleId('portal.title.myLearning'), inArea('learning', () => withMessageArea('classInfo', () => withMessageArea('market', lazyPage('learning/MyLearningPage'))))) },
      // The notification centre (issue 31): the signed-in user's notifications in the school.
      { path: 'notifications', ...page(titleId('portal.title.notifications'), lazyPage('notifications/NotificationsPage')) },
      classView('portal-class'),
      checkView(),
      // A resource's own page (issue 31): one scheme for every kind a card shows (resourcePath of @academy/rules).
      // A live's page shows the class page's live-lecture card (its messages are the class-info area's).
      ...RESOURCE_SEGMENTS.map((segment) => ({ path: `${segment}/:resourceId`, ...page(titleId('portal.title.resource'), inArea('learning', () => withMessageArea('classInfo', lazyPage('learning/ResourcePage')))) })),
      { path: 'class-about/:classId', ...classInfoPage(titleId('portal.title.classView'), lazyPage('learning/PublicClassPage')) },
      // Taking an exam (issue 33): its rules, the attempt, the result. The submit dialog's parts are the lecturing area's.
      { path: 'exam/:resourceId/take', ...page(titleId('portal.title.examTake'), inArea('learning', () => withMessageArea('lecturing', lazyPage('learning/ExamPage')))) },
      // Its lessons: the course player (issue 31).
      ...RESOURCE_SEGMENTS.map((segment) => ({ path: `${segment}/:resourceId/learn`, ...page(titleId('portal.title.learn'), inArea('learning', lazyPage('learning/LearnPage'))) })),
      { path: 'question-survey/:questionId', loader: toQuestionSurvey },
      { path: 'person-space', children: [{ index: true, ...page(titleId('portal.title.dynamics'), inArea('personal', lazyPage('personSpace/DynamicsPage'))) }, ...PERSON_SPACE] },
      lecturingCenter('portal-lecturing'),
      // The school community (issue 22); its titles are declared in pages/community/titles.messages.ts.
      { path: 'community', ...page({ id: 'community.title.home' }, inArea('community', lazyPage('community/CommunityPage'))) },
      { path: 'community/post/:postId', ...page({ id: 'community.title.post' }, inArea('community', lazyPage('community/PostPage'))) },
    ],
  },
  { path: 'o3-sub-portal/:schoolId', ...portalLayout, children: [{ index: true, ...page(titleId('portal.title.o3School'), inArea('o3', lazyPage('o3/O3HomePage'))) }] },
  { path: 'o3/:schoolId/detail', ...portalLayout, children: [{ index: true, ...page(titleId('portal.title.o3Detail'), inArea('o3', lazyPage('o3/O3DetailPage'))) }] },
  // Spec §2 community redirect: the old community's pages (/community/{page}?{query}) open ours.
  { path: 'community/:page', lazy: withChunkTimeout(lazyPage('community/communityRedirect')) },
  { path: 'democloud/:schoolId/detail', ...portalLayout, children: [{ index: true, ...page(titleId('portal.title.o3Detail'), inArea('o3', lazyPage('o3/O3DetailPage'))) }] },

  // Class information
  {
    path: 'classInfo/:schoolId',
    ...portalLayout,
    children: [
      classView('class'),
      { path: 'student-training/:trainingId', ...classInfoPage(titleId('portal.title.studentTraining'), lazyPage('classInfo/StudentTrainingPage')) },
      { path: '403Page', ...errorPage(titleId('portal.startTitle.forbidden'), '403') },
      checkView(),
      { path: 'elab-experiment/:classId/:elabId', ...classInfoPage(titleId('portal.title.elabExperiment'), lazyPage('classInfo/ElabExperimentPage')) },
      { path: 'question-survey/:questionId', ...classInfoPage(titleId('portal.title.questionSurvey'), lazyPage('classInfo/surveys/QuestionSurveyPage')) },
      lecturingCenter('class-lecturing'),
    ],
  },

];
