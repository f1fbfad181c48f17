import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Covers the page so pointer presses land on the mask, not on the links and buttons under it. */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  paddingBlockStart: vars.space.xl,
  backgroundColor: 'transparent',
});
export const notice = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
});
