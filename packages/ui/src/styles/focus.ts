import { vars } from '../theme/theme.css.ts';

/** The one visible focus indicator, for react-aria's [data-focus-visible] (keyboard focus only). */
export const focusRing = {
  outline: `${vars.component.focusRing.width} solid ${vars.component.focusRing.color}`,
  outlineOffset: vars.component.focusRing.offset,
} as const;

/** Honours the reader's reduced-motion setting for any animated style. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Pointers that hover (not touch screens, where a tapped element would keep its hover look): for :hover styles. */
export const canHover = '(hover: hover)';
