import { useState } from 'react';

/** A sign or accept button's request: pending while it runs, failed (shown until the next try) when it threw. */
export function useSigning() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await request();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, run };
}
