import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { StatTile } from './StatTile.tsx';

function Toggle({ onChange }: { onChange: (selected: boolean) => void }) {
  const [selected, setSelected] = useState(false);
  return (
    <StatTile
      label="Ongoing"
      value={12}
      isSelected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('StatTile', () => {
  test('a figure with its label; 1000 and more in the short form with the full number as tooltip', async () => {
    await renderInApp(
      <>
        <StatTile label="Ended" value={999} />
        <StatTile label="Learners" value={12_345} />
      </>,
    );
    expect(screen.getByText('999')).not.toHaveAttribute('title');
    expect(screen.getByText('12.3K')).toHaveAttribute('title', '12,345');
  });

  test('notation="full" shows every digit', async () => {
    await renderInApp(<StatTile label="Learners" value={12_345} notation="full" />);
    expect(screen.getByText('12,345')).toBeInTheDocument();
  });

  test('digits follow the locale', async () => {
    await renderInApp(<StatTile label="x" value={1234} />, { locale: 'ar_SA' });
    expect(screen.getByText(/١٫٢/)).toBeInTheDocument();
  });

  test('as a filter it is a toggle button with aria-pressed', async () => {
    const onChange = vi.fn();
    await renderInApp(<Toggle onChange={onChange} />);
    const tile = screen.getByRole('button', { name: /Ongoing/ });
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tile);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
  });

  test('with href it is a link', async () => {
    await renderInApp(<StatTile label="Ongoing" value={12} href="/classes?status=2" />);
    expect(screen.getByRole('link', { name: /Ongoing/ })).toHaveAttribute('href', '/classes?status=2');
  });

  test('loading: no number, busy, and said in words', async () => {
    await renderInApp(<StatTile label="Ongoing" value={12} isLoading />);
    expect(screen.queryByText('12')).toBeNull();
    expect(screen.getByText('Loading').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });
});
