import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Under a long text field: the help or error at the start, the character count at the end (TextArea, RichTextEditor). */
export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'flex-start' });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-full]': { color: vars.color.status.dangerText, fontWeight: vars.font.weight.medium } },
});
