import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text.primary });
export const images = style({ display: 'grid', gap: vars.space.sm });
export const imagesLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' });
export const thumb = style({ position: 'relative', inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail, borderRadius: vars.radius.md, overflow: 'hidden', backgroundColor: vars.color.bg.subtle });
export const thumbImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });
export const remove = style({ position: 'absolute', insetBlockStart: vars.space.xxs, insetInlineEnd: vars.space.xxs, backgroundColor: vars.color.bg.surface });
export const error = style({ color: vars.color.status.dangerText, fontSize: vars.font.size.small });
export const service = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: vars.color.bg.subtle, fontSize: vars.font.size.small });
export const serviceTitle = style({ fontWeight: vars.font.weight.bold });
export const serviceList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.xs, margin: 0 });
