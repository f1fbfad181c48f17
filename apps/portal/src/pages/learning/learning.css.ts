import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });
