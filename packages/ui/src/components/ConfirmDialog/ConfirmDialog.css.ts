import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const body = style({ display: 'grid', gap: vars.space.sm, overflowWrap: 'anywhere' });

export const alert = style({ selectors: { '&:not(:empty)': { marginBlockStart: vars.space.md } } });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.dangerSubtle,
  color: vars.color.status.dangerText,
  fontSize: vars.font.size.small,
});
