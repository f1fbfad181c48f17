import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { endpoints, ResponseOf } from '@academy/contract';
import { localizedName, loginUrl } from '@academy/rules';
import { Banner, Button, Link, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { resetSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { inviteMessages as messages } from './invite.messages.ts';
import { ROLE_NAMES } from './roles.ts';
import * as styles from './invite.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

type Preview = ResponseOf<typeof endpoints.invitePreview>;
type Joined = ResponseOf<typeof endpoints.joinByInvite>;
type Props = { token: string; schoolId: string | null; preview: Preview | null; signedIn: boolean; here: string };

const GONE: Record<Exclude<Preview['state'], 'active'>, MessageDescriptor> = {
  expired: messages.goneExpired,
  usedUp: messages.goneUsedUp,
  revoked: messages.goneRevoked,
  wrongSchool: messages.goneWrongSchool,
};

/**
 * The invitee's page: the school and the role the link offers, sign in (or up) with a code and come back, then join
 * and land on the school's portal. A link that no longer works says why and offers to ask for a new one.
 */
export function InviteJoin({ token, schoolId, preview: initial, signedIn, here }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocaleControl();
  const [preview, setPreview] = useState(initial);
  const [joined, setJoined] = useState<Joined | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!preview) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(titles.registerInvite)}</h1>
        <Banner tone="error">{intl.formatMessage(messages.goneUnknown)}</Banner>
      </div>
    );
  }
  const school = localizedName(preview.school, locale);
  const role = intl.formatMessage(ROLE_NAMES[preview.role]);

  const join = async () => {
    setPending(true);
    setProblem(null);
    try {
      const result = await api.joinByInvite({ body: { token, ...(schoolId ? { schoolId } : {}) } });
      resetSession();
      // The school joined is the one to come back to next time.
      await api.commonCurrentSchool({ body: { schoolId: result.schoolId } }).catch(() => undefined);
      if (result.alreadyMember) setJoined(result);
      else await navigate(result.portalPath);
    } catch (error) {
      // The link stopped working meanwhile: show why, as on arrival.
      if (error instanceof ApiError && (error.status === 410 || error.status === 409)) {
        setPreview(await api.invitePreview({ query: { token, ...(schoolId ? { schoolId } : {}) } }).catch(() => preview));
      }
      setProblem(failureMessage(error, intl.formatMessage(messages.failed)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.joinTitle, { school: isolate(school) })}</h1>
      {preview.state === 'active' ? (
        <section className={styles.card} aria-labelledby="invite-offer">
          <p id="invite-offer" className={styles.schoolName} dir="auto">{school}</p>
          <p className={styles.muted}>{intl.formatMessage(messages.offered, { role })}</p>
          {joined ? (
            <>
              <Banner tone="info">{intl.formatMessage(joined.keptHigherRole ? messages.keptRole : messages.alreadyMember, { role: intl.formatMessage(ROLE_NAMES[joined.role]) })}</Banner>
              <div>
                <Button onPress={() => void navigate(joined.portalPath)}>{intl.formatMessage(messages.goToSchool, { school: isolate(school) })}</Button>
              </div>
            </>
          ) : signedIn ? (
            <div>
              <Button isPending={pending} onPress={() => void join()}>{intl.formatMessage(messages.join, { school: isolate(school), role })}</Button>
            </div>
          ) : (
            <>
              <p className={styles.muted}>{intl.formatMessage(messages.signInFirst)}</p>
              <div>
                <Link href={loginUrl(here, currentLocale())}>{intl.formatMessage(messages.signIn)}</Link>
              </div>
            </>
          )}
          {problem && preview.state === 'active' && <Banner tone="error">{problem}</Banner>}
        </section>
      ) : (
        <Gone token={token} schoolId={schoolId} message={intl.formatMessage(GONE[preview.state], { school: isolate(school) })} canAsk={preview.state !== 'wrongSchool'} />
      )}
    </div>
  );
}

function Gone({ token, schoolId, message, canAsk }: { token: string; schoolId: string | null; message: string; canAsk: boolean }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = async () => {
    setState('pending');
    setProblem(null);
    try {
      await api.requestNewInvite({ body: { token, ...(schoolId ? { schoolId } : {}) } });
      setState('done');
    } catch (error) {
      setProblem(failureMessage(error, intl.formatMessage(messages.failed)));
      setState('idle');
    }
  };
  return (
    <section className={styles.card} aria-label={message}>
      <Banner tone="warning">{message}</Banner>
      {canAsk && (state === 'done' ? (
        <Banner tone="success">{intl.formatMessage(messages.requested)}</Banner>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage(messages.askAdmin)}</p>
          <div>
            <Button variant="secondary" isPending={state === 'pending'} onPress={() => void ask()}>{intl.formatMessage(messages.requestLink)}</Button>
          </div>
        </>
      ))}
      {problem && <Banner tone="error">{problem}</Banner>}
    </section>
  );
}
