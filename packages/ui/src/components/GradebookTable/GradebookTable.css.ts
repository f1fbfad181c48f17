import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const header = style({ display: 'inline-grid', gap: vars.space.xxs, textAlign: 'start' });
export const examName = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, minInlineSize: vars.size.thumbnail, maxInlineSize: vars.size.sidebar, whiteSpace: 'normal', overflowWrap: 'anywhere' });
export const learner = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: vars.size.thumbnail, maxInlineSize: vars.size.sidebar });
export const account = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });
export const score = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
