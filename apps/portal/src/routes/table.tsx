import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withChunkTimeout } from '@academy/rules';
import type { MessageArea } from '@academy/i18n';
import { withMessageArea } from '../app/catalog.ts';
import { titles } from './titles.messages.ts';
import { CLASS_ROUTE_IDS } from './handle.ts';
import type { RouteHandle } from './handle.ts';
import { errorRoute } from '../pages/errors/ErrorRoute.tsx';
import { loader as portalLoader } from '../layouts/portalLoader.ts';
import { loader as homeLoader } from '../pages/home/homeLoader.ts';

/**
 * Every route of spec §2. Pages load lazily per area, so the home route ships only what it shows. The root
 * route (AppShell) holds the providers, the guard middleware and the error boundary.
 */
type LazyModule = () => Promise<Record<string, unknown>>;
const page = (title: RouteHandle['title'], lazy: LazyModule): Pick<RouteObject, 'handle' | 'lazy'> => ({ handle: { title } satisfies RouteHandle, lazy: withChunkTimeout(lazy) });
/** A page whose messages are in an area of the catalogue (@academy/i18n areas.json): they load with its chunk. */
const inArea = (area: MessageArea, lazy: LazyModule): LazyModule => () => withMessageArea(area, lazy);

// Error pages are in the entry chunk already (the root error boundary renders them), so they load eagerly.
const errorPage = (title: RouteHandle['title'], kind: string): Pick<RouteObject, 'handle' | 'Component'> => ({ handle: { title } satisfies RouteHandle, Component: errorRoute(kind) });

/** A lecturing-center page: its module (loader and Component) and its messages load together. */
const lecturingPage = (title: RouteHandle['title'], lazy: LazyModule) => page(title, inArea('lecturing', lazy));
const lecturingData = () => import('../pages/lecturing/lecturingData.ts');

const LECTURING_CHILDREN: RouteObject[] = [
  { index: true, loader: (args) => lecturingData().then((module) => module.toClassManagement(args)) },
  { path: 'index', loader: (args) => lecturingData().then((module) => module.toClassManagement(args)) },
  { path: 'class-management', ...lecturingPage(titles.classManagement, () => import('../pages/lecturing/ClassManagementPage.tsx')) },
  { path: 'addClass', ...lecturingPage(titles.addClass, () => import('../pages/lecturing/ClassFormPage.tsx')) },
  { path: 'class-edit', ...lecturingPage(titles.classEdit, () => import('../pages/lecturing/ClassFormPage.tsx')) },
  { path: 'preview-class', ...lecturingPage(titles.previewClass, () => import('../pages/lecturing/PreviewClassPage.tsx')) },
  { path: 'live-streaming', ...lecturingPage(titles.liveStreaming, () => import('../pages/lecturing/live/LiveStreamingPage.tsx')) },
  { path: 'live-learn-detail/:id', ...lecturingPage(titles.liveDetail, () => import('../pages/lecturing/live/LiveDetailPage.tsx')) },
  { path: 'live-learn-create', ...lecturingPage(titles.liveCreate, () => import('../pages/lecturing/live/LiveFormPage.tsx')) },
  { path: 'live-learn-edit/:id', ...lecturingPage(titles.liveEdit, () => import('../pages/lecturing/live/LiveFormPage.tsx')) },
  { path: 'live-learn-created/:id', ...lecturingPage(titles.liveCreated, () => import('../pages/lecturing/live/LiveCreatedPage.tsx')) },
  { path: 'live-deleted', ...lecturingPage(titles.liveDeleted, () => import('../pages/lecturing/live/LiveDeletedPage.tsx')) },
];

/** The lecturing center under a school (the portal's or the class-info one): its data, frame and pages. */
const lecturingCenter = (id: 'portal-lecturing' | 'class-lecturing'): RouteObject => ({
  path: 'lecturing-center',
  id,
  loader: (args) => lecturingData().then((module) => module.lecturingLoader(args)),
  lazy: withChunkTimeout(() => withMessageArea('lecturing', () => import('../pages/lecturing/LecturingLayout.tsx'))),
  children: LECTURING_CHILDREN,
});

const PERSON_SPACE: RouteObject[] = [
  { path: 'dynamics', ...page(titles.dynamics, inArea('personal', () => import('../pages/personSpace/DynamicsPage.tsx'))) },
  { path: 'works', ...page(titles.works, inArea('personal', () => import('../pages/personSpace/WorksPage.tsx'))) },
  { path: 'learningProcess', ...page(titles.learningProcess, inArea('personal', () => import('../pages/personSpace/LearningProcessPage.tsx'))) },
  { path: 'fan', ...page(titles.followers, inArea('personal', () => import('../pages/personSpace/FanPage.tsx'))) },
  { path: 'follow', ...page(titles.following, inArea('personal', () => import('../pages/personSpace/FollowPage.tsx'))) },
];

/** The class pages look their class up once (route ids in CLASS_ROUTE_IDS); the loader loads with them, not with the entry. */
const classLoaderModule = () => import('../pages/classInfo/classLoader.ts');
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
  { index: true, ...classInfoPage(titles.classView, () => import('../pages/classInfo/surveys/SatisfactionListPage.tsx')) },
  { path: 'satisfaction-list', ...classInfoPage(titles.satisfactionList, () => import('../pages/classInfo/surveys/SatisfactionListPage.tsx')) },
  { path: 'satisfaction-detail', ...classInfoPage(titles.satisfactionDetail, () => import('../pages/classInfo/surveys/SatisfactionDetailPage.tsx')) },
];
/** class-view/{classId} under /classInfo and /portal: the same page, with the class's surveys as its children. */
const classView = (id: (typeof CLASS_ROUTE_IDS)[number]): RouteObject => ({ path: 'class-view/:classId', ...classRoute(id), ...classInfoPage(titles.classView, () => import('../pages/classInfo/ClassViewPage.tsx')), children: SURVEY_CHILDREN });
const checkView = (): RouteObject => ({ path: 'check-view/:checkId', ...classInfoPage(titles.checkView, () => import('../pages/classInfo/CheckViewPage.tsx')) });

/** /portal/{school}/question-survey/{id} is the class-info one, with its query (the guard does it too, before any route). */
function toQuestionSurvey({ params, request }: LoaderFunctionArgs) {
  return redirect(`/classInfo/${params.schoolId}/question-survey/${params.questionId}${new URL(request.url).search}`);
}

// The portal layout's and the home page's loaders come with the entry (small: requests only), so their requests
// start with the router, in parallel with the chunks of the components.
const portalLayout = { loader: portalLoader, lazy: withChunkTimeout(() => import('../layouts/PortalLayout.tsx')) } satisfies Pick<RouteObject, 'loader' | 'lazy'>;

export const appRoutes: RouteObject[] = [
  { index: true, lazy: withChunkTimeout(() => import('../pages/root/RootRedirect.tsx')) },

  {
    // Pages outside a school share the product header.
    lazy: withChunkTimeout(() => import('../layouts/SiteLayout.tsx')),
    children: [
      // Account
      { path: 'login', children: [
        { index: true, ...page(titles.login, inArea('account', () => import('../pages/account/LoginPage.tsx'))) },
        { path: 'index', ...page(titles.login, inArea('account', () => import('../pages/account/LoginPage.tsx'))) },
        { path: 'select', ...page(titles.loginSelect, inArea('invite', () => import('../pages/account/SchoolSelectPage.tsx'))) },
        { path: 'qr', ...page(titles.loginQr, inArea('account', () => import('../pages/account/QrConfirmPage.tsx'))) },
      ] },
      { path: 'register', children: [
        { index: true, ...page(titles.register, inArea('register', () => import('../pages/register/IndexPage.tsx'))) },
        { path: 'index', ...page(titles.register, inArea('register', () => import('../pages/register/IndexPage.tsx'))) },
        { path: 'select', ...page(titles.registerSelect, inArea('register', () => import('../pages/register/SelectPage.tsx'))) },
        { path: 'create', ...page((url) => (url.searchParams.get('type') === 'store' ? titles.registerCreateStore : titles.registerCreateAcademy), inArea('register', () => import('../pages/register/CreatePage.tsx'))) },
        { path: 'creating', ...page(titles.registerCreating, inArea('register', () => import('../pages/register/CreatingPage.tsx'))) },
        { path: 'success', ...page(titles.registerSuccess, inArea('register', () => import('../pages/register/SuccessPage.tsx'))) },
        { path: 'invite', ...page(titles.registerInvite, inArea('invite', () => import('../pages/invite/InvitePage.tsx'))) },
        { path: 'guide', ...page(titles.registerGuide, inArea('register', () => import('../pages/register/GuidePage.tsx'))) },
        { path: 'welcome', ...page(titles.registerWelcome, inArea('register', () => import('../pages/register/WelcomePage.tsx'))) },
      ] },
      ...['uniportal', 'enterpriseOauth2'].map((provider) => ({ path: `${provider}/callback`, ...page(titles.signingIn, inArea('account', () => import('../pages/account/CallbackPage.tsx'))) })),
      ...['welink', 'hw', 'imc'].map((app) => ({ path: `${app}/callback`, ...page(titles.signingIn, inArea('account', () => import('../pages/account/MessagingCallbackPage.tsx'))) })),
      { path: 'uniportal/bind-account', ...page(titles.bindAccount, inArea('account', () => import('../pages/account/BindAccountPage.tsx'))) },
      { path: 'uniportal/bound-account', ...page(titles.boundAccount, inArea('account', () => import('../pages/account/BoundAccountPage.tsx'))) },
      { path: 'uniportal/bound-account-verify', ...page(titles.boundAccountVerify, inArea('account', () => import('../pages/account/BoundAccountVerifyPage.tsx'))) },
      { path: 'refresh-token', ...page(titles.refreshToken, inArea('account', () => import('../pages/account/RefreshTokenPage.tsx'))) },
      { path: 'logout', ...page(titles.logout, inArea('account', () => import('../pages/account/LogoutPage.tsx'))) },
      { path: 'oauth2/v1/authorize', ...page(titles.authorize, inArea('account', () => import('../pages/account/AuthorizePage.tsx'))) },
      { path: 'bigNet/v1/authorize', ...page(titles.networkSignIn, inArea('account', () => import('../pages/account/NetworkSignInPage.tsx'))) },

      // Information and errors
      // Versioned texts: the page's words and the versions' chrome (the agreements area) load together.
      { path: 'service', ...page(titles.service, inArea('info', () => withMessageArea('agreements', () => import('../pages/info/ServicePage.tsx')))) },
      { path: 'privacy', ...page(titles.privacy, inArea('info', () => withMessageArea('agreements', () => import('../pages/info/PrivacyPage.tsx')))) },
      { path: 'account/security', ...page(titles.accountSecurity, inArea('accountBinding', () => import('../pages/accountSettings/AccountSecurityPage.tsx'))) },
      { path: 'disable', ...errorPage(titles.disable, 'disable') },
      { path: 'disableLogin', ...errorPage(titles.disableLogin, 'disableLogin') },
      { path: 'disableNetwork', ...errorPage(titles.disableNetwork, 'disableNetwork') },
      { path: 'disableOrder', ...errorPage(titles.disableOrder, 'disableOrder') },
      { path: '403', ...errorPage(titles.forbidden, '403') },
      { path: 'insufficient-permissions', ...errorPage(titles.insufficientPermissions, 'insufficientPermissions') },
      { path: 'abnormal/:errorCode', ...errorPage(titles.abnormal, 'abnormal') },
      { path: '404', ...errorPage(titles.notFound, '404') },
      { path: '500', ...errorPage(titles.serverError, '500') },
      { path: 'test', ...page(titles.test, () => import('../pages/dev/TestPage.tsx')) },

      // School administration
      { path: 'design/:schoolId', ...page(titles.design, inArea('design', () => import('../pages/design/DesignPage.tsx'))) },
      { path: 'design/:schoolId/sub-school/:subSchoolId', ...page(titles.design, inArea('design', () => import('../pages/design/DesignPage.tsx'))) },
      { path: 'admin/:schoolId/sign-in-methods', ...page(titles.signInMethods, inArea('admin', () => import('../pages/admin/SignInMethodsPage.tsx'))) },
      { path: 'order/:schoolId', ...page(titles.order, inArea('market', () => import('../pages/order/OrderPage.tsx'))) },
      { path: 'order/:schoolId/sub-school/:subSchoolId', ...page(titles.order, inArea('market', () => import('../pages/order/OrderPage.tsx'))) },
      { path: 'feedback/:schoolId', ...page(titles.feedback, inArea('feedback', () => import('../pages/feedback/FeedbackPage.tsx'))) },
      { path: 'complaintReport/:schoolId', ...page(titles.complaintReport, inArea('complaint', () => import('../pages/complaint/ComplaintPage.tsx'))) },

      { path: '*', ...errorPage(titles.notFound, '404') },
    ],
  },

  // Portal
  {
    path: 'portal/:schoolId',
    id: 'portal',
    ...portalLayout,
    children: [
      { index: true, loader: homeLoader, ...page(titles.home, () => import('../pages/home/HomePage.tsx')) },
      { path: 'search', ...page(titles.search, inArea('results', () => import('../pages/search/SearchPage.tsx'))) },
      { path: 'more', ...page(titles.more, inArea('results', () => import('../pages/more/MorePage.tsx'))) },
      { path: 'fans', ...page(titles.fans, inArea('personal', () => import('../pages/personSpace/FansPage.tsx'))) },
      { path: 'sub-school', ...page(titles.subSchool, inArea('o3', () => import('../pages/subSchool/SubSchoolListPage.tsx'))) },
      { path: 'sub-school/:subSchoolId', ...page(titles.subSchool, inArea('o3', () => import('../pages/subSchool/SubSchoolHomePage.tsx'))) },
      { path: 'o3-school', ...page(titles.o3School, inArea('o3', () => import('../pages/o3/O3HomePage.tsx'))) },
      { path: 'o3-school/new-project', ...page(titles.o3NewProject, inArea('o3', () => import('../pages/o3/O3NewProjectPage.tsx'))) },
      { path: 'o3-school/course-more', ...page(titles.o3CourseMore, inArea('o3', () => withMessageArea('results', () => import('../pages/o3/O3CourseMorePage.tsx')))) },
      { path: 'o3-school/case-center-more', ...page(titles.o3CaseCenterMore, inArea('o3', () => import('../pages/o3/O3CaseCenterPage.tsx'))) },
      { path: 'o3-school/more', ...page(titles.more, inArea('o3', () => import('../pages/o3/O3MorePage.tsx'))) },
      classView('portal-class'),
      checkView(),
      { path: 'question-survey/:questionId', loader: toQuestionSurvey },
      { path: 'person-space', children: [{ index: true, ...page(titles.dynamics, inArea('personal', () => import('../pages/personSpace/DynamicsPage.tsx'))) }, ...PERSON_SPACE] },
      lecturingCenter('portal-lecturing'),
    ],
  },
  { path: 'o3-sub-portal/:schoolId', ...portalLayout, children: [{ index: true, ...page(titles.o3School, inArea('o3', () => import('../pages/o3/O3HomePage.tsx'))) }] },
  { path: 'o3/:schoolId/detail', ...portalLayout, children: [{ index: true, ...page(titles.o3Detail, inArea('o3', () => import('../pages/o3/O3DetailPage.tsx'))) }] },
  { path: 'democloud/:schoolId/detail', ...portalLayout, children: [{ index: true, ...page(titles.o3Detail, inArea('o3', () => import('../pages/o3/O3DetailPage.tsx'))) }] },

  // Class information
  {
    path: 'classInfo/:schoolId',
    ...portalLayout,
    children: [
      classView('class'),
      { path: 'student-training/:trainingId', ...classInfoPage(titles.studentTraining, () => import('../pages/classInfo/StudentTrainingPage.tsx')) },
      { path: '403Page', ...errorPage(titles.forbidden, '403') },
      checkView(),
      { path: 'elab-experiment/:classId/:elabId', ...classInfoPage(titles.elabExperiment, () => import('../pages/classInfo/ElabExperimentPage.tsx')) },
      { path: 'question-survey/:questionId', ...classInfoPage(titles.questionSurvey, () => import('../pages/classInfo/surveys/QuestionSurveyPage.tsx')) },
      lecturingCenter('class-lecturing'),
    ],
  },

];
