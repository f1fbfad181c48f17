import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentProps } from '../../content/contentProps.ts';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ProgressRing } from './ProgressRing.tsx';

/** Courseware of a class with the learner's progress: the bars a class page shows, labelled by the school's titles. */
function CoursewareProgress({ items, size = 'md' }: { items: readonly (readonly [string, number])[]; size?: 'sm' | 'md' }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {items.map(([title, value]) => (
        <ProgressBar key={title} size={size} value={value} label={<span {...contentProps()}>{title}</span>} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Data/Progress',
  component: CoursewareProgress,
  args: {
    items: [
      ['Week 1 — Vectors and forces', 0],
      ['Week 2 — Newton’s laws', 35],
      ['Week 3 — Energy', 100],
    ],
  },
} satisfies Meta<typeof CoursewareProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a fill starts at its track's inline start: the left edge in LTR, the right edge in RTL. */
function startsAtInlineStart(fill: Element) {
  const track = fill.parentElement!;
  const [a, b] = [fill.getBoundingClientRect(), track.getBoundingClientRect()];
  return getComputedStyle(track).direction === 'rtl' ? Math.abs(a.right - b.right) < 1 : Math.abs(a.left - b.left) < 1;
}

/** 0, partway and complete (green): the value in the locale's percent, the fill from the reading direction's start. */
export const Bars: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const bars = context.canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '35', '100']);
    await expect(bars[1]).toHaveAttribute('aria-valuetext', intl.formatNumber(0.35, { style: 'percent' }));
    await expect(bars[1]).toHaveAccessibleName('Week 2 — Newton’s laws');
    const fill = bars[1]!.querySelector('[data-testid="progress-fill"]')!;
    await expect(startsAtInlineStart(fill)).toBe(true);
    // A third of the track, whichever side it starts on.
    await expect(Math.round((fill.getBoundingClientRect().width / fill.parentElement!.getBoundingClientRect().width) * 100)).toBe(35);
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Loading: a segment runs along the track; no value is announced. */
export const Indeterminate: Story = {
  render: () => <ProgressBar isIndeterminate label={<span {...contentProps()}>Week 4 — Momentum</span>} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAccessibleName('Week 4 — Momentum');
  },
};

/** No visible label (the text next to it says what it measures): the name is an aria-label. */
export const WithoutVisibleLabel: Story = {
  render: () => <ProgressBar aria-label="Week 2 — Newton’s laws" value={58} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Week 2 — Newton’s laws' })).toHaveAttribute('aria-valuenow', '58');
  },
};

/** A long title wraps; the percentage stays whole at the line's end. */
export const LongLabel: Story = {
  args: { items: [[MIXED.latinLong, 72], [`${MIXED.arabicLong} ${MIXED.arabicLong}`, 18]] },
};

/** Titles in both directions and in Chinese: each reads in its own direction, the bars fill in the page's. */
export const MixedDirections: Story = {
  args: { items: [[MIXED.latinWithNumber, 64], [MIXED.arabicWithNumber, 30], [MIXED.chinese, 100], [MIXED.arabicShort, 5]] },
  play: async ({ canvas }) => {
    const name = canvas.getByText(MIXED.arabicShort);
    await expect(getComputedStyle(name).direction).toBe('rtl');
    for (const fill of canvas.getAllByTestId('progress-fill')) await expect(startsAtInlineStart(fill)).toBe(true);
  },
};

/** Rings: small with the value beside, medium with the value inside; clockwise from the top (counter-clockwise in RTL). */
export const Rings: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xl }}>
      <ProgressRing size="md" value={0} label={<span {...contentProps()}>Physics 101</span>} />
      <ProgressRing size="md" value={62.4} label={<span {...contentProps()}>{MIXED.arabicShort}</span>} />
      <ProgressRing size="md" value={100} aria-label="Physics 101" />
      <ProgressRing size="sm" value={35} aria-label="Physics 101" />
      <ProgressRing size="sm" value={100} label={<span {...contentProps()}>{MIXED.chinese}</span>} />
    </div>
  ),
  play: async (context) => {
    const intl = storyIntl(context);
    const rings = context.canvas.getAllByRole('progressbar');
    await expect(rings).toHaveLength(5);
    await expect(rings[1]).toHaveAttribute('aria-valuenow', '62.4');
    await expect(rings[1]).toHaveAttribute('aria-valuetext', intl.formatNumber(0.624, { style: 'percent', maximumFractionDigits: 0 }));
    await expect(rings[0]!.querySelector('[data-testid="progress-fill"]')).toBeNull();
  },
};
