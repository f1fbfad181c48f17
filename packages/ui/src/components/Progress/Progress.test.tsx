import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { ProgressRing } from './ProgressRing.tsx';

describe('ProgressBar', () => {
  test('a named progressbar with its value, the locale’s percent, and a fill of that width', async () => {
    await renderInApp(<ProgressBar label="Data science" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Data science' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByTestId('progress-fill').style.inlineSize).toBe('42%');
  });

  test('values outside 0–100 are clamped; complete turns to the success tone', async () => {
    await renderInApp(<ProgressBar aria-label="Course" value={150} />);
    expect(screen.getByRole('progressbar', { name: 'Course' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('progress-fill').style.inlineSize).toBe('100%');
  });

  test('percent in the locale’s digits', async () => {
    await renderInApp(<ProgressBar aria-label="x" value={42} />, { locale: 'ar_SA' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '٤٢٪؜');
  });

  test('indeterminate: no value is announced or shown', async () => {
    await renderInApp(<ProgressBar label="Loading" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(screen.queryByText('0%')).toBeNull();
  });

  test('a value label replaces the percentage', async () => {
    await renderInApp(<ProgressBar label="Survey" value={60} valueLabel="3 of 5" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5');
  });
});

describe('ProgressRing', () => {
  test('the same semantics as the bar, the percentage inside', async () => {
    await renderInApp(<ProgressRing label="Total progress" value={62.4} />);
    const ring = screen.getByRole('progressbar', { name: 'Total progress' });
    expect(ring).toHaveAttribute('aria-valuenow', '62.4');
    expect(ring).toHaveAttribute('aria-valuetext', '62%');
    expect(screen.getByText('62%')).toBeInTheDocument();
  });

  test('0 draws no arc', async () => {
    await renderInApp(<ProgressRing aria-label="Total progress" value={0} size="sm" />);
    expect(screen.queryByTestId('progress-fill')).toBeNull();
    expect(screen.getByText('0%')).toBeInTheDocument();
  });
});
