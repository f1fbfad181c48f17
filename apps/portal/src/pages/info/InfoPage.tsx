import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from '../../layouts/layout.css.ts';

/** A short legal page: title, introduction, then headed paragraphs. */
export function InfoPage({ title, intro, sections }: { title: MessageDescriptor; intro: MessageDescriptor; sections: [MessageDescriptor, MessageDescriptor][] }) {
  const intl = useIntl();
  return (
    <article className={styles.prose}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(title)}</h1>
      <p>{intl.formatMessage(intro)}</p>
      {sections.map(([heading, body]) => (
        <section key={heading.id}>
          <h2 className={styles.sectionTitle}>{intl.formatMessage(heading)}</h2>
          <p>{intl.formatMessage(body)}</p>
        </section>
      ))}
    </article>
  );
}
