import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0, color: vars.color.text.primary });

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
export const headerText = style({ display: 'grid', gap: vars.space.xxs, marginInlineEnd: 'auto' });
export const heading = style({ fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold });
export const intro = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const tokens = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.sidebar}), 1fr))` });

/** The swatch sits level with the input, under the label. */
export const token = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.sm, alignItems: 'start' });
export const swatchCell = style({ paddingBlockStart: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal} + ${vars.space.xs})` });

export const swatch = style({
  display: 'block',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: 'none', borderRadius: vars.radius.sm },
    '&::-moz-color-swatch': { border: 'none', borderRadius: vars.radius.sm },
  },
});

export const report = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});
export const reportHeading = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });
export const summary = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const summaryFail = style({ color: vars.color.status.warningText });
export const summaryPass = style({ color: vars.color.status.successText });
export const pairs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.small });
export const pair = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const pairFail = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.status.warningSubtle,
  color: vars.color.status.warningText,
});
export const pairPass = style({ paddingInline: vars.space.sm, color: vars.color.text.secondary });
export const pairIcon = style({ marginBlockStart: vars.space.xxs });
