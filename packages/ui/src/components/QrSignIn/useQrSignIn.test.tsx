import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useQrSignIn, type UseQrSignInOptions } from './useQrSignIn.ts';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

function setup(overrides: Partial<UseQrSignInOptions> = {}) {
  let opened = 0;
  const openSession = vi.fn(async () => ({ qrId: `q${++opened}`, qrUrl: `https://portal.example/login/qr?id=q${opened}`, expiresIn: 120 }));
  const options = {
    openSession,
    pollStatus: vi.fn(async () => 'waiting' as const),
    takeToken: vi.fn(async () => undefined),
    onSignedIn: vi.fn(),
    ...overrides,
  };
  const hook = renderHook((props: Partial<UseQrSignInOptions>) => useQrSignIn({ ...options, ...props }), { initialProps: {} });
  return { ...options, openSession, hook };
}

/**
 * Lets timers fire and the promises they start settle, in steps: React renders (and starts the effects that set
 * the next timers) when each act ends.
 */
async function advance(ms: number, step = 250) {
  let left = ms;
  do {
    const now = Math.min(step, left);
    await act(async () => void (await vi.advanceTimersByTimeAsync(now)));
    left -= now;
  } while (left > 0);
}

describe('useQrSignIn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  test('opens nothing and polls nothing until the panel is shown', async () => {
    const { openSession, pollStatus, hook } = setup();
    hook.rerender({ active: false });
    await advance(0);
    // The first render was active: one session. Hidden by the parent, no polls follow.
    const opened = openSession.mock.calls.length;
    await advance(10_000);
    expect(pollStatus).not.toHaveBeenCalled();
    expect(openSession).toHaveBeenCalledTimes(opened);
  });

  test('polls every 1.5 s while the tab is visible and stops while it is hidden', async () => {
    const { pollStatus, hook } = setup();
    await advance(0);
    expect(hook.result.current.state).toBe('waiting');
    await advance(4_600);
    expect(pollStatus).toHaveBeenCalledTimes(3);
    act(() => setVisibility('hidden'));
    await advance(30_000);
    expect(pollStatus).toHaveBeenCalledTimes(3);
    act(() => setVisibility('visible'));
    await advance(1_500);
    expect(pollStatus).toHaveBeenCalledTimes(4);
  });

  test('never has two polls in flight', async () => {
    let release = () => {};
    const pollStatus = vi.fn(() => new Promise<'waiting'>((resolve) => (release = () => resolve('waiting'))));
    setup({ pollStatus });
    await advance(0);
    await advance(10_000);
    expect(pollStatus).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await advance(1_500);
    expect(pollStatus).toHaveBeenCalledTimes(2);
  });

  test('replaces a waiting code before it expires, and counts down', async () => {
    const { openSession, hook } = setup();
    await advance(0);
    expect(hook.result.current.qrUrl).toMatch(/id=q1$/);
    await advance(10_000);
    expect(hook.result.current.secondsLeft).toBe(110);
    await advance(106_000);
    expect(openSession).toHaveBeenCalledTimes(2);
    expect(hook.result.current.qrUrl).toMatch(/id=q2$/);
    expect(hook.result.current.secondsLeft).toBeGreaterThanOrEqual(119);
  });

  test('takes the tokens once when confirmed, then hands over', async () => {
    const answers = ['scanned', 'confirmed'] as const;
    let index = 0;
    const { takeToken, onSignedIn, hook } = setup({ pollStatus: vi.fn(async () => answers[Math.min(index++, 1)]!) });
    // The session opens in the first step; the first poll follows 1.5 s later.
    await advance(1_750);
    expect(hook.result.current.state).toBe('scanned');
    await advance(1_500);
    expect(hook.result.current.state).toBe('confirmed');
    await advance(6_000);
    expect(takeToken).toHaveBeenCalledTimes(1);
    expect(takeToken).toHaveBeenCalledWith('q1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  test('a scanned code that runs out shows expired and is not replaced behind the person’s back', async () => {
    const { openSession, hook } = setup({ pollStatus: vi.fn(async () => 'scanned' as const) });
    await advance(121_000);
    expect(hook.result.current.state).toBe('expired');
    expect(openSession).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.onRefresh());
    await advance(0);
    expect(openSession).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state).toBe('waiting');
  });
});
