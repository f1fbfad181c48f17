import { describe, expect, test } from 'vitest';
import { addDays, addMonths, daysInMonth, lastDayOf, today, weekStartOf, weeksOfMonth } from './monthGrid.ts';

describe('monthGrid', () => {
  test('days and months move across month, year and leap-year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -12)).toBe('2024-03-15');
    expect(addMonths('2025-01-10', -1)).toBe('2024-12-10');
    expect(daysInMonth('2025-09')).toBe(30);
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
  });

  test('a day in March of a zone that springs forward is still one day (UTC arithmetic)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  test("week start follows the locale's region: Sunday in the US and Saudi Arabia, Monday in China and France", () => {
    expect(weekStartOf('en-US')).toBe(0);
    expect(weekStartOf('ar-SA-u-ca-gregory')).toBe(0);
    expect(weekStartOf('zh-CN')).toBe(1);
    expect(weekStartOf('fr-FR')).toBe(1);
  });

  test('a month is four to six whole weeks from the week start, with the neighbours filling the ends', () => {
    // September 2025 starts on a Monday and has 30 days.
    const sundayWeeks = weeksOfMonth('2025-09', 0);
    expect(sundayWeeks).toHaveLength(5);
    expect(sundayWeeks[0]![0]).toBe('2025-08-31');
    expect(sundayWeeks.at(-1)!.at(-1)).toBe('2025-10-04');
    const mondayWeeks = weeksOfMonth('2025-09', 1);
    expect(mondayWeeks[0]![0]).toBe('2025-09-01');
    expect(mondayWeeks).toHaveLength(5);
    // February 2026 from Sunday: exactly four weeks.
    expect(weeksOfMonth('2026-02', 0)).toHaveLength(4);
    // August 2025 from Sunday: Friday the 1st to Sunday the 31st, six weeks.
    expect(weeksOfMonth('2025-08', 0)).toHaveLength(6);
  });

  test("today is the browser's local date", () => {
    expect(today(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
  });
});
