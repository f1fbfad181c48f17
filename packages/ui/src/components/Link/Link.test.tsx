import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Link } from './Link.tsx';
import { Banner } from '../Banner/index.ts';

describe('Link', () => {
  test('a new-tab link is safe and announced in the locale', async () => {
    await renderInApp(<Link href="https://help.example.com" newTab>Help center</Link>, { locale: 'de_DE' });
    const link = screen.getByRole('link', { name: 'Help center (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Banner', () => {
  test('a closable banner has a labelled close button that calls back', async () => {
    const onClose = vi.fn();
    await renderInApp(<Banner title="Maintenance tonight" onClose={onClose} />, { locale: 'fr_FR' });
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('errors are alerts, other tones are polite status messages', async () => {
    await renderInApp(<><Banner tone="error" title="Upload failed" /><Banner tone="info" title="New term starts" /></>);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('status')).toHaveTextContent('New term starts');
  });
});
