import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))` });
export const item = style({
  display: 'grid', gap: vars.space.sm, alignContent: 'start', padding: vars.space.lg, borderRadius: vars.radius.lg,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`, backgroundColor: vars.color.bg.surface,
});
export const itemHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const logo = style({ inlineSize: vars.size.avatar.md, blockSize: vars.size.avatar.md, borderRadius: vars.radius.md, objectFit: 'cover', flexShrink: 0 });
export const name = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, minInlineSize: 0 });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const themed = style({ display: 'grid', gap: vars.space.xxl });
