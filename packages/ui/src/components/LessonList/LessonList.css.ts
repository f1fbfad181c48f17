import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const chapters = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const chapterTitle = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, margin: 0, marginBlockEnd: vars.space.xs });
export const lessons = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const lesson = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.bg.subtle }, '&[aria-current="page"]': { backgroundColor: vars.color.bg.subtle, fontWeight: vars.font.weight.bold } },
});
export const title = style({ minInlineSize: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, color: vars.color.text.secondary, fontSize: vars.font.size.small, fontWeight: vars.font.weight.regular });
export const done = style({ color: vars.color.status.successText });
export const pending = style({ color: vars.color.text.secondary });
