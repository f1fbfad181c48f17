import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@academy/contract';
import { loginUrl } from '@academy/rules';
import { ChromeBanner, Header, useChromeBanner, type HeaderNavItem } from '@academy/ui';
import { signOut } from '../app/signOut.ts';
import { useLocaleControl } from '../app/localeControl.ts';
import { shellMessages } from '../app/messages.ts';
import * as styles from './layout.css.ts';
import { AgreementGate } from './AgreementGate.tsx';

export type SiteChromeProps = {
  schoolName?: string;
  homeHref?: string;
  logoUrl?: string | null;
  navigation?: HeaderNavItem[];
  user: User | null;
  onSearch?: (keyword: string) => void;
  onFeedback: () => void;
  personalCenterHref?: string;
  myLearningHref?: string;
  /** The signed-in user's notification bell in the header (issue 31). */
  notifications?: { unread: number | undefined; href: string };
  banners?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/** Header, recommendation banner, main landmark (with a skip link) and footer around every page. */
export function SiteChrome({ schoolName, homeHref = '/', logoUrl, navigation = [], user, onSearch, onFeedback, personalCenterHref, myLearningHref, notifications, banners, footer, children }: SiteChromeProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, changeLocale } = useLocaleControl();
  const chromeBanner = useChromeBanner();
  const here = `${location.pathname}${location.search}`;

  const onSignOut = useCallback(() => void signOut(here, locale), [here, locale]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <Header
        schoolName={schoolName ?? intl.formatMessage(shellMessages.siteName)}
        homeHref={homeHref}
        logoUrl={logoUrl}
        navigation={navigation}
        locale={locale}
        onLocaleChange={changeLocale}
        onSearch={onSearch}
        user={user}
        onSignIn={location.pathname.startsWith('/login') ? undefined : () => void navigate(loginUrl(here, locale))}
        onSignOut={onSignOut}
        onFeedback={onFeedback}
        personalCenterHref={personalCenterHref}
        myLearningHref={myLearningHref}
        notifications={notifications}
        accountSecurityHref="/account/security"
      />
      {user && <AgreementGate user={user} />}
      {(chromeBanner.visible || banners) && (
        <div className={styles.banners}>
          {chromeBanner.visible && <ChromeBanner onClose={chromeBanner.close} />}
          {banners}
        </div>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
