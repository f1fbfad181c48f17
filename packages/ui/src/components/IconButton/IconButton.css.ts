import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const squareOf = (size: string) => ({ inlineSize: size, minInlineSize: size, paddingInline: vars.space.none });

export const square = styleVariants({
  sm: squareOf(vars.size.control.sm),
  md: squareOf(vars.size.control.md),
  lg: squareOf(vars.size.control.lg),
});
