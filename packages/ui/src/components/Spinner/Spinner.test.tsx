import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner (spec §2: appears after 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  test('shows nothing before 200 ms and a labelled progress indicator after', async () => {
    await renderInApp(<Spinner />, { locale: 'ja_JP' });
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('読み込み中…');
  });
});
