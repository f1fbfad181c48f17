import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  test('the label names the input and the error message describes it', async () => {
    await renderInApp(<TextField label="Mobile number" errorMessage="Enter a valid mobile number" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid mobile number');
  });

  test('maxLength stops typing at the limit', async () => {
    const onChange = vi.fn();
    await renderInApp(<TextField label="Mobile number" type="tel" maxLength={11} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('maxlength', '11');
    await userEvent.type(input, '138000000012345');
    expect(input).toHaveValue('13800000001');
  });
});
