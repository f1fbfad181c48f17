import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { AuthorizeQuery, ConsentRequest } from '@academy/contract';
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

/** The app's request exactly as it is in the address; the server checks every part of it. */
function requestOf(params: URLSearchParams): AuthorizeQuery {
  const names = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;
  return Object.fromEntries(names.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : []))) as AuthorizeQuery;
}

/** Only where the server said to go: the registered redirect URI with the answer (checked there, exact match). */
function leaveFor(redirectTo: string) {
  if (!URL.canParse(redirectTo) || ['javascript:', 'data:', 'vbscript:'].includes(new URL(redirectTo).protocol)) return;
  window.location.assign(redirectTo);
}

/**
 * `/oauth2/v1/authorize` (issue 20): an app registered by a school asks to use the signed-in account. The server
 * checks the request first; an unknown app or an unregistered address is shown here as an error and never followed
 * (RFC 6749 §4.1.2.1). Consent already given for the same scopes goes straight back to the app.
 */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const query = requestOf(params);
  const queryKey = params.toString();

  const refusedOr = useCallback((error: unknown): View => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? { kind: 'refused', status: error.status, detail: error.message } : { kind: 'failed' }), []);

  const check = useCallback(
    (isCurrent: () => boolean) => {
      api.authorize({ query: requestOf(new URLSearchParams(queryKey)) }).then(
        (answer) => {
          if (!isCurrent()) return;
          if (answer.status === 'consent') return setView({ kind: 'consent', request: answer.request });
          setView({ kind: 'leaving' });
          leaveFor(answer.redirectTo);
        },
        (error: unknown) => isCurrent() && setView(refusedOr(error)),
      );
    },
    [queryKey, refusedOr],
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
      const { redirectTo } = await api.authorizeConsent({ body: { ...query, allow } });
      setView({ kind: 'leaving' });
      leaveFor(redirectTo);
    } catch (error) {
      setView(refusedOr(error));
    }
  };

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
      <h1 className={styles.pageTitle}>{intl.formatMessage(view.kind === 'refused' ? m.invalidTitle : titles.authorize)}</h1>
      {view.kind === 'checking' && <Spinner block />}
      {view.kind === 'leaving' && (
        <p role="status">{intl.formatMessage(m.leaving)}</p>
      )}
      {view.kind === 'refused' && (
        <Banner tone="error">
          <p>{intl.formatMessage(view.status === 403 ? m.notMember : m.invalid)}</p>
          <p>{intl.formatMessage(m.serverSaid, { detail: isolate(view.detail) })}</p>
        </Banner>
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
