import { afterEach, describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@academy/ui';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';

const revokeCertificate = vi.fn();
vi.mock('../../app/api.ts', () => ({ api: { revokeCertificate: (input: unknown) => revokeCertificate(input) } }));
const { RevokeCertificateDialog, RosterCertificateCell } = await import('./RosterCertificate.tsx');

const SCHOOL = '1000000000000000001';
const CODE = '0123456789abcdef0123456789abcdef';
const issued = { certificateNo: 'CERT-2026-000042', verificationCode: CODE, revokedAt: null };

/** One roster cell and the dialog, as RosterPanel wires them. */
function Roster({ canRevoke, onRevoked = () => undefined }: { canRevoke: boolean; onRevoked?: () => void }) {
  const [target, setTarget] = useState<Parameters<typeof RevokeCertificateDialog>[0]['target']>(null);
  return (
    <ToastProvider>
      <RosterCertificateCell name="李明" certificate={issued} canRevoke={canRevoke} onRevoke={setTarget} />
      <RevokeCertificateDialog schoolId={SCHOOL} target={target} onClose={() => setTarget(null)} onRevoked={onRevoked} />
    </ToastProvider>
  );
}

afterEach(() => revokeCertificate.mockReset());

describe('revoking a certificate from the roster (issue 33)', () => {
  test('an administrator is asked first, told the consequence; confirming revokes it and the roster reloads', async () => {
    const onRevoked = vi.fn();
    revokeCertificate.mockResolvedValue({ status: 'revoked' });
    await renderInApp(<Roster canRevoke onRevoked={onRevoked} />);
    expect(screen.getByRole('link', { name: 'CERT-2026-000042' })).toHaveAttribute('href', `/certificate/verify/${CODE}`);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke 李明’s certificate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('its public verification page will say so');
    expect(dialog).toHaveTextContent('can no longer download the PDF');
    // Nothing happens before the confirmation.
    expect(revokeCertificate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() => expect(onRevoked).toHaveBeenCalled());
    expect(revokeCertificate).toHaveBeenCalledWith({ params: { code: CODE }, tenantId: SCHOOL });
    expect(await screen.findByText('Certificate CERT-2026-000042 revoked.')).toBeInTheDocument();
  }, 30_000);

  test('a lecturer sees the certificate but no revoke button; a revoked one says so; none says not issued', async () => {
    await renderInApp(<Roster canRevoke={false} />);
    expect(screen.getByRole('link', { name: 'CERT-2026-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    await renderInApp(<RosterCertificateCell name="x" certificate={{ ...issued, revokedAt: '2026-11-29T00:00:00Z' }} canRevoke onRevoke={() => undefined} />);
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    await renderInApp(<RosterCertificateCell name="x" certificate={null} canRevoke onRevoke={() => undefined} />);
    expect(screen.getByText('Not issued')).toBeInTheDocument();
  }, 30_000);
});
