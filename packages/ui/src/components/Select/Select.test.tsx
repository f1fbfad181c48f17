import { describe, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Select } from './Select.tsx';

// The real select loads on first use: on a cold, busy machine its module can take more than the default second.
const LAZY = { timeout: 10_000 };

const OPTIONS = [
  { id: 'fault', label: 'Something is broken' },
  { id: 'experience', label: 'Ease of use' },
  { id: 'question', label: 'A question', isDisabled: true },
];

describe('Select', () => {
  test('shows the localized placeholder until something is chosen', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} />);
    expect(screen.getByRole('button', { name: /What is it about\?/ })).toHaveTextContent('Choose an option');
  });

  test('opens on press, calls onChange with the option id and shows the choice', async () => {
    const onChange = vi.fn();
    await renderInApp(<Select label="What is it about?" options={OPTIONS} onChange={onChange} />);
    // A pointer hovers before it presses: the real select has taken the look-alike's place by then.
    await userEvent.hover(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-rac'), LAZY);
    await userEvent.click(screen.getByRole('button'));
    const listbox = await screen.findByRole('listbox', {}, LAZY);
    expect(within(listbox).getByRole('option', { name: 'A question' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ease of use' }));
    expect(onChange).toHaveBeenCalledWith('experience');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('Ease of use');
  });

  test('the keyboard opens it and picks an option', async () => {
    const onChange = vi.fn();
    await renderInApp(<Select label="What is it about?" options={OPTIONS} defaultValue="fault" onChange={onChange} />);
    screen.getByRole('button').focus();
    // ArrowDown on the focused look-alike: the real select opens on the first option.
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: 'Something is broken' }, LAZY);
    await waitFor(() => expect(first).toHaveFocus(), LAZY);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('experience');
    await waitFor(() => expect(screen.getByRole('button')).toHaveFocus(), LAZY);
  });

  test('the error message marks it invalid and describes the button; it replaces the description', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} description="Pick the closest" errorMessage="Choose an option." />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleDescription('Choose an option.');
    expect(screen.queryByText('Pick the closest')).toBeNull();
  });

  test('the description describes the button', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} description="Pick the closest" />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Pick the closest');
  });

  test('disabled: it does not open', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} isDisabled />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('until first used it is a look-alike; focus keeps it (a key is never lost to a swap), Enter opens the real one, which keeps the name and value', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} defaultValue="experience" description="Pick the closest" />);
    const lookAlike = screen.getByRole('button', { name: 'Ease of use What is it about?' });
    expect(lookAlike).not.toHaveAttribute('data-rac');
    expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    expect(lookAlike).toHaveAccessibleDescription('Pick the closest');
    await userEvent.tab();
    expect(lookAlike).toHaveFocus();
    // Focus has loaded the real one; it has not taken the focused button's place.
    await act(() => import('./SelectField.tsx'));
    expect(screen.getByRole('button')).toBe(lookAlike);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox', {}, LAZY);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), LAZY);
    const real = screen.getByRole('button', { name: 'Ease of use What is it about?' });
    expect(real).toHaveAttribute('data-rac');
    await waitFor(() => expect(real).toHaveFocus(), LAZY);
    expect(real).toHaveAccessibleDescription('Pick the closest');
  });

  test('Enter on the look-alike opens the real one once it has loaded', async () => {
    await renderInApp(<Select label="What is it about?" options={OPTIONS} />);
    const lookAlike = screen.getByRole('button');
    // Focus without the focus handler (as if the module were still on its way), then the key.
    lookAlike.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox', {}, LAZY)).toBeInTheDocument();
  });

  test('the placeholder is translated', async () => {
    await renderInApp(<Select label="类别" options={OPTIONS} />, { locale: 'zh_CN' });
    expect(screen.getByRole('button')).not.toHaveTextContent('Choose an option');
  });
});
