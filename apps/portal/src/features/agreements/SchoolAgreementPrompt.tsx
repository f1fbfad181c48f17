import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Banner, Button } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { promptMessages as m } from './agreementPrompt.messages.ts';
import * as styles from './agreementPrompt.css.ts';
import { useSigning } from './useSigning.ts';

type Status = Awaited<ReturnType<typeof api.schoolDataProcessingStatus>>;
type Document = Awaited<ReturnType<typeof api.agreementDocument>>;

/** On a school's admin pages, until the school has signed the newest data processing agreement. "Not now" asks again next time. */
export function SchoolAgreementPrompt({ schoolId, status, onDone }: { schoolId: string; status: Status; onDone: (status: Status | null) => void }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const titleId = useId();
  const [text, setText] = useState<Document | null>(null);
  const { busy, failed, run } = useSigning();
  useEffect(() => {
    let current = true;
    api.agreementDocument({ query: { kind: 'schoolDataProcessing', version: status.version, lang: locale } }).then((document) => current && setText(document), () => undefined);
    return () => {
      current = false;
    };
  }, [status.version, locale]);

  const sign = () =>
    run(async () => {
      onDone(await api.signSchoolDataProcessing({ query: { schoolId, lang: locale, version: status.version } }));
    });

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(m.dpaTitle)}
      </h2>
      <p>{intl.formatMessage(m.dpaIntro, { version: status.version })}</p>
      {text && (
        <details>
          <summary>{intl.formatMessage(m.readHere)}</summary>
          <div className={styles.fullText} dir="auto">
            <p>{text.body.intro}</p>
            {text.body.sections.map((section) => (
              <section key={section.heading}>
                <h3 className={styles.name}>{section.heading}</h3>
                <p>{section.text}</p>
              </section>
            ))}
          </div>
        </details>
      )}
      {failed && <Banner tone="error">{intl.formatMessage(m.failed)}</Banner>}
      <div className={styles.actions}>
        <Button onPress={() => void sign()} isPending={busy}>
          {intl.formatMessage(m.dpaSign)}
        </Button>
        <Button variant="secondary" onPress={() => onDone(null)}>
          {intl.formatMessage(m.dpaLater)}
        </Button>
      </div>
    </section>
  );
}
