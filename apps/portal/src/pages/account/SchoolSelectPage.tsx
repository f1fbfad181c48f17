import { useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useNavigate } from 'react-router';
import { loginUrl, localizedName } from '@academy/rules';
import { Badge, Banner, Button, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { ROLE_NAMES } from '../invite/roles.ts';
import * as styles from '../invite/invite.css.ts';
import { schoolSelectMessages as messages } from './schoolSelect.messages.ts';

/**
 * /login/select: a user in several schools picks one, the last chosen first (remembered on the server). With one
 * school there is nothing to choose: straight to it; with none, to the site's start.
 */
export async function loader() {
  const user = await getSession();
  if (!user) throw redirect(loginUrl('/login/select', currentLocale()));
  const memberships = await api.memberships({ params: { userId: user.userId } });
  if (memberships.length === 0) throw redirect('/');
  if (memberships.length === 1) {
    const only = memberships[0]!.school.id;
    await api.commonCurrentSchool({ body: { schoolId: only } }).catch(() => undefined);
    throw redirect(`/portal/${only}`);
  }
  return { memberships };
}

export function Component() {
  const { memberships } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocaleControl();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const choose = async (schoolId: string) => {
    setPending(schoolId);
    setFailed(false);
    try {
      await api.commonCurrentSchool({ body: { schoolId } });
      await navigate(`/portal/${schoolId}`);
    } catch {
      setFailed(true);
      setPending(null);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.loginSelect)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.intro)}</p>
      {failed && <Banner tone="error">{intl.formatMessage(messages.failed)}</Banner>}
      <ul className={styles.list}>
        {memberships.map((membership, index) => {
          const name = localizedName(membership.school, locale);
          const headingId = `school-${membership.school.id}`;
          return (
            <li key={membership.school.id}>
              <section className={styles.card} aria-labelledby={headingId}>
                <div className={styles.cardHeader}>
                  <h2 id={headingId} className={styles.sectionTitle} dir="auto">{name}</h2>
                  {index === 0 && membership.lastChosenAt && <Badge tone="info">{intl.formatMessage(messages.lastUsed)}</Badge>}
                </div>
                <p className={styles.muted}>{intl.formatMessage(ROLE_NAMES[membership.role])}</p>
                <div>
                  <Button variant={index === 0 ? 'primary' : 'secondary'} isPending={pending === membership.school.id} isDisabled={pending !== null && pending !== membership.school.id} onPress={() => void choose(membership.school.id)}>
                    {intl.formatMessage(messages.enter, { school: isolate(name) })}
                  </Button>
                </div>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
