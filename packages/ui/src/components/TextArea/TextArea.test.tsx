import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  test('the n/max counter follows typing', async () => {
    await renderInApp(<TextArea label="Description" maxLength={200} />);
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'Broken video');
    expect(screen.getByText('12/200')).toBeInTheDocument();
  });

  test('screen readers hear the remaining count only near the limit', async () => {
    await renderInApp(<TextArea label="Description" maxLength={200} defaultValue={'x'.repeat(150)} />);
    expect(screen.queryByText(/characters left/)).toBeNull();
    await userEvent.type(screen.getByRole('textbox'), 'x'.repeat(35));
    expect(screen.getByText('15 characters left')).toBeInTheDocument();
  });

  test('the counter uses the locale’s digits', async () => {
    await renderInApp(<TextArea label="الوصف" maxLength={200} defaultValue="abc" />, { locale: 'ar_SA' });
    expect(screen.getByText('٣/٢٠٠')).toBeInTheDocument();
  });
});
