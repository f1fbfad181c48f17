import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { borderedCard } from '../../styles/shared.css.ts';

export const card = style([
  borderedCard,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.md,
  },
]);

/** The title, and the status badge at the line's end (in the page's direction, outside the title). */
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const titleBox = style({ flex: 1, minInlineSize: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere', outline: 'none' });

export const details = style({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const detail = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.status.dangerText,
  overflowWrap: 'anywhere',
});
export const alertRegion = style({ selectors: { '&:empty': { display: 'none' } } });

export const attachments = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.md, borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}` });
