import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { PreviewMask } from './PreviewMask.tsx';

describe('PreviewMask', () => {
  test('says it is a preview, and links under it do not navigate by click or by Enter', async () => {
    const onClick = vi.fn();
    await renderInApp(
      <>
        {/* oxlint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="#elsewhere" onClick={onClick}>
          Course
        </a>
        <PreviewMask />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Preview — links and buttons are turned off');
    const link = screen.getByRole('link', { name: 'Course' });
    expect(fireEvent.click(link)).toBe(false);
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });
});
