import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const group = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0, border: 0, padding: 0, margin: 0 });
export const legend = style({ fontWeight: vars.font.weight.bold, paddingBlockEnd: vars.space.xs });
/** A language's field with its remove button at the inline end, aligned with the input. */
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, minInlineSize: 0 });
export const grow = style({ flex: '1 1 auto', minInlineSize: 0 });
export const add = style({ maxInlineSize: vars.size.dialog.sm });
