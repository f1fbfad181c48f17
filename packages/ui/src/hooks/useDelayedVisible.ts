import { useEffect, useState } from 'react';

/** False until `delay` ms after mount (true at once for 0): the spinner's 200 ms and the tool sidebar's 500 ms (spec §2/§9). */
export function useDelayedVisible(delay: number): boolean {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible;
}
