import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: vars.size.content });

export const heading = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold });

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.font.size.small,
  backgroundColor: vars.color.bg.surface,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.caption, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const swatch = style({
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});

export const pairSample = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
});

export const pass = style({ color: vars.color.status.successText, fontWeight: vars.font.weight.bold });
export const fail = style({ color: vars.color.status.dangerText, fontWeight: vars.font.weight.bold });

export const bar = style({ blockSize: vars.space.md, backgroundColor: vars.color.brand.primary, borderRadius: vars.radius.sm });

export const box = style({
  inlineSize: vars.size.control.lg,
  blockSize: vars.size.control.lg,
  backgroundColor: vars.color.bg.surface,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});

export const specimen = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });

export const uiSample = style({
  display: 'inline-block',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.sm,
  borderRadius: vars.radius.sm,
  borderWidth: vars.size.border.thick,
  borderStyle: 'solid',
});
