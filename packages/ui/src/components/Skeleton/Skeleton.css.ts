import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { reducedMotion } from '../../styles/focus.ts';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style({
  display: 'block',
  backgroundColor: vars.color.bg.muted,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.loop} * 2)`,
  animationIterationCount: 'infinite',
  animationTimingFunction: vars.motion.easing.standard,
  '@media': { [reducedMotion]: { animationName: 'none' } },
});

export const shape = styleVariants({
  text: { blockSize: vars.font.size.body, borderRadius: vars.radius.sm },
  title: { blockSize: vars.font.size.title, borderRadius: vars.radius.sm },
  rect: { blockSize: '100%', borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});
