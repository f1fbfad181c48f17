import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, displayName, type LocaleCode, type UserNames } from '@academy/rules';
import { PlainButton } from '../Button/PlainButton.tsx';
import { square } from '../IconButton/IconButton.css.ts';
import { Icon } from '../Icon/index.ts';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { PlainLink } from '../Link/PlainLink.tsx';
import { commonMessages } from '../../messages/common.messages.ts';
import { headerMessages } from './Header.messages.ts';
import { useDeferredMenuTrigger } from '../../overlays/useDeferredMenuTrigger.ts';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './Header.css.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';
import { useHeaderMenu } from './useHeaderMenu.ts';
import { useHeaderFit } from './useHeaderFit.ts';

// The menus' popovers load on first use (see useDeferredMenuTrigger); their buttons render with the header.
const loadMenus = () => import('./HeaderMenus.tsx');
const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })));
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));

export type HeaderNavItem = { id: string; label: string; href: string; current?: boolean };
export type HeaderUser = UserNames & { avatarUrl?: string | null };

export type HeaderProps = {
  schoolName: string;
  homeHref: string;
  logoUrl?: string | null;
  navigation: readonly HeaderNavItem[];
  locale: LocaleCode;
  onLocaleChange: (code: LocaleCode) => void;
  /** Submits the trimmed keyword; the page encodes it into the URL. */
  onSearch?: (keyword: string) => void;
  user: HeaderUser | null;
  /** Omit to hide the sign-in button (on the sign-in page itself). */
  onSignIn?: () => void;
  onSignOut: () => void;
  onFeedback: () => void;
  personalCenterHref?: string;
  /** My learning (the learner's classes, courses in progress, upcoming sessions). */
  myLearningHref?: string;
  /** The signed-in user's own account page (e-mail, mobile, agreements): a user-menu item when given. */
  accountSecurityHref?: string;
  /** The signed-in user's notifications: the bell (NotificationBell) before the user menu, with the unread count. */
  notifications?: { unread: number | undefined; href: string };
  /** Draws the phone's menu open from the start (a story's picture); a reader opens it with the menu button. */
  defaultMenuOpen?: boolean;
};

/**
 * The portal header (spec §2): school logo, navigation, search, language switcher, sign-in or user menu, in one row.
 * In a narrow container (a phone) the navigation and the search move into a menu opened by a button at the row's end.
 */
export function Header({ schoolName, homeHref, logoUrl, navigation, locale, onLocaleChange, onSearch, user, onSignIn, onSignOut, onFeedback, personalCenterHref, myLearningHref, accountSecurityHref, notifications, defaultMenuOpen }: HeaderProps) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim()) onSearch?.(keyword.trim());
  };
  const name = displayName(user);
  const languageTrigger = useDeferredMenuTrigger();
  const userTrigger = useDeferredMenuTrigger();
  const menu = useHeaderMenu(defaultMenuOpen);
  const collapsible = navigation.length > 0 || onSearch !== undefined;
  const compact = useHeaderFit(menu.headerRef, `${locale} ${name} ${navigation.map((item) => item.label).join(' ')}`);

  return (
    <header className={styles.header} data-compact={compact || undefined} {...menu.headerProps}>
      <div className={styles.bar}>
        <PlainLink href={homeHref} className={[styles.brand, styles.schoolLink].join(' ')} aria-label={`${schoolName} — ${intl.formatMessage(headerMessages.home)}`}>
          {logoUrl && <img src={logoUrl} alt="" className={styles.logo} />}
          <span {...contentProps(styles.schoolName, { lines: 1 })}>{schoolName}</span>
        </PlainLink>
        <div className={styles.collapsible} {...menu.panelProps}>
          {navigation.length > 0 && (
            <nav className={styles.nav} aria-label={intl.formatMessage(headerMessages.navigation)}>
              <ul className={styles.navList}>
                {navigation.map((item) => (
                  <li key={item.id}>
                    <PlainLink href={item.href} {...contentProps(styles.navLink)} aria-current={item.current ? 'page' : undefined}>
                      {item.label}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {onSearch && (
            <form role="search" aria-label={intl.formatMessage(headerMessages.searchLabel)} className={styles.search} onSubmit={submit}>
              <input
                type="search"
                className={styles.searchInput}
                value={keyword}
                maxLength={100}
                onChange={(event) => setKeyword(event.target.value)}
                dir="auto"
                placeholder={intl.formatMessage(headerMessages.searchLabel)}
                aria-label={intl.formatMessage(headerMessages.searchLabel)}
                enterKeyHint="search"
              />
            </form>
          )}
        </div>
        <div className={styles.actions}>
          <PlainButton {...languageTrigger.triggerProps} variant="quiet" size="sm" className={styles.headerButton} aria-label={`${intl.formatMessage(headerMessages.language)}: ${LOCALES[locale].nativeName}`}>
            <Icon name="globe" />
            <span lang={LOCALES[locale].tag} className={styles.languageName}>{LOCALES[locale].nativeName}</span>
          </PlainButton>
          {languageTrigger.wanted && (
            <Suspense fallback={<LazyPending />}>
              <LanguageMenu binding={languageTrigger.binding} locale={locale} onLocaleChange={onLocaleChange} />
            </Suspense>
          )}
          {user ? (
            <>
              {notifications && <NotificationBell unread={notifications.unread} href={notifications.href} className={styles.headerButton} />}
              {/* Named by hidden text, not aria-label: the initial shown is a picture of the name, not a word of it. */}
              <button {...userTrigger.triggerProps} type="button" className={[styles.brand, styles.headerButton].join(' ')}>
                <span className={styles.avatar} aria-hidden="true" dir="auto">
                  {user.avatarUrl ? <img src={user.avatarUrl} alt="" className={styles.avatarImage} /> : [...name][0]?.toUpperCase()}
                </span>
                <span className={visuallyHidden}>{`${intl.formatMessage(headerMessages.account)}: ${name}`}</span>
              </button>
              {userTrigger.wanted && (
                <Suspense fallback={<LazyPending />}>
                  <UserMenu binding={userTrigger.binding} personalCenterHref={personalCenterHref} myLearningHref={myLearningHref} accountSecurityHref={accountSecurityHref} onFeedback={onFeedback} onSignOut={onSignOut} />
                </Suspense>
              )}
            </>
          ) : (
            onSignIn && (
              <PlainButton size="sm" onClick={onSignIn}>
                {intl.formatMessage(commonMessages.signIn)}
              </PlainButton>
            )
          )}
          {collapsible && (
            <PlainButton {...menu.buttonProps} variant="quiet" size="sm" className={[square.sm, styles.headerButton, styles.menuButton].join(' ')} aria-label={intl.formatMessage(headerMessages.menu)}>
              <Icon name={menu.open ? 'close' : 'menu'} />
            </PlainButton>
          )}
        </div>
      </div>
    </header>
  );
}
