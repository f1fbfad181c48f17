import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { SchoolTime } from './SchoolTime.tsx';

/** 2026-11-10 14:00 in Shanghai: 01:00 the same day in New York, 07:00 in Berlin. */
const AT = '2026-11-10T06:00:00Z';

/** The zone's short name in the story's language ("GMT+8", "غرينتش+٨"). */
const zoneName = (context: Parameters<typeof storyIntl>[0], timeZone: string) =>
  storyIntl(context).formatDateToParts(AT, { timeZone, timeZoneName: 'short' }).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/** Every story renders in English, Arabic (right to left) and Chinese, light and dark (the story matrix). */
const meta = {
  title: 'Components/SchoolTime',
  component: SchoolTime,
  args: { time: AT, timeZone: 'Asia/Shanghai', viewerTimeZone: 'America/New_York' },
} satisfies Meta<typeof SchoolTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reader is where the school is: the school's clock alone, no zone name, nothing beside it. */
export const SameZone: Story = {
  args: { viewerTimeZone: 'Asia/Shanghai' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('datetime', AT);
    await expect(canvas.queryByTestId('viewer-time')).toBeNull();
  },
};

/** The reader is in New York: the school's clock with its zone's name, the reader's own time beside it. */
export const DifferentZone: Story = {
  play: async (context) => {
    const school = context.canvasElement.querySelector('time')!;
    await expect(school).toHaveAttribute('datetime', AT);
    await expect(school).toHaveTextContent(zoneName(context, 'Asia/Shanghai'));
    // New York's 01:00, in the reader's language.
    await expect(context.canvas.getByTestId('viewer-time')).toHaveTextContent(storyIntl(context).formatTime(AT, { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }));
  },
};

/** A day (an order's date): 10 November in Shanghai (10:00) is still 9 November in Los Angeles... */
export const DateOnly: Story = {
  args: { kind: 'date', time: '2026-11-10T02:00:00Z', viewerTimeZone: 'America/Los_Angeles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('viewer-time')).toBeVisible();
  },
};

/** ...while a day that reads the same on both calendars needs no zone and nothing beside it. */
export const DateOnlySameDay: Story = {
  args: { kind: 'date', viewerTimeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('viewer-time')).toBeNull();
  },
};

/** A class's dates, from–to, on the school's calendar and on the reader's. */
export const DateRange: Story = {
  args: { kind: 'date', time: '2026-11-03T01:00:00Z', end: '2026-11-05T01:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('viewer-time')).toBeVisible();
  },
};
