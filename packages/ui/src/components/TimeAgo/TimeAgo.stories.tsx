import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { TimeAgo } from './TimeAgo.tsx';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
const DAY = 86_400_000;

const meta = { title: 'Components/TimeAgo', component: TimeAgo, args: { time: NOW - 2 * MIN, now: NOW } } satisfies Meta<typeof TimeAgo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eight buckets from "just now" to a full date, plus a time in the future (a clock out of step), which shows the date instead. */
export const AllBuckets: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: vars.space.xs }}>
      {[2 * MIN, 7 * MIN, 3 * 3_600_000, 1.5 * DAY, 2.5 * DAY, 3.5 * DAY, 40 * DAY, 500 * DAY, -DAY].map((ago) => (
        <li key={ago}>
          <TimeAgo {...args} time={NOW - ago} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time[datetime]')).toHaveLength(9);
  },
};
