import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0, color: vars.color.text.primary });

export const header = style({ display: 'grid', gap: vars.space.xxs });
export const heading = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const kind = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});
export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.bold });

/** Two fields side by side when there is room, stacked otherwise. */
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidebar}), 1fr))` });

/** The number of items does not need the whole line. */
export const count = style({ maxInlineSize: vars.size.dialog.sm });

export const note = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const slides = style({ display: 'grid', gap: vars.space.md });
export const slideImage = style({ maxInlineSize: vars.size.dialog.sm, borderRadius: vars.radius.md, overflow: 'hidden' });
export const upload = style({ display: 'grid', gap: vars.space.xs, alignContent: 'end', justifyItems: 'start' });
