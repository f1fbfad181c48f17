import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'grid', placeItems: 'center', minBlockSize: `calc(${vars.size.dialog.md} * 1.2)`, paddingBlock: vars.space.xxxl, paddingInline: vars.space.lg, textAlign: 'center' });
export const box = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, maxInlineSize: vars.size.dialog.md });
export const icon = style({ display: 'grid', placeItems: 'center', inlineSize: `calc(${vars.size.avatar.lg} * 1.5)`, blockSize: `calc(${vars.size.avatar.lg} * 1.5)`, borderRadius: vars.radius.full, backgroundColor: vars.color.bg.subtle, color: vars.color.text.secondary });
export const code = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold });
export const body = style({ color: vars.color.text.secondary });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
