import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Beside on a wide line, under it when the line is full: the reader's clock never pushes the school's off.
export const root = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, rowGap: vars.space.xxs });
export const viewer = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
