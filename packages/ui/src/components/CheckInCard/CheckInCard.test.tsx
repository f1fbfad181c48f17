import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { CheckInCard, type CheckInCardProps } from './CheckInCard.tsx';

const base = { title: 'Mechanics — week 3', sessionTime: '12 Sep 2026, 09:00–10:30', onCheckIn: () => {} } satisfies Partial<CheckInCardProps>;

describe('CheckInCard', () => {
  test('open: a status, when it closes, and the Check in button', async () => {
    const onCheckIn = vi.fn();
    await renderInApp(<CheckInCard {...base} state="open" closesAt="12 Sep 2026, 10:30" onCheckIn={onCheckIn} />);
    expect(screen.getByRole('article', { name: 'Mechanics — week 3' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Open');
    expect(screen.getByText('Check-in closes 12 Sep 2026, 10:30')).toBeInTheDocument();
    expect(screen.getByText('Session: 12 Sep 2026, 09:00–10:30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(onCheckIn).toHaveBeenCalledOnce();
  });

  test.each([
    ['notOpen', 'Not open yet', 'Check-in opens 12 Sep 2026, 08:45'],
    ['checkedIn', 'Checked in', 'You checked in: 12 Sep 2026, 09:02'],
    ['missed', 'Missed', 'Check-in closed 12 Sep 2026, 10:30'],
  ] as const)('%s: its status and time, no button', async (state, status, line) => {
    await renderInApp(<CheckInCard {...base} state={state} opensAt="12 Sep 2026, 08:45" closesAt="12 Sep 2026, 10:30" checkedInAt="12 Sep 2026, 09:02" />);
    expect(screen.getByRole('status')).toHaveTextContent(status);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  test('the attachments slot shows only once checked in', async () => {
    function Card() {
      const [state, setState] = useState<CheckInCardProps['state']>('open');
      return (
        <CheckInCard {...base} state={state} onCheckIn={() => setState('checkedIn')}>
          <p>Photos</p>
        </CheckInCard>
      );
    }
    await renderInApp(<Card />);
    expect(screen.queryByText('Photos')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByText('Photos')).toBeInTheDocument();
  });

  test('a failure is announced; while a new try is pending the button is busy and the old failure gone', async () => {
    const onCheckIn = vi.fn();
    const { unmount } = await renderInApp(<CheckInCard {...base} state="open" error="Check-in has closed." onCheckIn={onCheckIn} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in has closed.');
    unmount();
    await renderInApp(<CheckInCard {...base} state="open" error="Check-in has closed." pending onCheckIn={onCheckIn} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByTestId('check-in'));
    expect(onCheckIn).not.toHaveBeenCalled();
  });

  test('checking in moves focus from the vanished button to the card’s title', async () => {
    function Card() {
      const [state, setState] = useState<CheckInCardProps['state']>('open');
      return <CheckInCard {...base} state={state} onCheckIn={() => setState('checkedIn')} />;
    }
    await renderInApp(<Card />);
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mechanics — week 3' })).toHaveFocus());
  });
});
