import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Banner, Link, Spinner } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import * as styles from '../../layouts/layout.css.ts';
import { agreementPageMessages as m } from './agreements.messages.ts';

type Document = Awaited<ReturnType<typeof api.agreementDocument>>;
type Loaded = { key: string } & ({ status: 'ready'; document: Document } | { status: 'failed' });

/**
 * A versioned legal page: the current version (or `?version=`) as published on the server, with its number and date,
 * what changed, and every version. When the server does not answer, the text shipped with the portal is shown.
 */
export function InfoPage({ kind, title, intro, sections }: { kind: 'service' | 'privacy'; title: MessageDescriptor; intro: MessageDescriptor; sections: [MessageDescriptor, MessageDescriptor][] }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || undefined;
  // The answer is kept with what it answers: another version or language shows the spinner until its own arrives.
  const key = `${kind}:${version ?? ''}:${locale}`;
  const [answer, setAnswer] = useState<Loaded | null>(null);
  const loaded = answer?.key === key ? answer : { status: 'loading' as const };
  useEffect(() => {
    let current = true;
    api.agreementDocument({ query: { kind, version, lang: locale } }).then(
      (document) => current && setAnswer({ key: `${kind}:${version ?? ''}:${locale}`, status: 'ready', document }),
      () => current && setAnswer({ key: `${kind}:${version ?? ''}:${locale}`, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [kind, version, locale]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });

  if (loaded.status === 'loading') return <Spinner block />;
  if (loaded.status === 'failed') {
    return (
      <article className={styles.prose}>
        <h1 className={styles.pageTitle}>{intl.formatMessage(title)}</h1>
        <Banner tone="warning">{intl.formatMessage(m.unavailable)}</Banner>
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
  const { document } = loaded;
  return (
    <article className={styles.prose}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.versionLine, { version: document.version, date: date(document.publishedAt) })}</p>
      {!document.current && (
        <Banner tone="warning">
          {intl.formatMessage(m.olderVersion)} <Link href={`/${kind}`}>{intl.formatMessage(m.readCurrent)}</Link>
        </Banner>
      )}
      {document.changes && (
        <section>
          <h2 className={styles.sectionTitle}>{intl.formatMessage(m.changesTitle)}</h2>
          <p dir="auto">{document.changes}</p>
        </section>
      )}
      <div dir="auto" lang={document.locale.replace('_', '-')} className={styles.prose}>
        <p>{document.body.intro}</p>
        {document.body.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.sectionTitle}>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      {document.versions.length > 1 && (
        <nav aria-labelledby={`${kind}-versions`}>
          <h2 id={`${kind}-versions`} className={styles.sectionTitle}>
            {intl.formatMessage(m.versionsTitle)}
          </h2>
          <ul>
            {document.versions.map((entry) => (
              <li key={entry.version}>
                <Link href={`/${kind}?version=${entry.version}`} aria-current={entry.version === document.version ? 'page' : undefined}>
                  {intl.formatMessage(m.versionLink, { version: entry.version, date: date(entry.publishedAt) })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
