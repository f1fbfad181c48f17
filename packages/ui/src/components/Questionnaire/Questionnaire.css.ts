import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const form = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0, maxInlineSize: vars.size.dialog.lg });

export const header = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.infoSubtle,
  color: vars.color.status.infoText,
  fontSize: vars.font.size.small,
});

export const legend = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

/** The form-level alert (server message, or how many questions still need an answer). */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.size.border.thick} solid ${vars.color.status.danger}`,
  backgroundColor: vars.color.status.dangerSubtle,
  color: vars.color.status.dangerText,
  overflowWrap: 'anywhere',
});
export const alertRegion = style({ selectors: { '&:empty': { display: 'none' } } });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** One question; an unanswered required one (after a submit) or one the server refused gets a danger edge. */
export const question = style({
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  selectors: { '&[data-invalid]': { borderColor: vars.color.status.danger, borderInlineStartWidth: vars.size.border.thick } },
});

/** The question's title inside its control's label: body size, the number in the page's direction before it. */
export const questionTitle = style({ display: 'inline', fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium, color: vars.color.text.primary, lineHeight: vars.font.lineHeight.normal });
export const number = style({ fontVariantNumeric: 'tabular-nums', marginInlineEnd: vars.space.xs });
export const titleText = style({ overflowWrap: 'anywhere' });

/** A single-choice question: radios under the title, one per line. */
export const choiceGroup = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const choices = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', marginBlockStart: vars.space.xs });
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled }, '&[data-readonly]': { cursor: 'default' } },
});
export const circle = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  marginBlockStart: `max(${vars.space.none}, calc((1lh - ${vars.size.icon.md}) / 2))`,
  borderRadius: vars.radius.full,
  border: `${vars.size.border.thick} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${choice}[data-selected] &`]: { borderColor: vars.color.brand.primary },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.status.danger },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.text.disabled, backgroundColor: vars.color.bg.subtle },
  },
});
export const dot = style({
  inlineSize: '50%',
  blockSize: '50%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  visibility: 'hidden',
  selectors: {
    [`${choice}[data-selected] &`]: { visibility: 'visible' },
    [`${choice}[data-invalid] &`]: { backgroundColor: vars.color.status.danger },
    [`${choice}[data-disabled] &`]: { backgroundColor: vars.color.text.disabled },
  },
});
export const choiceLabel = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
