import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Editor layout only: every control inside comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const status = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.caption });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const hint = style({ color: vars.color.text.secondary, fontSize: vars.font.size.caption });
export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`,
});
export const panelTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });
export const preview = style({ display: 'grid', gap: vars.space.md });
export const previewBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'end' });
export const previewLanguage = style({ minInlineSize: vars.size.sidebar });
export const stage = style({
  display: 'grid',
  justifyItems: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.bg.muted,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const device = style({ position: 'relative', overflow: 'hidden', boxShadow: vars.shadow.lg, borderRadius: vars.radius.md, backgroundColor: vars.color.bg.surface });
export const frame = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, border: 'none', transformOrigin: '0 0' });
