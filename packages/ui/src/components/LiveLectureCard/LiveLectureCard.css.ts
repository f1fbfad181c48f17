import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { borderedCard } from '../../styles/shared.css.ts';

export const card = style([
  borderedCard,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    selectors: { '&[data-state="live"]': { borderInlineStart: `${vars.size.border.thick} solid ${vars.color.status.danger}` } },
  },
]);

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const titleBox = style({ flex: 1, minInlineSize: 0, display: 'grid', gap: vars.space.xxs });
export const title = style({ margin: 0, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const classTitle = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const details = style({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const detail = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, minInlineSize: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const error = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0, fontSize: vars.font.size.small, color: vars.color.status.dangerText, overflowWrap: 'anywhere' });
export const alertRegion = style({ selectors: { '&:empty': { display: 'none' } } });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

