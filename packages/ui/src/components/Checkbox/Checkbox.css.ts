import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

/** The box sits on the first line of the label, however many lines the label wraps to. */
export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  marginBlockStart: `max(${vars.space.none}, calc((1lh - ${vars.size.icon.md}) / 2))`,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border.thick} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.brand.onPrimary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { backgroundColor: vars.color.brand.primary, borderColor: vars.color.brand.primary },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.status.danger },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.status.danger,
      borderColor: vars.color.status.danger,
      color: vars.color.status.onDanger,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.text.disabled, backgroundColor: vars.color.bg.subtle },
    [`${checkbox}[data-disabled][data-selected] &, ${checkbox}[data-disabled][data-indeterminate] &`]: {
      backgroundColor: vars.color.text.disabled,
      borderColor: vars.color.text.disabled,
      color: vars.color.bg.surface,
    },
  },
});

export const mark = style({
  inlineSize: '100%',
  blockSize: '100%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const tick = style({
  display: 'none',
  selectors: { [`${checkbox}[data-selected]:not([data-indeterminate]) &`]: { display: 'inline' } },
});

export const bar = style({
  display: 'none',
  selectors: { [`${checkbox}[data-indeterminate] &`]: { display: 'inline' } },
});

export const label = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

/** Help and error text line up with the label, not the box. */
export const indented = style({ paddingInlineStart: `calc(${vars.size.icon.md} + ${vars.space.sm})` });

export const options = styleVariants({
  column: { display: 'grid', gap: vars.space.sm, justifyItems: 'start' },
  row: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});
