import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text.primary,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: `calc(${vars.size.icon.md} * 2)`,
  blockSize: vars.size.icon.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { backgroundColor: vars.color.bg.muted },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  inlineSize: `calc(${vars.size.icon.md} - ${vars.space.xxs} * 2)`,
  blockSize: `calc(${vars.size.icon.md} - ${vars.space.xxs} * 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${root}[data-selected] &`]: { insetInlineStart: `calc(100% - ${vars.size.icon.md} + ${vars.space.xxs})` } },
});
