import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ConsentRequest } from '@academy/contract';
import { ApiError } from '@academy/api-client';
import { Banner, Button, ConsentCard, Spinner, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { authorizeMessages as m } from './authorize.messages.ts';

type View =
  | { kind: 'checking' }
  | { kind: 'consent'; request: ConsentRequest; busy?: 'allow' | 'deny' }
  | { kind: 'leaving' }
  /** Refused by the server (400 unknown app or address, 403 another school's app): never a redirect. */
  | { kind: 'refused'; status: number; detail: string }
  | { kind: 'failed' };

/** Only where the server said to go: the provider's own address, which sends the browser on to the app. */
function leaveFor(redirectTo: string) {
  if (!URL.canParse(redirectTo) || ['javascript:', 'data:', 'vbscript:'].includes(new URL(redirectTo).protocol)) return;
  window.location.assign(redirectTo);
}

/**
 * `/oauth2/v1/interaction` (issues 20 and 32): the person's steps of our OpenID provider. The provider checks an
 * app's request at `/oauth2/v1/authorize` and sends the browser here with `uid` (this page asks for consent, or goes
 * straight on when it is on record; the route guard signs the visitor in first), with `error` when the request cannot
 * go back to the app (unknown app, unregistered address: shown here, never followed, RFC 6749 §4.1.2.1), or with
 * `logout` (the provider's xsrf) when an app asks to sign the person out.
 */
export function Component() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const logout = params.get('logout');
  if (logout !== null) return <SignOut xsrf={logout} />;
  if (error !== null) return <Refused status={400} detail={error} />;
  return <Consent uid={params.get('uid') ?? ''} />;
}

function Refused({ status, detail }: { status: number; detail: string }) {
  const intl = useIntl();
  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(m.invalidTitle)}</h1>
      <Banner tone="error">
        <p>{intl.formatMessage(status === 403 ? m.notMember : m.invalid)}</p>
        {detail && <p>{intl.formatMessage(m.serverSaid, { detail: isolate(detail) })}</p>}
      </Banner>
    </div>
  );
}

/**
 * The provider's confirmation address, with its xsrf value: its answer (where to go next, the app's address after a
 * sign-out) comes as JSON, since the page's CSP keeps forms on this site.
 */
function SignOut({ xsrf }: { xsrf: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'asking' | 'busy' | 'failed'>('asking');
  const answer = async (logout: boolean) => {
    setState('busy');
    const body = new URLSearchParams({ xsrf, ...(logout ? { logout: 'yes' } : {}) });
    try {
      const response = await fetch('/oauth2/v1/logout/confirm', { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      leaveFor(((await response.json()) as { redirectTo: string }).redirectTo);
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(m.logoutTitle)}</h1>
      <p>{intl.formatMessage(m.logoutText)}</p>
      {state === 'failed' && <Banner tone="error">{intl.formatMessage(m.failed)}</Banner>}
      <div className={styles.row}>
        <Button isPending={state === 'busy'} onPress={() => void answer(true)}>
          {intl.formatMessage(m.logoutYes)}
        </Button>
        <Button variant="secondary" isDisabled={state === 'busy'} onPress={() => void answer(false)}>
          {intl.formatMessage(m.logoutNo)}
        </Button>
      </div>
    </div>
  );
}

function Consent({ uid }: { uid: string }) {
  const intl = useIntl();
  const [view, setView] = useState<View>({ kind: 'checking' });

  const refusedOr = useCallback((error: unknown): View => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? { kind: 'refused', status: error.status, detail: error.message } : { kind: 'failed' }), []);

  const check = useCallback(
    (isCurrent: () => boolean) => {
      api.authorize({ query: { uid } }).then(
        (answer) => {
          if (!isCurrent()) return;
          if (answer.status === 'consent') return setView({ kind: 'consent', request: answer.request });
          setView({ kind: 'leaving' });
          leaveFor(answer.redirectTo);
        },
        (error: unknown) => isCurrent() && setView(refusedOr(error)),
      );
    },
    [uid, refusedOr],
  );

  useEffect(() => {
    let current = true;
    check(() => current);
    return () => {
      current = false;
    };
  }, [check]);

  const answer = async (allow: boolean) => {
    if (view.kind !== 'consent' || view.busy) return;
    setView({ ...view, busy: allow ? 'allow' : 'deny' });
    try {
      const { redirectTo } = await api.authorizeConsent({ body: { uid, allow } });
      setView({ kind: 'leaving' });
      leaveFor(redirectTo);
    } catch (error) {
      setView(refusedOr(error));
    }
  };

  if (view.kind === 'refused') return <Refused status={view.status} detail={view.detail} />;
  if (view.kind === 'consent') {
    return (
      <div className={[styles.stack, styles.narrow].join(' ')}>
        <ConsentCard
          appName={view.request.appName}
          schoolName={view.request.schoolName}
          scopes={view.request.scopes}
          redirectHost={view.request.redirectHost}
          busy={view.busy}
          onAllow={() => void answer(true)}
          onDeny={() => void answer(false)}
        />
      </div>
    );
  }

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.authorize)}</h1>
      {view.kind === 'checking' && <Spinner block />}
      {view.kind === 'leaving' && (
        <p role="status">{intl.formatMessage(m.leaving)}</p>
      )}
      {view.kind === 'failed' && (
        <>
          <Banner tone="error">{intl.formatMessage(m.failed)}</Banner>
          <div className={styles.row}>
            <Button
              variant="secondary"
              onPress={() => {
                setView({ kind: 'checking' });
                check(() => true);
              }}
            >
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
