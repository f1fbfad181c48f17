import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.bg.subtle, color: vars.color.text.primary },
  brand: { backgroundColor: vars.color.brand.primary, color: vars.color.brand.onPrimary },
  success: { backgroundColor: vars.color.status.successSubtle, color: vars.color.status.successText },
  warning: { backgroundColor: vars.color.status.warningSubtle, color: vars.color.status.warningText },
  danger: { backgroundColor: vars.color.status.dangerSubtle, color: vars.color.status.dangerText },
  info: { backgroundColor: vars.color.status.infoSubtle, color: vars.color.status.infoText },
  vip: { backgroundColor: vars.color.rank.gold, color: vars.color.rank.onMedal },
});
