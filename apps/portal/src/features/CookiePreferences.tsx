import { useState } from 'react';
import { COOKIE_NAMES } from '@academy/rules';
import { CookiePreferencesDialog } from '@academy/ui';
import { api } from '../app/api.ts';

/** Spec §4: the analytics consent flag lives in local storage; Save and close stores it, Reset turns it off. */
export const ANALYTICS_CONSENT_KEY = 'analytics_consent';


export function CookiePreferences({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [analytics, setAnalytics] = useState(() => localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'true');
  return (
    <CookiePreferencesDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      analytics={analytics}
      cookieNames={COOKIE_NAMES}
      onSave={(choice) => {
        localStorage.setItem(ANALYTICS_CONSENT_KEY, String(choice));
        setAnalytics(choice);
        // Recorded on the server too (keyed by this browser): the choice is kept as proof, not only in this browser.
        void api.knownCookiesAgreement({ body: { operation: choice ? 'accept' : 'reject' } }).catch(() => undefined);
      }}
    />
  );
}
