import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

// Shared by the month calendar (MonthCalendar.tsx, its own grid) and the date pickers' pop-over calendars
// (react-aria's, through DateTimeField/CalendarPanel and DayCell): the same look for both.

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  inlineSize: 'max-content',
  maxInlineSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});
export const calendar = style({ display: 'grid', gap: vars.space.sm });

/** Previous, month and year, next: the buttons trade places in right-to-left by the flex order of the row. */
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const heading = style({ flex: 1, textAlign: 'center', fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });
export const weekday = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});
export const cell = style({ padding: vars.space.xxs, textAlign: 'center' });

const selected = { backgroundColor: vars.color.brand.primary, color: vars.color.brand.onPrimary };

export const day = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.subtle },
    // Today: a ring and bold digits (not colour alone).
    '&[data-today]': { fontWeight: vars.font.weight.bold, boxShadow: `inset 0 0 0 ${vars.size.border.thin} ${vars.color.border.strong}` },
    '&[data-selected]': selected,
    // react-aria's days say data-focus-visible; the month calendar's own days rely on the browser's :focus-visible.
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default', backgroundColor: 'transparent' },
    '&[data-unavailable]': { color: vars.color.text.disabled, textDecoration: 'line-through', cursor: 'default' },
    // Days of the neighbouring months keep their place in the grid but are not shown or read.
    '&[data-outside-month]': { visibility: 'hidden' },
  },
});

/** A date range in the range calendar: the days between the ends are tinted, the ends are filled. */
export const rangeDay = style({
  selectors: {
    '&[data-selected]': { borderRadius: vars.radius.none, backgroundColor: vars.color.status.infoSubtle, color: vars.color.text.primary },
    '&[data-selection-start], &[data-selection-end]': { ...selected, borderRadius: vars.radius.full },
  },
});

const dotSize = `calc(${vars.space.xs} * 1.5)`;

export const dot = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xxs,
  insetInlineStart: `calc(50% - ${dotSize} / 2)`,
  inlineSize: dotSize,
  blockSize: dotSize,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  selectors: { [`${day}:not([data-selected]) &`]: { backgroundColor: vars.color.brand.primary } },
});

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.caption,
  color: vars.color.text.secondary,
});
/** The legend's sample dot, where the dot of a day sits alone. */
export const legendDot = style({ inlineSize: dotSize, blockSize: dotSize, borderRadius: vars.radius.full, backgroundColor: vars.color.brand.primary });
