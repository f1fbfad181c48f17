import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { helpCenterUrl, localizedName, loginUrl, personalCenterUrl, showsToolSidebar } from '@academy/rules';
import { BulletinBanner, Footer, PreviewMask, ToolSidebar } from '@academy/ui';
import { useLocaleControl } from '../app/localeControl.ts';
import { SiteChrome } from './SiteChrome.tsx';
import { useUnreadNotifications } from '../features/notifications/unread.ts';
import { withMessageArea } from '../app/catalog.ts';
import { onLocalDraftChange } from '../pages/design/draftStore.ts';
import type { PortalData } from './portalLoader.ts';

const BULLETIN_CLOSED_KEY = 'bulletin_closed_id';

// The dialogs load when first opened: most visits never open them, so the home route does not pay for them.
// Their messages are areas of the catalogue, loaded with them (app/catalog.ts).
const CookiePreferences = lazy(() => withMessageArea('cookies', () => import('../features/CookiePreferences.tsx')).then((module) => ({ default: module.CookiePreferences })));
const Feedback = lazy(() => withMessageArea('feedback', () => import('../features/Feedback.tsx')).then((module) => ({ default: module.Feedback })));
const LoginDialog = lazy(() => withMessageArea('account', () => import('../features/LoginDialog.tsx')).then((module) => ({ default: module.LoginDialog })));

export function Component() {
  const { school, user, membership, navigation, footer, bulletin, preview, draftPreview } = useLoaderData<PortalData>();
  const revalidator = useRevalidator();
  // The editor rewrites the draft as the administrator works: the preview follows it live.
  useEffect(() => (draftPreview ? onLocalDraftChange(school.id, () => void revalidator.revalidate()) : undefined), [draftPreview, school.id, revalidator]);
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useLocaleControl();
  const [closedBulletin, setClosedBulletin] = useState(() => localStorage.getItem(BULLETIN_CLOSED_KEY));
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const home = `/portal/${school.id}`;
  // A school's notifications are its members': a signed-in visitor who is not one has none there (the server answers 403).
  const unread = useUnreadNotifications(membership ? school.id : null);
  const schoolName = localizedName(school, locale);

  const openFeedback = () => {
    const target = `/feedback/${school.id}`;
    if (user) return setFeedbackOpen(true);
    // Spec §6: feedback needs sign-in — from the home page the login page opens in a new tab, elsewhere the
    // login dialog asks in place and the feedback dialog follows.
    if (location.pathname === home) window.open(loginUrl(target, locale), '_blank', 'noopener');
    else setLoginOpen(true);
  };
  const signedInForFeedback = () => {
    setLoginOpen(false);
    setFeedbackOpen(true);
    void revalidator.revalidate();
  };

  return (
    <SiteChrome
      schoolName={schoolName}
      homeHref={home}
      logoUrl={school.logoUrl}
      navigation={navigation.map((item) => ({ id: item.id, label: localizedName(item, locale), href: item.href, current: `${location.pathname}${location.search}` === item.href }))}
      user={user}
      onSearch={(keyword) => void navigate(`${home}/search?${new URLSearchParams({ keyword })}`)}
      onFeedback={openFeedback}
      // The user menu's personal center: the signed-in user's space in this school (issue 22); O3 schools keep their community profile (spec §2).
      personalCenterHref={user ? (school.isO3 ? personalCenterUrl({ schoolId: school.id, lang: locale, isO3: true }) : `${home}/person-space/dynamics`) : undefined}
      // My learning (issue 31): the signed-in learner's classes, courses in progress, next 14 days and purchases.
      myLearningHref={user ? `/portal/${school.id}/my-learning` : undefined}
      // The notification centre (issue 31): the bell with the unread count, for the school's members.
      notifications={membership ? { unread, href: `/portal/${school.id}/notifications` } : undefined}
      banners={
        <BulletinBanner
          bulletin={bulletin}
          closedId={closedBulletin}
          onClose={(id) => {
            localStorage.setItem(BULLETIN_CLOSED_KEY, id);
            setClosedBulletin(id);
          }}
        />
      }
      footer={
        <Footer
          config={footer}
          lang={locale}
          isO3School={school.isO3}
          variant={school.isO3 && location.pathname.endsWith('/search') ? 'fixed' : 'home'}
          onFeedback={openFeedback}
          onCookieSettings={() => setCookiesOpen(true)}
        />
      }
    >
      <Outlet />
      <Suspense fallback={null}>
        {cookiesOpen && <CookiePreferences isOpen onOpenChange={setCookiesOpen} />}
        {!user && loginOpen && <LoginDialog isOpen onOpenChange={setLoginOpen} onSignedIn={signedInForFeedback} />}
        {user && feedbackOpen && <Feedback isOpen onOpenChange={setFeedbackOpen} schoolId={school.id} schoolName={schoolName} user={user} />}
      </Suspense>
      {showsToolSidebar({ isO3School: school.isO3, pathname: location.pathname, search: location.search }) && (
        <ToolSidebar onFeedback={openFeedback} onHelpCenter={() => window.open(helpCenterUrl({ lang: locale }), '_blank', 'noopener')} />
      )}
      {preview && <PreviewMask />}
    </SiteChrome>
  );
}
