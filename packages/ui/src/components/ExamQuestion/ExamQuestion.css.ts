import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  color: vars.color.text.primary,
  selectors: {
    '&[data-verdict="success"]': { borderInlineStartWidth: vars.size.border.thick, borderInlineStartColor: vars.color.status.success },
    '&[data-verdict="danger"]': { borderInlineStartWidth: vars.size.border.thick, borderInlineStartColor: vars.color.status.danger },
  },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const hint = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const prompt = style({ display: 'block', fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const textQuestion = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});
export const reviewLine = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const explanation = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.infoSubtle,
  color: vars.color.status.infoText,
});
export const explanationTitle = style({ margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });
export const explanationText = style({ margin: 0, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });
