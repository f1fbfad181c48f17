import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: vars.size.border.thick,
  borderInlineStartStyle: 'solid',
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.status.infoSubtle, color: vars.color.status.infoText, borderInlineStartColor: vars.color.status.info },
  success: { backgroundColor: vars.color.status.successSubtle, color: vars.color.status.successText, borderInlineStartColor: vars.color.status.success },
  warning: { backgroundColor: vars.color.status.warningSubtle, color: vars.color.status.warningText, borderInlineStartColor: vars.color.status.warning },
  error: { backgroundColor: vars.color.status.dangerSubtle, color: vars.color.status.dangerText, borderInlineStartColor: vars.color.status.danger },
});

export const icon = style({ marginBlockStart: vars.space.xxs });
export const body = style({ flex: 1, minInlineSize: 0, display: 'grid', gap: vars.space.xxs, paddingBlockStart: vars.space.xxs });
// Links in a message (a bulletin's) take the tone's text colour, which has contrast on the tone's background in both
// schemes; the underline says they are links.
globalStyle(`${body} a[href]`, { color: 'inherit', textDecorationLine: 'underline' });
export const title = style({ fontWeight: vars.font.weight.bold });
export const close = style({ color: 'inherit', marginBlock: `calc(${vars.space.xs} * -1)` });
