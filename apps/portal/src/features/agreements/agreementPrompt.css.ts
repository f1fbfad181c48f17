import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** In the page flow under the header (never over it): it asks without hiding what the user came to read. */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  marginBlockStart: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.lg,
  backgroundColor: vars.color.bg.surface,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
export const title = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, paddingInlineStart: vars.space.lg });
export const item = style({ display: 'grid', gap: vars.space.xs });
export const name = style({ fontWeight: vars.font.weight.bold });
export const changes = style({ color: vars.color.text.secondary, whiteSpace: 'pre-line' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const fullText = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.sm });
