import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { CertificateCard } from './CertificateCard.tsx';

describe('CertificateCard', () => {
  test('issued: number, date in the school zone, the PDF as a download and the verification page', async () => {
    await renderInApp(<CertificateCard title="Python" state="issued" certificateNo="CERT-2026-000001" issuedAt="2026-11-29T20:00:00Z" timeZone="Asia/Shanghai" downloadHref="/a.pdf" verifyHref="/certificate/verify/x" />);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'certificate-CERT-2026-000001.pdf');
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', '/certificate/verify/x');
    expect(screen.getByText(/Nov 30, 2026/)).toBeInTheDocument();
  });

  test('not yet issued: the progress, no links', async () => {
    await renderInApp(<CertificateCard title="Python" state="notYet" progress={40} examsPassed={1} examsTotal={2} downloadHref="/a.pdf" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/1 of 2 passed/)).toBeInTheDocument();
  });
});
