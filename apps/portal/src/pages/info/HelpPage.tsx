import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { helpCenterUrl } from '@academy/rules';
import { Link } from '@academy/ui';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { helpMessages as m } from './help.messages.ts';

type Guide = { title: MessageDescriptor; sections: [MessageDescriptor, MessageDescriptor][] };
const GUIDES: Record<'1' | '2', Guide> = {
  '1': { title: titles.studentGuide, sections: [[m.signInTitle, m.signIn], [m.findTitle, m.find], [m.classTitle, m.class], [m.askTitle, m.ask]] },
  '2': { title: titles.managerGuide, sections: [[m.decorateTitle, m.decorate], [m.classesTitle, m.classes], [m.inviteTitle, m.invite], [m.signInMethodsTitle, m.signInMethods]] },
};

/**
 * The footer's help links (spec §2 "Other destinations"): /helpCenter/helpPage.htm lists the guides, `type=1` is
 * the student guide and `type=2` the manager guide. Public: a visitor looking for help is not asked to sign in.
 */
export function Component() {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [params] = useSearchParams();
  const type = params.get('type');
  const guide = type === '1' || type === '2' ? GUIDES[type] : null;
  if (!guide) {
    return (
      <article className={styles.prose}>
        <h1 className={styles.pageTitle}>{intl.formatMessage(titles.helpCenter)}</h1>
        <p>{intl.formatMessage(m.intro)}</p>
        <ul>
          {(['1', '2'] as const).map((each) => (
            <li key={each}>
              <Link href={helpCenterUrl({ lang: locale, type: Number(each) as 1 | 2 })}>{intl.formatMessage(GUIDES[each].title)}</Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }
  return (
    <article className={styles.prose}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(guide.title)}</h1>
      {guide.sections.map(([heading, body]) => (
        <section key={heading.id}>
          <h2 className={styles.sectionTitle}>{intl.formatMessage(heading)}</h2>
          <p>{intl.formatMessage(body)}</p>
        </section>
      ))}
      <p>
        <Link href={helpCenterUrl({ lang: locale })}>{intl.formatMessage(m.allTopics)}</Link>
      </p>
    </article>
  );
}
