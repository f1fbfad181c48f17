import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const trigger = style({ position: 'fixed', insetInlineStart: vars.space.md, insetBlockEnd: vars.space.md, zIndex: vars.zIndex.sticky });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
