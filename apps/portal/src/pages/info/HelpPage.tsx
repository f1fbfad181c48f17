import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { HELP_GUIDES, helpCenterUrl, type HelpTopic } from '@academy/rules';
import { Link } from '@academy/ui';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { helpMessages as m } from './help.messages.ts';

type Guide = { title: MessageDescriptor; sections: [MessageDescriptor, MessageDescriptor][] };
const guideOf = (title: MessageDescriptor, topics: readonly HelpTopic[]): Guide => ({ title, sections: topics.map((topic) => [m[`${topic}Title`], m[topic]]) });
const GUIDES: Record<'1' | '2', Guide> = { '1': guideOf(titles.studentGuide, HELP_GUIDES[1]), '2': guideOf(titles.managerGuide, HELP_GUIDES[2]) };

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
