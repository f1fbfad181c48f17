import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ResourceHeader, type ResourceHeaderProps } from './ResourceHeader.tsx';

const base: ResourceHeaderProps = {
  title: 'Algebra', kindLabel: 'Courses', coverUrl: null, lecturers: [], descriptionHtml: '', durationSeconds: null, lessonCount: null, rating: null, views: 3,
  price: null, vip: false, audience: 1, enrolled: false, progress: null, origin: null, action: { kind: 'none' },
};

describe('ResourceHeader', () => {
  test('renders the description through the rich-text sanitizer: no script, no unsafe link', async () => {
    await renderInApp(<ResourceHeader {...base} descriptionHtml={'<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="/portal/1">ok</a></p>'} />);
    const description = screen.getByTestId('resource-description');
    await waitFor(() => expect(description.textContent).toContain('Hi'));
    expect(description.querySelector('script, img')).toBeNull();
    expect(description.querySelector('a[href^="javascript"]')).toBeNull();
    expect(description.querySelector('a[href="/portal/1"]')).not.toBeNull();
  });

  test('shows the price of a sold course on its Buy action, and where a shared one comes from', async () => {
    await renderInApp(<ResourceHeader {...base} price={{ amountMinor: 4900, currency: 'USD' }} action={{ kind: 'buy', onPress: () => {} }} origin="Sahara Institute" />);
    expect(screen.getByTestId('resource-action')).toHaveTextContent('Buy for $49.00');
    expect(screen.getByText(/Shared by/)).toHaveTextContent('Sahara Institute');
  });
});
