import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const summary = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none', borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}` });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.sm} minmax(0, 1fr) auto`,
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});

/** The unread dot (colour is not the only signal: the hidden "Unread" says it, and the title is bold). */
export const dot = style({
  marginBlockStart: vars.space.xs,
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
});
export const noDot = style({ inlineSize: vars.space.sm });

export const body = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread="true"] &': { fontWeight: vars.font.weight.bold } },
});
export const titleLink = style({
  color: vars.color.link.default,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const text = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.font.size.caption, color: vars.color.text.secondary });

export const skeletonItem = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.md, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
