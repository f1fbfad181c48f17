import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { docsGuide, storyIntl, documents, wrapperArgs } from '../../test/stories.ts';
import guide from './MonthCalendar.guide.md?raw';
import { MonthCalendar } from './MonthCalendar.tsx';
import { monthCalendarMessages } from './MonthCalendar.messages.ts';

type DemoArgs = {
  initialMonth: string;
  /** Days of any month that have sessions (the page asks the server for them per month). */
  sessionDays: readonly number[];
  initialSelected?: string | null;
  isLoading?: boolean;
  /** Today as the page counts days (the school's zone); the reader's day when left out. */
  today?: string;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
};

/** The calendar as the class management page uses it: the page owns the month and asks for its session days. */
function Demo({ initialMonth, sessionDays, initialSelected = null, isLoading, today, onMonthChange, onSelect }: DemoArgs) {
  const [month, setMonth] = useState(initialMonth);
  const [selected, setSelected] = useState(initialSelected);
  return (
    <MonthCalendar
      month={month}
      markedDays={sessionDays.map((day) => `${month}-${String(day).padStart(2, '0')}`)}
      selectedDay={selected}
      isLoading={isLoading}
      today={today}
      onMonthChange={(next) => {
        onMonthChange(next);
        setMonth(next);
      }}
      onSelect={(day) => {
        onSelect(day);
        setSelected(day);
      }}
    />
  );
}

// A month in the past, so "today" never appears in the screenshots.
const meta = {
  title: 'Components/MonthCalendar',
  component: documents<typeof Demo>(MonthCalendar),
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  argTypes: wrapperArgs({ initialMonth: "The month the sample page shows first, 'YYYY-MM' (then it holds `month`).", sessionDays: 'Days of the month (1–31) that have sessions in every month the sample shows (`markedDays`).', initialSelected: "The day chosen at first, 'YYYY-MM-DD' (then the page holds `selectedDay`)." }),
  render: (args) => <Demo {...args} />,
  args: { initialMonth: '2025-09', sessionDays: [2, 4, 9, 11, 16, 18, 23, 25], onMonthChange: fn(), onSelect: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, date: string) => {
  const cell = canvasElement.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no day ${date}`);
  return cell;
};
const focusedDate = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement?.getAttribute('data-date');

/** Days with sessions carry a dot and the description "Has sessions"; picking a day reports it. */
export const MarkedDays: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const marked = day(canvasElement, '2025-09-09');
    const describedBy = marked.getAttribute('aria-describedby') ?? '';
    await expect(canvasElement.ownerDocument.getElementById(describedBy)).toHaveTextContent(intl.formatMessage(monthCalendarMessages.hasSessions));
    await expect(day(canvasElement, '2025-09-10')).not.toHaveAttribute('aria-describedby');
    await userEvent.click(marked);
    await expect(args.onSelect).toHaveBeenCalledWith('2025-09-09');
    await expect(marked).toHaveAttribute('data-selected');
  },
};

/** No sessions this month: no dots; the legend still explains the mark. */
export const NoSessions: Story = { args: { sessionDays: [] } };

/** A chosen day (filled) that also has sessions (its dot turns the on-colour). */
export const Selected: Story = { args: { initialSelected: '2025-09-16' } };

/**
 * Today (given by the page, in the school's zone) is ringed and named so, and it is where Tab enters the grid when
 * no day is chosen.
 */
export const Today: Story = {
  args: { today: '2025-09-24' },
  play: async ({ canvasElement }) => {
    const today = day(canvasElement, '2025-09-24');
    await expect(today).toHaveAttribute('data-today');
    await expect(today).toHaveAttribute('tabindex', '0');
    await expect(day(canvasElement, '2025-09-01')).toHaveAttribute('tabindex', '-1');
  },
};

/** While the page loads the month's session days. */
export const Loading: Story = {
  args: { sessionDays: [], isLoading: true },
  parameters: { visual: { skip: true } }, // looks like NoSessions: the busy state is for assistive technology
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/**
 * Keyboard: arrows move by day (mirrored in right to left), Page Down shows the next month, which the page is told
 * about so it can load that month's days. Works in any toolbar language or direction.
 */
export const KeyboardNavigation: Story = {
  parameters: { visual: { skip: true } }, // the same picture as MarkedDays: the story is the interaction
  play: async ({ canvasElement, args }) => {
    const rtl = getComputedStyle(day(canvasElement, '2025-09-10')).direction === 'rtl';
    day(canvasElement, '2025-09-10').focus();
    await waitFor(() => expect(focusedDate(canvasElement)).toBe('2025-09-10'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDate(canvasElement)).toBe(rtl ? '2025-09-09' : '2025-09-11'));
    // The day the keyboard moved to shows the focus ring.
    await expect(getComputedStyle(canvasElement.ownerDocument.activeElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDate(canvasElement)).toBe(rtl ? '2025-09-16' : '2025-09-18'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(args.onMonthChange).toHaveBeenLastCalledWith('2025-10'));
    await waitFor(() => expect(focusedDate(canvasElement)).toBe(rtl ? '2025-10-16' : '2025-10-18'));
    // The new month's session days arrived and are marked.
    await expect(day(canvasElement, '2025-10-16')).toHaveAttribute('data-marked');
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(args.onMonthChange).toHaveBeenLastCalledWith('2025-08'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(rtl ? '2025-08-16' : '2025-08-18');
  },
};

/**
 * Arabic, right to left: the grid runs from the right, "previous" sits on the right and "next" on the left, and
 * ArrowLeft moves to the next day. Week start, month name and digits are Arabic; the calendar stays Gregorian.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar_SA' },
  parameters: { visual: { skip: true } }, // the visual matrix shows every story in Arabic already
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByTestId('calendar-previous');
    const next = canvas.getByTestId('calendar-next');
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    // Gregorian September 2025 (some browsers default Arabic (Saudi Arabia) to the Umm al-Qura calendar).
    const september = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', { month: 'long', year: 'numeric' }).format(new Date(2025, 8, 15));
    await expect(canvas.getByRole('application')).toHaveAccessibleName(new RegExp(september));
    day(canvasElement, '2025-09-10').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDate(canvasElement)).toBe('2025-09-11'));
  },
};
