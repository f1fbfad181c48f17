import { style } from '@vanilla-extract/css';

/** Digits line up in columns; the amount never breaks between its symbol and its number. */
export const root = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
