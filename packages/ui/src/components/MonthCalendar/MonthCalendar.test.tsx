import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar.tsx';

const renderCalendar = async (props: Partial<MonthCalendarProps> = {}, locale: 'en_US' | 'zh_CN' | 'ar_SA' = 'en_US') => {
  const spies = { onMonthChange: vi.fn(), onSelect: vi.fn() };
  const view = await renderInApp(<MonthCalendar month="2025-09" markedDays={['2025-09-09', '2025-08-30']} {...spies} {...props} />, { locale });
  const day = (date: string) => view.container.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
  return { ...spies, day, view };
};

describe('MonthCalendar', () => {
  test('a day with sessions is described as such; the others are not', async () => {
    const { day } = await renderCalendar();
    expect(day('2025-09-09')).toHaveAccessibleDescription('Has sessions');
    expect(day('2025-09-10')).not.toHaveAccessibleDescription();
    expect(screen.getByText('Days with sessions')).toBeInTheDocument();
  });

  test('days of other months are not marked even when listed', async () => {
    const { day } = await renderCalendar();
    expect(day('2025-08-31')).toHaveAttribute('data-outside-month');
    expect(day('2025-08-30')).toBeNull(); // not in the grid's weeks at all
  });

  test('the previous and next buttons ask the page for the other month', async () => {
    const { onMonthChange } = await renderCalendar();
    await userEvent.click(screen.getByTestId('calendar-next'));
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-10');
    await userEvent.click(screen.getByTestId('calendar-previous'));
    // Controlled: the page did not change the month, so previous goes to August.
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-08');
  });

  test('picking a day reports it as YYYY-MM-DD', async () => {
    const { onSelect, day } = await renderCalendar();
    await userEvent.click(day('2025-09-16'));
    expect(onSelect).toHaveBeenCalledWith('2025-09-16');
  });

  test('week start and month name follow the locale', async () => {
    const { view } = await renderCalendar({}, 'en_US');
    // The weekday row is hidden from screen readers (each day's name says its weekday).
    expect(view.container.querySelector('thead th')).toHaveTextContent('Sun');
    expect(screen.getByRole('heading', { hidden: true, name: /September 2025/ })).toBeInTheDocument();
  });

  test('Chinese weeks start on Monday', async () => {
    const { view } = await renderCalendar({}, 'zh_CN');
    expect(view.container.querySelector('thead th')).toHaveTextContent('周一');
    expect(screen.getByRole('application')).toHaveAccessibleName(/2025年9月/);
  });

  test('Arabic shows the Gregorian September with Arabic digits', async () => {
    const { day } = await renderCalendar({}, 'ar_SA');
    expect(screen.getByRole('application')).toHaveAccessibleName(/سبتمبر/);
    expect(day('2025-09-09')).toHaveTextContent('٩');
  });

  test('each day is named in full; the chosen day says so; only one day takes the Tab', async () => {
    const { day } = await renderCalendar({ selectedDay: '2025-09-16' });
    expect(day('2025-09-16')).toHaveAccessibleName('Tuesday, September 16, 2025, selected');
    expect(day('2025-09-17')).toHaveAccessibleName('Wednesday, September 17, 2025');
    expect(day('2025-09-16')).toHaveAttribute('tabindex', '0');
    expect(day('2025-09-17')).toHaveAttribute('tabindex', '-1');
    expect(day('2025-08-31')).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
  });

  test('today, as the page counts days (the school’s), is marked and takes the Tab when no day is chosen', async () => {
    const { day } = await renderCalendar({ today: '2025-09-24' });
    expect(day('2025-09-24')).toHaveAttribute('data-today');
    expect(day('2025-09-24')).toHaveAccessibleName('Today, Wednesday, September 24, 2025');
    // Tabbing into the grid used to land on the 1st, wherever today was.
    expect(day('2025-09-24')).toHaveAttribute('tabindex', '0');
    expect(day('2025-09-01')).toHaveAttribute('tabindex', '-1');
  });

  test('the chosen day takes the Tab before today; another month starts at its first day', async () => {
    expect((await renderCalendar({ today: '2025-09-24', selectedDay: '2025-09-16' })).day('2025-09-16')).toHaveAttribute('tabindex', '0');
    expect((await renderCalendar({ today: '2025-10-02' })).day('2025-09-01')).toHaveAttribute('tabindex', '0');
  });

  test('Home and End go to the month ends, Shift+Page Down a year on (the page is told), Space picks', async () => {
    const onSelect = vi.fn();
    const months: string[] = [];
    // The page owns the month, as the class management page does.
    function Page() {
      const [month, setMonth] = useState('2025-09');
      return <MonthCalendar month={month} onMonthChange={(next) => {
            months.push(next);
            setMonth(next);
          }} onSelect={onSelect} />;
    }
    const view = await renderInApp(<Page />);
    const day = (date: string) => view.container.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
    await userEvent.click(day('2025-09-10'));
    await userEvent.keyboard('{End}');
    expect(day('2025-09-30')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('2025-09-01')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(months).toEqual(['2026-09']);
    expect(day('2026-09-01')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-09-01');
    expect(screen.getByText('Tuesday, September 1, 2026, selected')).toBeInTheDocument();
  });

  test('the buttons announce the month they show', async () => {
    const { view } = await renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(view.container.querySelector('[aria-live="polite"]')).toHaveTextContent('October 2025');
  });
});
