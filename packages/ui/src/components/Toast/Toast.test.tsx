import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { ToastProvider, useToast, type ToastApi } from './Toast.tsx';

import { useEffect } from 'react';

let captured: ToastApi | undefined;
const capture = (api: ToastApi) => {
  captured = api;
};
function Capture() {
  const toast = useToast();
  useEffect(() => capture(toast), [toast]);
  return null;
}
const api = { show: (...args: Parameters<ToastApi['show']>) => captured!.show(...args) };

describe('Toast (spec §8/§9)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  test('an error toast is an alert with the message, and leaves after 2 seconds', async () => {
    await renderInApp(<ToastProvider><Capture /></ToastProvider>);
    act(() => api.show('Feedback failed', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback failed');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback failed');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  test('at most one toast: a second message replaces the first and gets its own 2 seconds', async () => {
    await renderInApp(<ToastProvider><Capture /></ToastProvider>);
    act(() => api.show('First', 'info'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => api.show('Second', 'info'));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
