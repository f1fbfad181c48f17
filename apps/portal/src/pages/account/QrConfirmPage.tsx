import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { QrSignInRequest, type QrSignInRequestState } from '@academy/ui';
import { api } from '../../app/api.ts';
import { qrLoginMessages as m } from './qrLogin.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

const QR_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * /login/qr?id=… on a signed-in phone (the route guard sends anyone else to the login page and back here): which
 * browser asks to be signed in — device, IP address, time — then Confirm or Cancel.
 */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const qrId = params.get('id') ?? '';
  const valid = QR_ID.test(qrId);
  const [state, setState] = useState<QrSignInRequestState>({ kind: 'loading' });

  const failed = (error: unknown): QrSignInRequestState => ({ kind: 'failed', message: failureMessage(error, intl.formatMessage(m.networkFailed)) });

  useEffect(() => {
    if (!valid) return;
    let current = true;
    api.qrLoginScan({ query: { qrId } }).then(
      (requester) => current && setState({ kind: 'asking', requester }),
      (error: unknown) => current && setState(failed(error)),
    );
    return () => {
      current = false;
    };
    // failed only formats a message; the scan runs once per id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qrId, valid]);

  const answer = async (choice: 'confirm' | 'cancel') => {
    if (state.kind !== 'asking' || state.busy) return;
    setState({ ...state, busy: choice });
    try {
      if (choice === 'confirm') await api.qrLoginConfirm({ body: { qrId } });
      else await api.qrLoginCancel({ body: { qrId } });
      setState({ kind: choice === 'confirm' ? 'confirmed' : 'cancelled' });
    } catch (error) {
      setState(failed(error));
    }
  };

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <QrSignInRequest state={valid ? state : { kind: 'failed', message: intl.formatMessage(m.missingId) }} onConfirm={() => void answer('confirm')} onCancel={() => void answer('cancel')} />
    </div>
  );
}
