import { ProgressBar } from 'react-aria-components';
import * as styles from './Button.css.ts';

/** An indeterminate spinner for pending actions; the ring uses currentColor so it matches any button. */
export function ProgressCircle({ label, className }: { label: string; className?: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className}>
      <svg className={styles.spinner} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
