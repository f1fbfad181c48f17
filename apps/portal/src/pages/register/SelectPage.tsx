import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Banner, Button, Link, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { titles } from '../../routes/titles.messages.ts';
import { registerMessages as messages } from './register.messages.ts';
import { requireUser } from './registrationData.ts';
import * as styles from './register.css.ts';

/** /register/select: academy or store; an unfinished draft (kept on the server) can be resumed or dropped. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const draft = await api.registrationDraft();
  return { draft: draft && draft.status !== 'done' ? draft : null };
}

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loaded.draft);
  const resumeTo = draft?.status === 'provisioning' ? '/register/creating' : `/register/create?type=${draft?.kind ?? 'academy'}`;
  const draftName = draft?.form.name || draft?.form.nameEn || '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.registerSelect)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.selectIntro)}</p>
      {draft && (
        <Banner tone="info">
          <p className={styles.status}>{intl.formatMessage(messages.resume, { kind: draft.kind, name: draftName ? isolate(draftName) : intl.formatMessage(messages.unnamed) })}</p>
          <div className={styles.row}>
            <Button size="sm" onPress={() => void navigate(resumeTo)}>{intl.formatMessage(messages.resumeAction)}</Button>
            {draft.status !== 'provisioning' && (
              <Button size="sm" variant="secondary" onPress={() => void api.discardRegistrationDraft().then(() => setDraft(null))}>
                {intl.formatMessage(messages.startOver)}
              </Button>
            )}
          </div>
        </Banner>
      )}
      <ul className={styles.choices}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.academyTitle)}</h2>
          <p className={styles.muted}>{intl.formatMessage(messages.academyText)}</p>
          <Link href="/register/create?type=academy">{intl.formatMessage(titles.registerCreateAcademy)}</Link>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.storeTitle)}</h2>
          <p className={styles.muted}>{intl.formatMessage(messages.storeText)}</p>
          <Link href="/register/create?type=store">{intl.formatMessage(titles.registerCreateStore)}</Link>
        </li>
      </ul>
    </div>
  );
}
