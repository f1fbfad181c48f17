import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({});

/** The field's look (styles/field.css.ts input) as a button: value at the start, chevron at the end. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    [`${root}[data-invalid] &`]: { borderColor: vars.color.status.danger },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    [`${trigger}[data-disabled] &`]: { color: vars.color.text.disabled },
  },
});

/**
 * There is no downward chevron in the icon set: the forward chevron is turned a quarter toward the block end.
 * In RTL the icon mirrors itself (it points left), so it turns the other way to point down too; open, it points up.
 */
export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.secondary,
  transform: 'rotate(90deg)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:dir(rtl)': { transform: 'rotate(-90deg)' },
    [`${root}[data-open] &`]: { transform: 'rotate(-90deg)' },
    [`${root}[data-open] &:dir(rtl)`]: { transform: 'rotate(90deg)' },
    [`${trigger}[data-disabled] &`]: { color: vars.color.text.disabled },
  },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: `min(${vars.size.dialog.md}, 100vw)`,
  overflowY: 'auto',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const listBox = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.size.control.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.bg.subtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const optionLabel = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({ color: vars.color.brand.primary });
