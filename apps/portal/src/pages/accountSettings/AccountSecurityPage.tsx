import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Button } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession, resetSession } from '../../app/session.ts';
import { recheckAgreements } from '../../layouts/AgreementGate.tsx';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { AddressForm } from './AddressForm.tsx';
import { accountMessages as m } from './accountSettings.messages.ts';

export async function loader() {
  return { user: await getSession() };
}

/** /account/security: the account's e-mail and mobile (changed with a code sent to the new one), and the agreements. */
export function Component() {
  const intl = useIntl();
  const { user } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const [email, setEmail] = useState(user?.email ?? null);
  const [mobile, setMobile] = useState(user?.mobile ?? null);
  const [withdrawing, setWithdrawing] = useState(false);
  const bound = (set: (value: string) => void) => (value: string) => {
    set(value);
    // The header and other pages read the user again.
    resetSession();
  };
  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await api.withdrawAgreementSigns();
      recheckAgreements();
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.accountSecurity)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <section aria-labelledby="account-email" className={styles.stack}>
        <h2 id="account-email" className={styles.sectionTitle}>{intl.formatMessage(m.emailTitle)}</h2>
        <AddressForm
          kind="email"
          current={email}
          sendCode={(address) => api.bindEmailCode({ query: { newEmail: address } })}
          bind={(address, code) => api.bindEmail({ query: { newEmail: address, emailCode: code } })}
          onBound={bound(setEmail)}
        />
      </section>
      <section aria-labelledby="account-mobile" className={styles.stack}>
        <h2 id="account-mobile" className={styles.sectionTitle}>{intl.formatMessage(m.mobileTitle)}</h2>
        <AddressForm
          kind="mobile"
          current={mobile}
          sendCode={(address) => api.bindSmsCode({ body: { newMobile: address } })}
          bind={(address, code) => api.bindMobile({ body: { newMobile: address, smsCode: code } })}
          onBound={bound(setMobile)}
        />
      </section>
      <section aria-labelledby="account-agreements" className={styles.stack}>
        <h2 id="account-agreements" className={styles.sectionTitle}>{intl.formatMessage(m.agreementsTitle)}</h2>
        <p>{intl.formatMessage(m.agreementsText)}</p>
        <div>
          <Button variant="secondary" onPress={() => void withdraw()} isPending={withdrawing}>
            {intl.formatMessage(m.withdraw)}
          </Button>
        </div>
      </section>
    </div>
  );
}
