import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { reducedMotion } from '../../styles/focus.ts';

export const bar = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

/** Label at the start, the value at the end of the same line; a long label wraps, the value stays whole. */
export const header = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.font.size.small });
export const label = style({ flex: 1, minInlineSize: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const track = style({ display: 'block', position: 'relative', overflow: 'hidden', borderRadius: vars.radius.full, backgroundColor: vars.color.bg.muted });
export const trackSize = styleVariants({ sm: { blockSize: vars.space.xs }, md: { blockSize: vars.space.sm } });

/** The fill is a block in the track's flow, so it grows from the inline start: the left in LTR, the right in RTL. */
export const fill = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: 'inherit',
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
});
export const tone = styleVariants({ default: { backgroundColor: vars.color.brand.primary }, success: { backgroundColor: vars.color.status.success } });

// Logical insets, so the moving segment runs in the reading direction in RTL too (a translateX would not).
const slide = keyframes({ from: { insetInlineStart: '-40%' }, to: { insetInlineStart: '100%' } });
export const indeterminate = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '40%',
  animationName: slide,
  animationDuration: `calc(${vars.motion.duration.loop} * 2)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { [reducedMotion]: { animationDuration: `calc(${vars.motion.duration.loop} * 6)` } },
});

export const ring = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0, fontSize: vars.font.size.small });
export const ringBox = style({ position: 'relative', display: 'inline-grid', placeItems: 'center', flexShrink: 0 });
export const ringSize = styleVariants({
  sm: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
  md: { inlineSize: vars.size.avatar.lg, blockSize: vars.size.avatar.lg },
});
/** Starts at twelve o'clock and runs clockwise; mirrored in RTL, where progress runs the other way round. */
export const ringSvg = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  transform: 'rotate(-90deg)',
  selectors: { '&:dir(rtl)': { transform: 'rotate(-90deg) scaleY(-1)' } },
});
export const ringTrack = style({ fill: 'none', stroke: vars.color.bg.muted });
export const ringFill = style({
  fill: 'none',
  strokeLinecap: 'round',
  transitionProperty: 'stroke-dashoffset',
  transitionDuration: vars.motion.duration.normal,
});
export const ringTone = styleVariants({ default: { stroke: vars.color.brand.primary }, success: { stroke: vars.color.status.success } });
/** The percentage inside a medium ring. */
export const ringValue = style({ position: 'relative', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.text.primary });
export const ringText = style({ display: 'grid', minInlineSize: 0 });
