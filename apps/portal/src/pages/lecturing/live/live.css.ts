import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Layout of the live-lecture pages only: every widget's look comes from the library. */
export const facts = style({ display: 'grid', gridTemplateColumns: `minmax(min-content, max-content) 1fr`, gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 });
export const factName = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium });
export const factValue = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });
export const description = style({ lineHeight: vars.font.lineHeight.relaxed, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const classPicker = style({ maxInlineSize: vars.size.dialog.lg });
export const share = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const shareField = style({ flex: `1 1 ${vars.size.sidebar}`, minInlineSize: 0 });
/** A name–value pair of the facts list: its cells sit in the list's grid. */
export const factRow = style({ display: 'contents' });
