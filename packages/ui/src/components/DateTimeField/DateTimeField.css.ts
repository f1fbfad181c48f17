import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { menuPopover } from '../../styles/shared.css.ts';

/** The box around the date segments and the calendar button; it looks like the library's text input. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control.md,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    '&[data-focus-within]': { ...focusRing, outlineOffset: 0, borderColor: vars.component.focusRing.color },
    '&[data-invalid]': { borderColor: vars.color.status.danger },
    '&[data-disabled]': { backgroundColor: vars.color.bg.subtle, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const inputs = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', flex: 1, minInlineSize: 0, gap: vars.space.xs });
export const input = style({ display: 'flex', alignItems: 'center', fontSize: vars.font.size.body, fontVariantNumeric: 'tabular-nums', outline: 'none' });
export const rangeDash = style({ color: vars.color.text.secondary });

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: vars.space.none },
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-focused]': { backgroundColor: vars.color.brand.primary, color: vars.color.brand.onPrimary },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const popover = style([menuPopover, { padding: vars.space.md, minInlineSize: 'auto' }]);
export const dialog = style({ outline: 'none' });
export const calendar = style({ display: 'grid', gap: vars.space.sm });

/** The school's zone after the segments, when the reader's clock differs. */
export const zoneName = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, whiteSpace: 'nowrap' });

/** The same moment on the reader's clock, first line of the help under the field. */
export const viewerTime = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
/** Level with the first line of the note. */
export const viewerTimeIcon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });
export const description = style({ display: 'grid', gap: vars.space.xxs });
