import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.sm });
export const status = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const names = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontFamily: vars.font.family.mono, fontSize: vars.font.size.caption });
export const namesTitle = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
