import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const group = style({ display: 'grid', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand.primary, backgroundColor: vars.color.brand.primary, color: vars.color.brand.onPrimary },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.status.danger },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});
