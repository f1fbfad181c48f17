import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { TimeAgo } from './TimeAgo.tsx';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;

describe('TimeAgo', () => {
  test('buckets read naturally in the locale, inside <time datetime>', async () => {
    await renderInApp(<TimeAgo time={NOW - 7 * MIN} now={NOW} />);
    const time = screen.getByText('7 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', new Date(NOW - 7 * MIN).toISOString());
  });

  test('Russian plurals and Arabic digits', async () => {
    await renderInApp(<TimeAgo time={NOW - 2 * 3600_000} now={NOW} />, { locale: 'ru_RU' });
    expect(screen.getByText('2 часа назад')).toBeInTheDocument();
  });

  test('a future time shows the absolute date instead of failing', async () => {
    await renderInApp(<TimeAgo time={Date.UTC(2027, 0, 5)} now={NOW} />);
    expect(screen.getByText('January 5, 2027')).toBeInTheDocument();
  });
});
