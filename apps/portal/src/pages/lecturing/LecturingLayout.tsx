import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import { useLecturing } from './lecturingData.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

/** The lecturing center's frame: its two areas (classes, live lectures) as a sub-navigation, the page below. */
export function Component() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { base } = useLecturing();
  const page = pathname.slice(base.length);
  const areas = [
    { to: `${base}/class-management`, label: messages.classesNav, current: !page.startsWith('/live-') },
    { to: `${base}/live-streaming`, label: messages.liveNav, current: page.startsWith('/live-') },
  ];
  return (
    <div className={styles.center}>
      <nav aria-label={intl.formatMessage(messages.navLabel)}>
        <ul className={styles.subNav}>
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={styles.subNavLink({ current: area.current })} aria-current={area.current ? 'page' : undefined}>
                {intl.formatMessage(area.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
