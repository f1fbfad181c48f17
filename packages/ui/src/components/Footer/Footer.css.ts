import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const footer = style({
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.secondary,
  borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  fontSize: vars.font.size.small,
});
export const fixed = style({ position: 'fixed', insetBlockEnd: 0, insetInline: 0, zIndex: vars.zIndex.sticky });
export const inner = style({ maxInlineSize: vars.size.content, marginInline: 'auto', paddingBlock: vars.space.xl, paddingInline: vars.space.lg, display: 'grid', gap: vars.space.lg });
export const compact = style({ paddingBlock: vars.space.md });
export const columns = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.dialog.sm}, 1fr))`, alignItems: 'start' });
export const groups = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });
export const group = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const groupTitle = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });
export const list = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  color: vars.color.text.secondary,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  font: 'inherit',
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.link.default, textDecoration: 'underline' } } } },
});
export const qrList = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });
export const qr = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center', textAlign: 'center', maxInlineSize: vars.size.thumbnail });
/** A code drawn here: the thumbnail's size (two classes, so it wins over the code's own larger default). */
export const qrCode = style({ selectors: { [`${qr} &`]: { inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail } } });
export const qrImage = style({ inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail, borderRadius: vars.radius.sm, backgroundColor: vars.color.bg.subtle });
export const legal = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}`, paddingBlockStart: vars.space.md });
