import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { borderedCard } from '../../styles/shared.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const card = style([borderedCard, { display: 'grid', alignContent: 'start', gap: vars.space.sm }]);

/** The title, and the badge at the line's end (in the page's direction). */
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const titleBox = style({ flex: 1, minInlineSize: 0 });
export const kicker = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const title = style({ margin: 0, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
