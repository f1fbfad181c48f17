import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.component.card.padding,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  color: vars.color.text.primary,
});

/** The question, then the toggle at the line's end; a long question wraps and pushes the toggle below. */
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, flex: 1, minInlineSize: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const summary = style({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const mean = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const bars = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const bar = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const barLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.font.size.small });
export const barLabel = style({ display: 'grid', flex: 1, minInlineSize: 0 });
export const barValue = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/** The bar grows from the inline start (a block in the track's flow): the left in LTR, the right in RTL. */
export const track = style({ display: 'block', blockSize: vars.space.md, borderRadius: vars.radius.sm, backgroundColor: vars.color.bg.subtle, overflow: 'hidden' });
export const fill = style({ display: 'block', blockSize: '100%', borderRadius: vars.radius.sm, backgroundColor: vars.color.brand.primary });

export const tableBox = style({ overflowX: 'auto', borderRadius: vars.radius.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
export const headerCell = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  textAlign: 'start',
  backgroundColor: vars.color.bg.subtle,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
export const rowHeader = style({ paddingInline: vars.space.sm, paddingBlock: vars.space.xs, fontWeight: vars.font.weight.regular, overflowWrap: 'anywhere', borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const numberCell = style({ paddingInline: vars.space.sm, paddingBlock: vars.space.xs, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const numberHeader = style({ textAlign: 'end' });

export const empty = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, color: vars.color.text.secondary });

export const answers = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const answer = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
  minInlineSize: 0,
});
export const answerText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const answerMeta = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
