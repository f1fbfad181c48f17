import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'style' | 'children'> & { children: ReactNode; className?: string };

/** An on/off setting that takes effect at once. The thumb moves toward the reading direction's end when on. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
