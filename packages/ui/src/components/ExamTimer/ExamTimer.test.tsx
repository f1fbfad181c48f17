import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ExamTimer } from './ExamTimer.tsx';

const START = Date.parse('2026-11-29T10:00:00Z');

describe('ExamTimer', () => {
  test('counts from the server’s clock, announces at 10, 5 and 1 minutes left (not every second), expires once', async () => {
    let clock = START;
    const onExpire = vi.fn();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // The device is an hour behind the server: the time left is still the server's 10:30.
      await renderInApp(<ExamTimer serverTime={new Date(START + 3_600_000).toISOString()} deadline={new Date(START + 3_600_000 + 630_000).toISOString()} now={() => clock} onExpire={onExpire} />);
      // The timer's own region: react-aria's announcer (kept in the body across tests) has polite regions too.
      const live = screen.getByRole('timer').parentElement!.querySelector('[aria-live="polite"]')!;
      expect(screen.getByRole('timer')).toHaveTextContent('10:30');
      const step = async (seconds: number) => {
        clock += seconds * 1000;
        await act(async () => vi.advanceTimersByTime(1000));
      };
      const heard: string[] = [];
      for (let second = 0; second < 630; second += 1) {
        await step(1);
        if (live.textContent && heard.at(-1) !== live.textContent) heard.push(live.textContent);
      }
      expect(heard).toEqual(['10 minutes left', '5 minutes left', '1 minute left', 'Time is up: your answers are being submitted.']);
      await step(5);
      expect(onExpire).toHaveBeenCalledOnce();
      expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    } finally {
      vi.useRealTimers();
    }
  });
});
