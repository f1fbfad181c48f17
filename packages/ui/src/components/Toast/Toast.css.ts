import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { reducedMotion } from '../../styles/focus.ts';

const enter = keyframes({ from: { opacity: 0, transform: `translateY(calc(${vars.space.sm} * -1))` } });

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.xl,
  insetInline: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: vars.size.dialog.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const icon = style({ selectors: { '[data-tone="error"] > &': { color: vars.color.status.dangerSubtle } } });
