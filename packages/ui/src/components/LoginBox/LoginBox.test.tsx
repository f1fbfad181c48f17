import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { LoginBox } from './LoginBox.tsx';
import { useLoginBox, type UseLoginBoxOptions } from './useLoginBox.ts';

function Connected(options: Partial<UseLoginBoxOptions>) {
  return <LoginBox {...useLoginBox({ sendCode: async () => ({ ok: true, resendAfter: 2 }), signIn: async () => ({ ok: true }), onSignedIn: () => undefined, ...options })} />;
}

const accountField = () => screen.getAllByRole('textbox')[0]!;
const flush = () => act(async () => {});

describe('LoginBox with useLoginBox', () => {
  afterEach(() => vi.useRealTimers());

  test('the resend countdown runs out and the button sends again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderInApp(<Connected />);
    fireEvent.change(accountField(), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: /Resend in 2/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Code sent. It is valid for 5 minutes.');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: /Resend in 1/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  test('a refused code request shows the server message and keeps the number', async () => {
    await renderInApp(<Connected sendCode={async () => ({ ok: false, message: 'Too many codes for this number today.' })} />);
    fireEvent.change(accountField(), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes for this number today.');
    expect(accountField()).toHaveValue('13800000001');
  });

  test('a wrong e-mail is refused before any call, in the reader’s language', async () => {
    const sendCode = vi.fn();
    await renderInApp(<Connected methods={['email']} sendCode={sendCode} />, { locale: 'de_DE' });
    fireEvent.change(accountField(), { target: { value: 'li@harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    await flush();
    expect(sendCode).not.toHaveBeenCalled();
    expect(accountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  test('signing in stays busy after success, so a second press sends nothing', async () => {
    const signIn = vi.fn(async () => ({ ok: true as const }));
    const onSignedIn = vi.fn();
    await renderInApp(<Connected signIn={signIn} onSignedIn={onSignedIn} />);
    fireEvent.change(accountField(), { target: { value: '13800000001' } });
    fireEvent.change(screen.getAllByRole('textbox')[1]!, { target: { value: '482913' } });
    fireEvent.submit(accountField().closest('form')!);
    await flush();
    fireEvent.submit(accountField().closest('form')!);
    await flush();
    expect(signIn).toHaveBeenCalledOnce();
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  test('a number and a code pasted with spaces sign in, not cut short at the field length', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn(async () => ({ ok: true as const }));
    await renderInApp(<Connected signIn={signIn} />);
    await user.click(accountField());
    await user.paste('138 0000 0001');
    expect(accountField()).toHaveValue('13800000001');
    await user.click(screen.getAllByRole('textbox')[1]!);
    await user.paste(' 482 913 ');
    expect(screen.getAllByRole('textbox')[1]).toHaveValue('482913');
    fireEvent.submit(accountField().closest('form')!);
    await flush();
    expect(signIn).toHaveBeenCalledWith({ method: 'sms', account: '13800000001', code: '482913' });
  });

  test('a wrong code and a wait are said in the reader’s language, not in the server’s English', async () => {
    const signIn = vi.fn().mockResolvedValueOnce({ ok: false, refused: { kind: 'code', reason: 'wrong' } }).mockResolvedValueOnce({ ok: false, refused: { kind: 'wait', seconds: 600 } });
    await renderInApp(<Connected signIn={signIn} />, { locale: 'ar_SA' });
    fireEvent.change(accountField(), { target: { value: '13800000001' } });
    fireEvent.change(screen.getAllByRole('textbox')[1]!, { target: { value: '000000' } });
    fireEvent.submit(accountField().closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.');
    fireEvent.submit(accountField().closest('form')!);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(/حاول مرة أخرى بعد ١٠ دقائق/);
    expect(accountField()).toHaveValue('13800000001');
  });
});

