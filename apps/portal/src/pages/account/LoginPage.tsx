import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResponseOf, endpoints } from '@academy/contract';
import { Button, LoginBox, isolate, useLoginBox } from '@academy/ui';
import { api } from '../../app/api.ts';
import { codeSignInCalls, rememberCodeSignIn } from '../../app/codeSignIn.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { loginMessages } from './account.messages.ts';
import { afterSignInPath, loginSchoolId, providerStartUrl } from './loginSchool.ts';
import { QrSignInOption } from './QrSignInOption.tsx';

/**
 * Sign in with a one-time code by SMS or e-mail (spec §4); then back to the same-origin `redirect`. A school that
 * signs in through its enterprise OAuth2 or corporate SSO provider also gets a button for each (issue 20); the code
 * sign-in stays available.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const schoolId = loginSchoolId(params);
  const [providers, setProviders] = useState<ResponseOf<typeof endpoints.signInProviders>>([]);
  const box = useLoginBox({
    ...codeSignInCalls,
    onSignedIn: () => {
      rememberCodeSignIn();
      void navigate(afterSignInPath(params), { replace: true });
    },
  });

  useEffect(() => {
    if (!schoolId) return;
    let current = true;
    // Without the list (the call failed) the code sign-in still works: no buttons, no error.
    api.signInProviders({ query: { schoolId } }).then(
      (list) => current && setProviders(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [schoolId]);

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.login)}</h1>
      {providers.length > 0 && (
        <div role="group" aria-label={intl.formatMessage(loginMessages.providersLabel)} className={styles.stack}>
          {providers.map((provider) => (
            <Button key={provider.kind} size="lg" fullWidth onPress={() => window.location.assign(providerStartUrl(provider.startUrl, params.get('redirect')))}>
              {intl.formatMessage(loginMessages.withProvider, { provider: isolate(provider.displayName) })}
            </Button>
          ))}
          <p className={styles.muted}>{intl.formatMessage(loginMessages.orCode)}</p>
        </div>
      )}
      <LoginBox {...box} />
      <QrSignInOption />
    </div>
  );
}
