import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing, reducedMotion } from '../../styles/focus.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.sm})` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.bg.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const modal = style({
  inlineSize: '100%',
  maxBlockSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: vars.component.dialog.background,
  color: vars.color.text.primary,
  borderRadius: vars.component.dialog.radius,
  boxShadow: vars.component.dialog.shadow,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const width = styleVariants({
  sm: { maxInlineSize: vars.size.dialog.sm },
  md: { maxInlineSize: vars.size.dialog.md },
  lg: { maxInlineSize: vars.size.dialog.lg },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  maxBlockSize: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.component.dialog.padding,
  paddingInline: vars.component.dialog.padding,
  paddingBlockEnd: vars.space.md,
});

export const title = style({
  flex: 1,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  paddingBlockStart: vars.space.sm,
});

export const closeButton = style({ marginInlineEnd: `calc(${vars.space.sm} * -1)`, marginBlockStart: `calc(${vars.space.xs} * -1)` });

export const body = style({
  paddingInline: vars.component.dialog.padding,
  paddingBlockEnd: vars.component.dialog.padding,
  overflowY: 'auto',
  flex: '1 1 auto',
  minBlockSize: 0,
  color: vars.color.text.secondary,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.component.focusRing.width} * -1)` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.component.dialog.padding,
  paddingBlock: vars.space.lg,
  borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});
