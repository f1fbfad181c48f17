import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { LOCALES, type LocaleCode } from '@academy/rules';
import { vars } from '../../theme/theme.css.ts';
import { gregorianLocale } from '../../format/gregorianTag.ts';
import { findOpenDialog } from '../../test/findOpenDialog.ts';
import { DateRangeField, type DateRangeValue } from './DateRangeField.tsx';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';
import { dateTimeFieldMessages } from './DateTimeField.messages.ts';
import { documents } from '../../test/stories.ts';

type DemoArgs = Omit<DateTimeFieldProps, 'label' | 'value'> & { initialValue: string | null };

/** A class's start as the class form uses it: the page keeps the UTC value and passes the school's zone. */
function Demo({ initialValue, onChange, ...props }: DemoArgs) {
  const intl = useIntl();
  const [value, setValue] = useState(initialValue);
  return (
    <div style={{ maxInlineSize: vars.size.dialog.sm }}>
      <DateTimeField
        {...props}
        label={intl.formatMessage(dateTimeFieldMessages.starts)}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

// 09:30 on 10 November 2026 in Shanghai.
const meta = {
  title: 'Components/DateTimeField',
  component: documents<typeof Demo>(DateTimeField),
  render: (args) => <Demo {...args} />,
  args: { initialValue: '2026-11-10T01:30:00.000Z', timeZone: 'Asia/Shanghai', viewerTimeZone: 'Asia/Shanghai', onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const segment = (canvasElement: HTMLElement, type: string) => {
  const found = canvasElement.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`);
  if (!found) throw new Error(`no ${type} segment`);
  return found;
};
const localeTag = (locale: string | undefined) => LOCALES[locale && locale in LOCALES ? (locale as LocaleCode) : 'en_US'].tag;

/** The reader is in the school's zone: the field shows the wall time and nothing else. */
export const SameZone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('viewer-time')).toBeNull();
  },
};

/**
 * The school is in Shanghai, the reader in Berlin: the field shows the school's zone, and under it the same moment
 * on the reader's clock (02:30).
 */
export const ViewerInAnotherZone: Story = {
  args: { viewerTimeZone: 'Europe/Berlin' },
  play: async ({ canvas, globals }) => {
    const there = new Intl.DateTimeFormat(gregorianLocale(localeTag(globals.locale)), { timeZone: 'Europe/Berlin', timeStyle: 'short' }).format(new Date('2026-11-10T01:30:00Z'));
    await expect(canvas.getByTestId('viewer-time')).toHaveTextContent(there);
    await expect(canvas.getByTestId('viewer-time')).toHaveTextContent('Europe/Berlin');
  },
};

/** In New York it is still the evening before, so the date is shown too. */
export const ViewerOnAnotherDay: Story = { args: { viewerTimeZone: 'America/New_York' } };

/** Empty and required: the segments show their placeholders. */
export const EmptyRequired: Story = { args: { initialValue: null, isRequired: true } };

/** Earlier than the earliest allowed moment: react-aria's message, in the reader's language, next to the field. */
export const OutOfRange: Story = {
  args: { min: '2026-11-11T01:00:00.000Z' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(group).toHaveAttribute('data-invalid');
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/./);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/**
 * The keyboard changes one part at a time, in whatever order the locale writes them: ArrowUp on the hour makes it
 * 10:30 in Shanghai, typing 45 in the minutes 10:45; the page gets UTC each time.
 */
export const KeyboardEntry: Story = {
  parameters: { visual: { skip: true } }, // the same picture as SameZone: the story is the interaction
  play: async ({ canvasElement, args }) => {
    await userEvent.click(segment(canvasElement, 'hour'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-11-10T02:30:00.000Z'));
    await userEvent.click(segment(canvasElement, 'minute'));
    await userEvent.keyboard('45');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-11-10T02:45:00.000Z'));
  },
};

/** The calendar button opens a month of days; picking one keeps the time of day. */
export const PickFromCalendar: Story = {
  parameters: { visual: { skip: true } }, // the pop-over's calendar is the MonthCalendar's, shot there
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(within(canvas.getByRole('group')).getByRole('button'));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-date="2026-11-12"]')!);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-11-12T01:30:00.000Z'));
  },
};

/** A date range (from–to, whole days), as a filter bar uses it. */
export const DateRange: Story = {
  render: function DateRangeStory({ onChange }) {
    const intl = useIntl();
    const [value, setValue] = useState<DateRangeValue | null>({ start: '2026-11-02', end: '2026-11-15' });
    return (
      <div style={{ maxInlineSize: vars.size.dialog.md }}>
        <DateRangeField
          label={intl.formatMessage(dateTimeFieldMessages.dates)}
          value={value}
          onChange={(next) => {
            onChange(next ? `${next.start}/${next.end}` : null);
            setValue(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(within(canvas.getByRole('group')).getByRole('button'));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-date="2026-11-05"]')!);
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-date="2026-11-20"]')!);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-11-05/2026-11-20'));
  },
};
