import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { BulletinBanner } from './BulletinBanner.tsx';
import { HOSTILE_BULLETIN, HOSTILE_BULLETIN_CLEAN } from './hostileBulletin.ts';
import { renderBulletinHtml } from './sanitize.ts';

const NOW = Date.UTC(2026, 10, 22);
const bulletin = { id: 'b1', content: '<strong>Enrolment</strong> is open', startTime: new Date(NOW - 1000).toISOString(), endTime: new Date(NOW + 1000).toISOString(), status: 1 };

// Here (jsdom, no HTML Sanitizer API) this is the DOMPurify path; the SanitizedPayload story checks the browser's
// own sanitizer in Chromium with the same payload.
describe('renderBulletinHtml', () => {
  test('drops scripts, event handlers, data: and javascript: links, keeps formatting and safe links', async () => {
    const element = document.createElement('span');
    await renderBulletinHtml(element, HOSTILE_BULLETIN);
    expect(element.innerHTML).toBe(HOSTILE_BULLETIN_CLEAN);
  });
});

describe('BulletinBanner', () => {
  test('shows inside its window and calls back with its id when closed', async () => {
    const onClose = vi.fn();
    await renderInApp(<BulletinBanner bulletin={bulletin} onClose={onClose} now={NOW} />);
    expect((await screen.findByText('Enrolment')).tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledWith('b1');
  });

  test('hidden when closed for the same id, shown again for a new id', async () => {
    const { unmount } = await renderInApp(<BulletinBanner bulletin={bulletin} closedId="b1" onClose={() => {}} now={NOW} />);
    expect(screen.queryByText('Enrolment')).toBeNull();
    unmount();
    await renderInApp(<BulletinBanner bulletin={{ ...bulletin, id: 'b2' }} closedId="b1" onClose={() => {}} now={NOW} />);
    expect(await screen.findByText('Enrolment')).toBeInTheDocument();
  });
});
