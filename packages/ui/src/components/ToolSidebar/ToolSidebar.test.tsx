import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ToolSidebar } from './ToolSidebar.tsx';

afterEach(() => vi.useRealTimers());

describe('ToolSidebar', () => {
  test('appears 500 ms after mount (spec §9), not before', async () => {
    vi.useFakeTimers();
    await renderInApp(<ToolSidebar onFeedback={() => {}} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('navigation')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('navigation', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Feedback', 'Back to top']);
  });
});
