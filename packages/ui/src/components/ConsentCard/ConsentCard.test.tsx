import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { ConsentCard } from './ConsentCard.tsx';

describe('ConsentCard', () => {
  test('names the app, its school, what it asks in words and where the answer goes; the buttons answer', async () => {
    const onAllow = vi.fn();
    const onDeny = vi.fn();
    await renderInApp(<ConsentCard appName="Harbour Library" schoolName="Harbour Academy" scopes={['openid', 'email']} redirectHost="app.example:8443" onAllow={onAllow} onDeny={onDeny} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('\u2068Harbour Library\u2069 wants to use your account');
    expect(screen.getByText(/Harbour Academy/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Who you are (your account ID)', 'Your e-mail address']);
    expect(screen.getByText('app.example:8443')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(onAllow).toHaveBeenCalledOnce();
    expect(onDeny).toHaveBeenCalledOnce();
  });
});
