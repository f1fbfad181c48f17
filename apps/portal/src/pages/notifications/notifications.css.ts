import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0, maxInlineSize: vars.size.content, marginInline: 'auto', inlineSize: '100%' });
export const heading = style({ margin: 0, fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold });
