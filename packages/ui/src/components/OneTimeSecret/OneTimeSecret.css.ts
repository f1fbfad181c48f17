import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const field = style({ flex: 1, minInlineSize: `min(100%, calc(${vars.size.sidebar} * 1.2))` });
export const status = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
