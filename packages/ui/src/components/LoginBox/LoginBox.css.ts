import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.size.dialog.md,
  boxSizing: 'border-box',
  color: vars.color.text.primary,
});

export const card = style({
  padding: vars.component.card.padding,
  backgroundColor: vars.component.card.background,
  borderRadius: vars.component.card.radius,
  boxShadow: vars.component.card.shadow,
});

export const intro = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });

export const form = style({ display: 'grid', gap: vars.space.lg });

/**
 * The code field and its send button share one grid: the button sits level with the input, and an error under
 * the input does not push it down (the field's label, input and error become cells of this grid).
 */
export const codeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'center',
});

export const codeField = style({ selectors: { [`${codeRow} > &`]: { display: 'contents' } } });
globalStyle(`${codeField} > *`, { gridColumn: '1' });

export const sendButton = style({ gridColumn: '2', gridRow: '2', whiteSpace: 'nowrap' });

export const notice = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.status.successText, fontSize: vars.font.size.small });

/** The image check: the picture beside its refresh button, the answer field below. */
export const check = style({ display: 'grid', gap: vars.space.sm });
export const checkPicture = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
// The picture carries its own light background (it is an image from the server), framed like an input.
export const checkImage = style({ display: 'block', blockSize: `calc(${vars.size.control.lg} * 1.5)`, inlineSize: 'auto', borderRadius: vars.radius.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
