import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@academy/api-client';
import { ADDRESS_ALREADY_YOURS } from '@academy/contract';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';
import { AddressForm } from './AddressForm.tsx';

const refusal = (status: number, message: string, details?: { path: string; message: string }[]) => new ApiError(status, message, { code: status, message, ...(details ? { details } : {}) });

describe('AddressForm', () => {
  test('the account’s own address is told by the refusal’s reason code, whatever language the server worded it in', async () => {
    const sendCode = vi.fn().mockRejectedValueOnce(refusal(400, 'Diese Mobilnummer ist bereits in Ihrem Konto hinterlegt.', [{ path: 'reason', message: ADDRESS_ALREADY_YOURS }]));
    await renderInApp(<AddressForm kind="mobile" current="13900000205" sendCode={sendCode} bind={vi.fn()} onBound={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New mobile number' }), '13900000205');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This is already on your account.')).toBeVisible();
    expect(sendCode).toHaveBeenCalledWith('13900000205');
  });

  test('another account’s address is told by its status (409)', async () => {
    const sendCode = vi.fn().mockRejectedValueOnce(refusal(409, 'Diese Mobilnummer wird bereits von einem anderen Konto verwendet.'));
    await renderInApp(<AddressForm kind="mobile" current={null} sendCode={sendCode} bind={vi.fn()} onBound={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New mobile number' }), '13900000206');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This mobile number is already used by another account.')).toBeVisible();
  });
});
