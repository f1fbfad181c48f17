import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  selectors: {
    '&[data-urgent]': { borderColor: vars.color.status.danger, backgroundColor: vars.color.status.dangerSubtle, color: vars.color.status.dangerText },
  },
});
export const label = style({ fontSize: vars.font.size.small });
export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold, unicodeBidi: 'isolate', direction: 'ltr' });
