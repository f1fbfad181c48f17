import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '@academy/api-client';
import { forbiddenPath } from './classData.ts';
import { commonMessages } from '@academy/ui';
import { failureMessage } from '../../app/failureMessage.ts';

export type Call<T> = {
  data: T | undefined;
  /** The server's message (or "check your connection") when the last call failed. */
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Replace the data with what a write answered. */
  set: (data: T) => void;
};

/**
 * One call of a page section, made after the page is shown (the section shows a skeleton meanwhile). A 403 sends
 * the reader to the class-info 403 page like a refused page load; other failures stay in the section with the
 * server's message. A late answer to an older call is dropped.
 */
export function useCall<T>(schoolId: string, load: (() => Promise<T>) | null, key: string): Call<T> {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useState<{ key: string; data?: T; error: string | null }>({ key: '', error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const requestKey = `${key}#${attempt}`;

  useEffect(() => {
    const current = loadRef.current;
    if (!current) return;
    let live = true;
    current().then(
      (data) => live && setState({ key: requestKey, data, error: null }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 403) void navigate(forbiddenPath(schoolId));
        setState((previous) => ({ key: requestKey, data: previous.data, error: failureMessage(error, intl.formatMessage(commonMessages.loadFailedBody)) }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per key and attempt
  }, [requestKey, schoolId]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState((previous) => ({ ...previous, data, error: null })), []);
  return { data: state.data, error: state.key === requestKey ? state.error : null, loading: load !== null && state.key !== requestKey, reload, set };
}
