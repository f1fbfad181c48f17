import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '@academy/tokens';

const query = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Light or dark, following the reader's system setting. */
export function useColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribe, () => (window.matchMedia(query).matches ? 'dark' : 'light'), () => 'light');
}

/** A preview (`isVisit=true`) may ask for a scheme with `scheme=light|dark`, so the editor can show both. */
export function previewColorScheme(search: string): ThemeMode | null {
  const params = new URLSearchParams(search);
  const scheme = params.get('scheme');
  return params.get('isVisit') === 'true' && (scheme === 'light' || scheme === 'dark') ? scheme : null;
}
