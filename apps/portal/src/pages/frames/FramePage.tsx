import { useIntl } from 'react-intl';
import { useMatches, useLocation, useParams } from 'react-router';
import { Button, EmptyState, Link, commonMessages, type IconName } from '@academy/ui';
import type { Resource } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { CLASS_ROUTE_IDS, titleOf } from '../../routes/handle.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { shellMessages } from '../../app/messages.ts';
import { frameMessages } from './frames.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

type Area = 'account' | 'portal' | 'lecturing' | 'classInfo' | 'personal' | 'o3' | 'admin';

const COPY: Record<Area, { title: keyof typeof frameMessages; body: keyof typeof frameMessages; icon: IconName }> = {
  account: { title: 'accountTitle', body: 'accountBody', icon: 'user' },
  portal: { title: 'portalTitle', body: 'portalBody', icon: 'inbox' },
  lecturing: { title: 'lecturingTitle', body: 'lecturingBody', icon: 'clock' },
  classInfo: { title: 'classTitle', body: 'classBody', icon: 'info' },
  personal: { title: 'personalTitle', body: 'personalBody', icon: 'user' },
  o3: { title: 'o3Title', body: 'o3Body', icon: 'map' },
  admin: { title: 'adminTitle', body: 'adminBody', icon: 'tool' },
};

/** A real page for a route whose feature comes later: its title, the way back, and an honest empty state. */
export function framePage(area: Area) {
  return function FramePage() {
    const intl = useIntl();
    const matches = useMatches();
    const location = useLocation();
    const { schoolId } = useParams();
    const url = new URL(`${location.pathname}${location.search}`, 'http://portal.invalid');
    const title = [...matches].reverse().map((match) => titleOf(match.handle, url)).find(Boolean);
    const home = schoolId ? `/portal/${schoolId}` : '/';
    const copy = COPY[area];
    const { locale } = useLocaleControl();
    // Class pages show the class they are about (looked up by their route's loader).
    const classOfPage = matches.map((match) => (CLASS_ROUTE_IDS as readonly string[]).includes(match.id) ? (match.loaderData as Resource) : undefined).find(Boolean);
    return (
      <div className={styles.stack}>
        <nav aria-label={intl.formatMessage(shellMessages.backHome)}>
          <Link href={home}>{intl.formatMessage(shellMessages.backHome)}</Link>
        </nav>
        {title && <h1 className={styles.pageTitle}>{intl.formatMessage(title)}</h1>}
        {classOfPage && <p className={styles.sectionTitle}>{localizedName(classOfPage, locale)}</p>}
        <EmptyState
          icon={copy.icon}
          title={intl.formatMessage(frameMessages[copy.title])}
          description={intl.formatMessage(frameMessages[copy.body])}
          action={area === 'account' ? <Button onPress={() => window.location.assign('/login/index')}>{intl.formatMessage(commonMessages.signIn)}</Button> : undefined}
        />
      </div>
    );
  };
}
