import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'inline-grid', placeItems: 'center', color: vars.color.brand.primary });
export const block = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space.xxl, inlineSize: '100%' });
export const size = styleVariants({
  sm: { inlineSize: vars.size.icon.sm, blockSize: vars.size.icon.sm },
  md: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
  lg: { inlineSize: vars.size.control.lg, blockSize: vars.size.control.lg },
});
