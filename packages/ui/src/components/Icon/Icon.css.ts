import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  sm: { inlineSize: vars.size.icon.sm, blockSize: vars.size.icon.sm },
  md: { inlineSize: vars.size.icon.md, blockSize: vars.size.icon.md },
  lg: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
});

/** Directional icons follow the reading direction. */
export const mirrored = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
