import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { motionMs } from '@academy/tokens';
import { Icon, type IconName } from '../Icon/index.ts';
import * as styles from './Toast.css.ts';

export type ToastTone = 'error' | 'success' | 'info';
type ToastState = { id: number; tone: ToastTone; message: ReactNode };
export type ToastApi = { show: (message: ReactNode, tone?: ToastTone) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);
const ICONS: Record<ToastTone, IconName> = { error: 'errorCircle', success: 'checkCircle', info: 'info' };

/** Shows short messages (spec §8/§9): one at a time — a new one replaces the current — for 2 seconds each. */
export function ToastProvider({ children, duration = motionMs.toastDuration }: { children: ReactNode; duration?: number }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  const show = useCallback((message: ReactNode, tone: ToastTone = 'info') => {
    nextId.current += 1;
    setToast({ id: nextId.current, tone, message });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [toast, paused, duration, dismiss]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        {/* Live regions exist before content arrives, so the first message is announced too. */}
        <output aria-live="polite">{toast && toast.tone !== 'error' && <ToastView key={toast.id} toast={toast} onPause={setPaused} />}</output>
        <div role="alert">{toast && toast.tone === 'error' && <ToastView key={toast.id} toast={toast} onPause={setPaused} />}</div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onPause }: { toast: ToastState; onPause: (paused: boolean) => void }) {
  return (
    <div className={styles.toast} data-tone={toast.tone} onMouseEnter={() => onPause(true)} onMouseLeave={() => onPause(false)}>
      <Icon name={ICONS[toast.tone]} className={styles.icon} />
      <span>{toast.message}</span>
    </div>
  );
}

/** `const toast = useToast(); toast.show(message, 'error')` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
