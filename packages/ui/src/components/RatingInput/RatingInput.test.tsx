import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { RatingInput, type RatingInputProps } from './RatingInput.tsx';

function Controlled({ onChange, initial = null, ...props }: Partial<RatingInputProps> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <RatingInput
      label="Overall"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RatingInput', () => {
  test('five radios named “n of 5”, in a group named by the label', async () => {
    await renderInApp(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Overall' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  });

  test('a click chooses; the arrow keys move the choice', async () => {
    const onChange = vi.fn();
    await renderInApp(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '3 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 of 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  });

  test('read-only shows the rating and does not change', async () => {
    const onChange = vi.fn();
    await renderInApp(<Controlled onChange={onChange} initial={2} isReadOnly />);
    await userEvent.click(screen.getByRole('radio', { name: '5 of 5' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '2 of 5' })).toBeChecked();
  });

  test('the error message describes the group and marks it invalid', async () => {
    await renderInApp(<Controlled isRequired errorMessage="This question is required" />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleDescription('This question is required');
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  test('names in the locale’s digits', async () => {
    await renderInApp(<Controlled label="التقييم" />, { locale: 'ar_SA' });
    expect(screen.getByRole('radio', { name: '٣ من ٥' })).toBeInTheDocument();
  });
});
