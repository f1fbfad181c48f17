import { useCallback, useEffect, useRef, useState } from 'react';
import type { QrSignInPanelProps, QrSignInState } from './QrSignInPanel.tsx';

export type QrSessionOpened = { qrId: string; qrUrl: string; expiresIn: number };
export type QrServerStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled';

export type UseQrSignInOptions = {
  /** Opens a session for this browser. Throwing shows the failed state. */
  openSession: () => Promise<QrSessionOpened>;
  pollStatus: (qrId: string) => Promise<QrServerStatus>;
  /** Takes the confirmed session's tokens (the cookies are set by the answer). */
  takeToken: (qrId: string) => Promise<void>;
  /** Navigate here; the panel stays on "confirmed" meanwhile. */
  onSignedIn: () => void;
  /** False while the panel is not shown: nothing is opened or polled. */
  active?: boolean;
  pollMs?: number;
  /** A waiting code is replaced this many seconds before it expires, so a phone never scans a dead one. */
  refreshBeforeSeconds?: number;
};

type Session = { qrId: string; qrUrl: string; expiresAt: number };

/** Whether the tab is in view: polling stops while it is hidden (spec: no work for a page nobody sees). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The state behind a QrSignInPanel: opens a session, counts down, replaces the code before it expires while nobody
 * scanned it, polls the status (only while active and the tab is visible; never two polls at once) and takes the
 * tokens once the phone confirmed.
 */
export function useQrSignIn({ openSession, pollStatus, takeToken, onSignedIn, active = true, pollMs = 1500, refreshBeforeSeconds = 5 }: UseQrSignInOptions): QrSignInPanelProps {
  const calls = useRef({ openSession, pollStatus, takeToken, onSignedIn });
  useEffect(() => {
    calls.current = { openSession, pollStatus, takeToken, onSignedIn };
  });
  const [session, setSession] = useState<Session | null>(null);
  const [state, setState] = useState<QrSignInState>('loading');
  const [now, setNow] = useState(() => Date.now());
  const visible = usePageVisible();
  const running = active && visible;
  // Bumped on every new session: an answer about an older one is dropped.
  const generation = useRef(0);

  /** Asks for a session; the caller has shown "loading" already. */
  const load = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const opened = await calls.current.openSession();
      if (mine !== generation.current) return;
      setSession({ qrId: opened.qrId, qrUrl: opened.qrUrl, expiresAt: Date.now() + opened.expiresIn * 1000 });
      setNow(Date.now());
      setState('waiting');
    } catch {
      if (mine === generation.current) setState('failed');
    }
  }, []);
  const refresh = useCallback(() => {
    setState('loading');
    void load();
  }, [load]);

  // The first code, when the panel is first shown (the state starts as loading).
  useEffect(() => {
    if (active && generation.current === 0) void load();
  }, [active, load]);

  const live = state === 'waiting' || state === 'scanned';

  // The countdown: a waiting code is replaced shortly before it expires, a scanned one runs out. Checked at once
  // when the tab comes back into view, then every second.
  useEffect(() => {
    if (!running || !live || !session) return;
    const tick = () => {
      const left = Math.ceil((session.expiresAt - Date.now()) / 1000);
      setNow(Date.now());
      if (state === 'waiting' && left <= refreshBeforeSeconds) refresh();
      else if (state === 'scanned' && left <= 0) setState('expired');
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, live, session, state, refreshBeforeSeconds, refresh]);
  const secondsLeft = session ? Math.max(0, Math.ceil((session.expiresAt - now) / 1000)) : 0;

  // Polling, one request at a time.
  useEffect(() => {
    if (!running || !live || !session) return;
    const mine = generation.current;
    let busy = false;
    const poll = async () => {
      if (busy) return;
      busy = true;
      try {
        const status = await calls.current.pollStatus(session.qrId);
        if (mine !== generation.current) return;
        if (status === 'confirmed') {
          generation.current++; // nothing else may change the state now
          setState('confirmed');
          try {
            await calls.current.takeToken(session.qrId);
            calls.current.onSignedIn();
          } catch {
            setState('failed');
          }
        } else setState(status);
      } catch {
        if (mine === generation.current) setState('failed');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void poll(), pollMs);
    return () => clearInterval(timer);
  }, [running, live, session, pollMs]);

  return { state, qrUrl: session?.qrUrl ?? null, secondsLeft, onRefresh: refresh };
}
