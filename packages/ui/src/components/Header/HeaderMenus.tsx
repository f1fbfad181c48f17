import { useIntl } from 'react-intl';
import { Menu, MenuItem, Popover, type Key } from 'react-aria-components';
import { MenuOverlay } from '../../overlays/MenuOverlay.tsx';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@academy/rules';
import { Icon } from '../Icon/index.ts';
import { headerMessages } from './Header.messages.ts';
import type { DeferredMenuBinding } from '../../overlays/useDeferredMenuTrigger.ts';
import * as styles from './Header.css.ts';

// Loaded on the first hover, focus or press of a header menu button (Header.tsx): most visits never open a menu.

export type LanguageMenuProps = { binding: DeferredMenuBinding; locale: LocaleCode; onLocaleChange: (code: LocaleCode) => void };

export function LanguageMenu({ binding, locale, onLocaleChange }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <MenuOverlay binding={binding}>
      <Popover placement="bottom end">
        <Menu className={styles.menu} aria-label={intl.formatMessage(headerMessages.language)} selectionMode="single" selectedKeys={[locale]} onAction={(key) => onLocaleChange(key as LocaleCode)}>
          {LOCALE_CODES.map((code) => (
            <MenuItem key={code} id={code} className={styles.menuItem} lang={LOCALES[code].tag} textValue={LOCALES[code].nativeName}>
              {LOCALES[code].nativeName}
              {code === locale && <Icon name="check" size="sm" />}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuOverlay>
  );
}

export type UserMenuProps = { binding: DeferredMenuBinding; personalCenterHref?: string; myLearningHref?: string; accountSecurityHref?: string; onFeedback: () => void; onSignOut: () => void };

export function UserMenu({ binding, personalCenterHref, myLearningHref, accountSecurityHref, onFeedback, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  const onAction = (key: Key) => {
    if (key === 'feedback') onFeedback();
    if (key === 'signOut') onSignOut();
  };
  return (
    <MenuOverlay binding={binding}>
      <Popover placement="bottom end">
        <Menu className={styles.menu} aria-label={intl.formatMessage(headerMessages.account)} onAction={onAction}>
          {personalCenterHref && (
            <MenuItem id="center" href={personalCenterHref} className={styles.menuItem}>
              {intl.formatMessage(headerMessages.personalCenter)}
            </MenuItem>
          )}
          {myLearningHref && (
            <MenuItem id="myLearning" href={myLearningHref} className={styles.menuItem}>
              {intl.formatMessage(headerMessages.myLearning)}
            </MenuItem>
          )}
          {accountSecurityHref && (
            <MenuItem id="security" href={accountSecurityHref} className={styles.menuItem}>
              {intl.formatMessage(headerMessages.accountSecurity)}
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
    </MenuOverlay>
  );
}
