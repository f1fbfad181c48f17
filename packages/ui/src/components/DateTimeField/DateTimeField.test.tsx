import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';
import { DateRangeField } from './DateRangeField.tsx';

const renderField = async (props: Partial<DateTimeFieldProps> = {}, locale: 'en_US' | 'zh_CN' | 'ar_SA' = 'en_US') => {
  const onChange = vi.fn();
  const view = await renderInApp(
    <DateTimeField label="Starts" value="2026-11-10T01:30:00.000Z" timeZone="Asia/Shanghai" viewerTimeZone="Asia/Shanghai" onChange={onChange} {...props} />,
    { locale },
  );
  const segment = (type: string) => view.container.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`)!;
  return { onChange, segment, view };
};

describe('DateTimeField', () => {
  test('shows the wall time of the school’s zone, not of the instant in UTC', async () => {
    const { segment } = await renderField();
    expect(segment('hour')).toHaveTextContent('9');
    expect(segment('minute')).toHaveTextContent('30');
    expect(segment('day')).toHaveTextContent('10');
  });

  test('changing the hour gives the new moment in UTC', async () => {
    const { onChange, segment } = await renderField();
    await userEvent.click(segment('hour'));
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-10T02:30:00.000Z');
  });

  test('Europe/London: moving 09:00 from the last day of summer time to the first of winter time keeps 09:00 on the wall', async () => {
    const { onChange, segment } = await renderField({ value: '2026-10-24T08:00:00.000Z', timeZone: 'Europe/London', viewerTimeZone: 'Europe/London' });
    expect(segment('hour')).toHaveTextContent('9');
    await userEvent.click(segment('day'));
    await userEvent.keyboard('{ArrowUp}'); // the clocks go back an hour early on 25 October
    expect(onChange).toHaveBeenLastCalledWith('2026-10-25T09:00:00.000Z');
  });

  test('no note when the reader is in the school’s zone', async () => {
    await renderField();
    expect(screen.queryByTestId('viewer-time')).toBeNull();
  });

  test('a reader in Berlin sees the zone in the field and the moment on their clock under it', async () => {
    await renderField({ viewerTimeZone: 'Europe/Berlin' });
    expect(screen.getByTestId('viewer-time')).toHaveTextContent('= 2:30 AM in your time zone (\u2068Europe/Berlin\u2069)');
    expect(screen.getByRole('group')).toHaveTextContent(/GMT\+8/);
  });

  test('a reader in New York, still on the day before, sees the date too', async () => {
    await renderField({ viewerTimeZone: 'America/New_York' });
    expect(screen.getByTestId('viewer-time')).toHaveTextContent('Nov 9, 2026, 8:30 PM');
  });

  test('a zone with the same clock is not called different', async () => {
    await renderField({ viewerTimeZone: 'Asia/Hong_Kong' });
    expect(screen.queryByTestId('viewer-time')).toBeNull();
  });

  test('an error message marks the field invalid and is announced with it', async () => {
    await renderField({ errorMessage: 'The class must end after it starts.' });
    expect(screen.getByText('The class must end after it starts.')).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/The class must end after it starts\./);
  });

  test('a moment before the minimum is invalid, said in the page’s language with the limit in the school’s zone', async () => {
    await renderField({ min: '2026-11-11T00:00:00.000Z' });
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/Choose Nov 11, 2026, 8:00 AM or later\./);
  });

  test('a moment after the maximum, in a Chinese page', async () => {
    await renderField({ max: '2026-11-10T00:00:00.000Z' }, 'zh_CN');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/2026年11月10日 08:00/);
    expect(screen.getAllByRole('spinbutton')[0]).not.toHaveAccessibleDescription(/Choose/);
  });

  test('the label names the field; required is marked', async () => {
    await renderField({ isRequired: true, description: 'School time' });
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleName(/Starts/);
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/School time/);
  });

  test('Arabic reads the Gregorian date with Arabic digits', async () => {
    const { segment } = await renderField({}, 'ar_SA');
    expect(segment('month')).toHaveTextContent('١١');
    expect(segment('year')).toHaveTextContent('٢٠٢٦');
  });
});

describe('DateRangeField', () => {
  test('shows both ends and reports a changed end as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const view = await renderInApp(<DateRangeField label="Dates" value={{ start: '2026-11-02', end: '2026-11-15' }} onChange={onChange} />);
    const days = view.container.querySelectorAll<HTMLElement>('[role="spinbutton"][data-type="day"]');
    expect(days[0]).toHaveTextContent('2');
    expect(days[1]).toHaveTextContent('15');
    await userEvent.click(days[1]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '2026-11-16' });
  });

  test('a reversed range and a day past the maximum are errors in the page’s language', async () => {
    const view = await renderInApp(<DateRangeField label="Dates" value={{ start: '2026-11-15', end: '2026-11-02' }} onChange={vi.fn()} />);
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    view.rerender(<></>);
    await renderInApp(<DateRangeField label="Dates" value={{ start: '2026-11-02', end: '2026-12-31' }} max="2026-12-01" onChange={vi.fn()} />);
    expect(screen.getByText('Choose Dec 1, 2026 or earlier.')).toBeInTheDocument();
  });
});
