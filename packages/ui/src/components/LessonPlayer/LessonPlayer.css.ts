import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0, color: vars.color.text.primary });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const video = style({ inlineSize: '100%', aspectRatio: '16 / 9', backgroundColor: vars.color.bg.inverse, borderRadius: vars.radius.md });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const select = style({
  minBlockSize: vars.size.control.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  font: 'inherit',
});
export const canvas = style({ inlineSize: '100%', blockSize: 'auto', border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, backgroundColor: vars.color.bg.surface });
export const article = style({ display: 'grid', gap: vars.space.sm, lineHeight: vars.font.lineHeight.relaxed });
globalStyle(`${article} a[href]`, { color: vars.color.link.default, textDecorationLine: 'underline' });
globalStyle(`${article} :is(p, ul, ol)`, { margin: 0 });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const done = style({ color: vars.color.status.successText, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, margin: 0 });
export const end = style({ blockSize: vars.size.border.thin });
