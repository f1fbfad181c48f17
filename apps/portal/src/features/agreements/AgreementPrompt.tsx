import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Banner, Button, Link } from '@academy/ui';
import { api } from '../../app/api.ts';
import { signOut } from '../../app/signOut.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { promptMessages as m } from './agreementPrompt.messages.ts';
import * as styles from './agreementPrompt.css.ts';
import { useSigning } from './useSigning.ts';

type Pending = Awaited<ReturnType<typeof api.compareAndSignAgreements>>['pending'];

/**
 * Asks a signed-in user to accept the newest terms of service and privacy policy: what changed, links to read them,
 * Accept. Declining signs the user out (the portal cannot be used without them); until then it is asked on every
 * page. It sits in the page under the header rather than over it, so the texts it links to stay readable.
 */
export function AgreementPrompt({ pending, onDone }: { pending: Pending; onDone: (left: Pending) => void }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const titleId = useId();
  const { busy, failed, run } = useSigning();
  const first = pending.every((entry) => entry.acceptedVersion === null);

  const accept = () =>
    run(async () => {
      const answer = await api.compareAndSignAgreements({ body: { lang: locale, accept: pending.map(({ kind, version }) => ({ kind: kind as 'service' | 'privacy', version })) } });
      onDone(answer.pending);
    });

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(first ? m.titleFirst : m.titleUpdated)}
      </h2>
      <p>{intl.formatMessage(first ? m.introFirst : m.introUpdated)}</p>
      <ul className={styles.list}>
        {pending.map((entry) => (
          <li key={entry.kind} className={styles.item}>
            <span className={styles.name}>{entry.kind === 'service' ? intl.formatMessage(m.service, { version: entry.version }) : intl.formatMessage(m.privacy, { version: entry.version })}</span>
            {entry.acceptedVersion !== null && (
              <p dir="auto" className={styles.changes}>
                {entry.changes ?? intl.formatMessage(m.noChanges)}
              </p>
            )}
            <Link href={`/${entry.kind}?version=${entry.version}`} newTab>
              {intl.formatMessage(m.readHere)}
            </Link>
          </li>
        ))}
      </ul>
      {failed && <Banner tone="error">{intl.formatMessage(m.failed)}</Banner>}
      <div className={styles.actions}>
        <Button onPress={() => void accept()} isPending={busy}>
          {intl.formatMessage(m.accept)}
        </Button>
        <Button variant="secondary" onPress={() => void signOut(`${location.pathname}${location.search}`, locale)}>
          {intl.formatMessage(m.decline)}
        </Button>
      </div>
    </section>
  );
}
