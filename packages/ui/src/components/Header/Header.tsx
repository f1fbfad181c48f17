import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton, Link as AriaLink, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { LOCALE_CODES, LOCALES, displayName, type LocaleCode, type UserNames } from '@academy/rules';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { headerMessages } from './Header.messages.ts';
import * as styles from './Header.css.ts';

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
};

/** The portal header (spec §2): school logo, navigation, search, language switcher, sign-in or user menu. */
export function Header({ schoolName, homeHref, logoUrl, navigation, locale, onLocaleChange, onSearch, user, onSignIn, onSignOut, onFeedback, personalCenterHref }: HeaderProps) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim()) onSearch?.(keyword.trim());
  };
  const name = displayName(user);

  const onUserAction = (key: Key) => {
    if (key === 'feedback') onFeedback();
    if (key === 'signOut') onSignOut();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <AriaLink href={homeHref} className={styles.brand} aria-label={`${schoolName} — ${intl.formatMessage(headerMessages.home)}`}>
          {logoUrl && <img src={logoUrl} alt="" className={styles.logo} />}
          <span>{schoolName}</span>
        </AriaLink>
        {navigation.length > 0 && (
          <nav className={styles.nav} aria-label={intl.formatMessage(headerMessages.navigation)}>
            <ul className={styles.navList}>
              {navigation.map((item) => (
                <li key={item.id}>
                  <AriaLink href={item.href} className={styles.navLink} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </AriaLink>
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
              placeholder={intl.formatMessage(headerMessages.searchLabel)}
              aria-label={intl.formatMessage(headerMessages.searchLabel)}
              enterKeyHint="search"
            />
          </form>
        )}
        <div className={styles.actions}>
          <MenuTrigger>
            <Button variant="quiet" size="sm" className={styles.headerButton} aria-label={`${intl.formatMessage(headerMessages.language)}: ${LOCALES[locale].nativeName}`}>
              <Icon name="globe" />
              <span lang={LOCALES[locale].tag}>{LOCALES[locale].nativeName}</span>
            </Button>
            <Popover placement="bottom end">
              <Menu
                className={styles.menu}
                aria-label={intl.formatMessage(headerMessages.language)}
                selectionMode="single"
                selectedKeys={[locale]}
                onAction={(key) => onLocaleChange(key as LocaleCode)}
              >
                {LOCALE_CODES.map((code) => (
                  <MenuItem key={code} id={code} className={styles.menuItem} lang={LOCALES[code].tag} textValue={LOCALES[code].nativeName}>
                    {LOCALES[code].nativeName}
                    {code === locale && <Icon name="check" size="sm" />}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
          {user ? (
            <MenuTrigger>
              <AriaButton className={[styles.brand, styles.headerButton].join(' ')} aria-label={`${intl.formatMessage(headerMessages.account)}: ${name}`}>
                <span className={styles.avatar} aria-hidden="true">
                  {user.avatarUrl ? <img src={user.avatarUrl} alt="" className={styles.avatarImage} /> : [...name][0]?.toUpperCase()}
                </span>
              </AriaButton>
              <Popover placement="bottom end">
                <Menu className={styles.menu} aria-label={intl.formatMessage(headerMessages.account)} onAction={onUserAction}>
                  {personalCenterHref && (
                    <MenuItem id="center" href={personalCenterHref} className={styles.menuItem}>
                      {intl.formatMessage(headerMessages.personalCenter)}
                    </MenuItem>
                  )}
                  <MenuItem id="feedback" className={styles.menuItem}>
                    {intl.formatMessage(headerMessages.feedback)}
                  </MenuItem>
                  <MenuItem id="signOut" className={styles.menuItem}>
                    {intl.formatMessage(headerMessages.signOut)}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          ) : (
            onSignIn && (
              <Button size="sm" onPress={onSignIn}>
                {intl.formatMessage(commonMessages.signIn)}
              </Button>
            )
          )}
        </div>
      </div>
    </header>
  );
}
