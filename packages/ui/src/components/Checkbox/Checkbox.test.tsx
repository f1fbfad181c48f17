import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

describe('Checkbox', () => {
  test('the label toggles it and onChange reports the new state', async () => {
    const onChange = vi.fn();
    await renderInApp(<Checkbox onChange={onChange}>You may contact me about this</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'You may contact me about this' });
    await userEvent.click(screen.getByText('You may contact me about this'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  test('indeterminate is announced as mixed', async () => {
    await renderInApp(<Checkbox isIndeterminate>All</Checkbox>);
    expect(screen.getByRole('checkbox')).toBePartiallyChecked();
  });

  test('disabled: it does not toggle', async () => {
    const onChange = vi.fn();
    await renderInApp(<Checkbox isDisabled onChange={onChange}>All</Checkbox>);
    await userEvent.click(screen.getByText('All'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('the error message marks it invalid and describes it; it replaces the description', async () => {
    await renderInApp(
      <Checkbox description="We call during office hours" errorMessage="Tick this box to continue.">
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick this box to continue.');
    expect(screen.queryByText('We call during office hours')).toBeNull();
  });

  test('a required box left empty shows the localized message after a submit attempt', async () => {
    await renderInApp(
      <form>
        <Checkbox isRequired>I accept the terms</Checkbox>
        <button type="submit">Send</button>
      </form>,
    );
    act(() => {
      screen.getByRole('checkbox').closest('form')!.checkValidity();
    });
    expect(await screen.findByText('Tick this box to continue.')).toBeInTheDocument();
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 'essential', label: 'Essential cookies', isDisabled: true },
    { value: 'analytics', label: 'Analytics cookies' },
  ];

  test('the label names the group; value lists the ticked options', async () => {
    const onChange = vi.fn();
    await renderInApp(<CheckboxGroup label="Cookie settings" options={options} defaultValue={['essential']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Essential cookies' })).toBeDisabled();
    await userEvent.click(screen.getByText('Analytics cookies'));
    expect(onChange).toHaveBeenLastCalledWith(['essential', 'analytics']);
  });

  test('the group error describes the group and marks every box invalid', async () => {
    await renderInApp(<CheckboxGroup label="Cookie settings" options={options} errorMessage="Choose at least one option." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose at least one option.');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Choose at least one option.')).toHaveLength(1);
  });

  test('a “select all” box drives the group and shows mixed when some are ticked', async () => {
    function SelectAll() {
      const [chosen, setChosen] = useState<string[]>(['a']);
      return (
        <>
          <Checkbox isSelected={chosen.length === 2} isIndeterminate={chosen.length === 1} onChange={(on) => setChosen(on ? ['a', 'b'] : [])}>
            All
          </Checkbox>
          <CheckboxGroup aria-label="Types" value={chosen} onChange={setChosen} options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} />
        </>
      );
    }
    await renderInApp(<SelectAll />);
    const all = screen.getByRole('checkbox', { name: 'All' });
    expect(all).toBePartiallyChecked();
    await userEvent.click(screen.getByText('B'));
    expect(all).toBeChecked();
    await userEvent.click(screen.getByText('All'));
    expect(screen.getByRole('checkbox', { name: 'A' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'B' })).not.toBeChecked();
  });
});
