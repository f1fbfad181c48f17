import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, Button, cookieMessages as m } from '@academy/ui';
import { COOKIE_NAMES } from '@academy/rules';
import { ANALYTICS_CONSENT_KEY, CookiePreferences } from '../../features/CookiePreferences.tsx';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

const CATEGORIES: { title: MessageDescriptor; body: MessageDescriptor; names: readonly string[] }[] = [
  { title: m.essentialTab, body: m.essentialBody, names: COOKIE_NAMES.essential },
  { title: m.analyticsTab, body: m.analyticsBody, names: COOKIE_NAMES.analytics },
];

/**
 * The footer's cookie policy (spec §2 "Other destinations": /commonUsage/cookiePolicy.htm): what each category is
 * for, the cookies in it, whether analytics is on in this browser, and the cookie settings to change it. Public.
 */
export function Component() {
  const intl = useIntl();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [analytics, setAnalytics] = useState(() => localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'true');
  return (
    <article className={styles.prose}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.cookiePolicy)}</h1>
      <p>{intl.formatMessage(m.privacyBody)}</p>
      {CATEGORIES.map((category, index) => (
        <section key={category.title.id}>
          <h2 className={styles.sectionTitle}>
            {intl.formatMessage(category.title)}{' '}
            <Badge tone={index === 0 || analytics ? 'success' : 'neutral'}>{intl.formatMessage(index === 0 ? m.alwaysActive : analytics ? m.active : m.inactive)}</Badge>
          </h2>
          <p>{intl.formatMessage(category.body)}</p>
          <p className={styles.muted}>{intl.formatMessage(m.cookieNames)}</p>
          <ul>
            {category.names.map((name) => (
              <li key={name}>
                <code dir="ltr">{name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
          {intl.formatMessage(m.title)}
        </Button>
      </p>
      <CookiePreferences
        isOpen={settingsOpen}
        onOpenChange={(open) => {
          setSettingsOpen(open);
          if (!open) setAnalytics(localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'true');
        }}
      />
    </article>
  );
}
