import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { BulletinBanner } from './BulletinBanner.tsx';
import { sanitizeBulletinHtml } from './sanitize.ts';

const NOW = Date.UTC(2026, 10, 22);
const bulletin = { id: 'b1', content: '<strong>Enrolment</strong> is open', startTime: new Date(NOW - 1000).toISOString(), endTime: new Date(NOW + 1000).toISOString(), status: 1 };

describe('sanitizeBulletinHtml', () => {
  test('drops scripts, event handlers and javascript: links, keeps formatting and safe links', () => {
    const dirty = '<b onclick="steal()">Hi</b><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="/portal/1">ok</a><img src=x onerror=alert(3)><a href="//evil.example">y</a>';
    const clean = sanitizeBulletinHtml(dirty);
    expect(clean).toBe('<b>Hi</b><a>x</a><a href="/portal/1">ok</a><a>y</a>');
  });
});

describe('BulletinBanner', () => {
  test('shows inside its window and calls back with its id when closed', async () => {
    const onClose = vi.fn();
    await renderInApp(<BulletinBanner bulletin={bulletin} onClose={onClose} now={NOW} />);
    expect(screen.getByText('Enrolment').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledWith('b1');
  });

  test('hidden when closed for the same id, shown again for a new id', async () => {
    const { unmount } = await renderInApp(<BulletinBanner bulletin={bulletin} closedId="b1" onClose={() => {}} now={NOW} />);
    expect(screen.queryByText('Enrolment')).toBeNull();
    unmount();
    await renderInApp(<BulletinBanner bulletin={{ ...bulletin, id: 'b2' }} closedId="b1" onClose={() => {}} now={NOW} />);
    expect(screen.getByText('Enrolment')).toBeInTheDocument();
  });
});
