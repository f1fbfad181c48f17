import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.ts';

/** Shared look of form fields: label above, control, description or error below. */
export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });

export const requiredMark = style({ color: vars.color.status.dangerText, marginInlineStart: vars.space.xxs });

export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    // :focus-visible for the plain look-alikes of lazily loaded fields (Select), which react-aria does not mark.
    '&[data-focus-visible], &[data-focused], &:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.component.focusRing.color },
    '&[data-invalid]': { borderColor: vars.color.status.danger },
    '&[data-disabled]': { backgroundColor: vars.color.bg.subtle, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.status.dangerText, display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });
