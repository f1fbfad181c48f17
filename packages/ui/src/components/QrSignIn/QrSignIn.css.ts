import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { cardSurface, centeredPanel } from '../../styles/shared.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = centeredPanel;

export const card = cardSurface;

export const title = style({ margin: 0, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });

/** Same box whether the code, a spinner or a dimmed code shows: nothing below moves when the state changes. */
export const codeBox = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: `calc(${vars.size.thumbnail} * 2)`,
  blockSize: `calc(${vars.size.thumbnail} * 2)`,
});

export const placeholder = style({ display: 'grid', placeItems: 'center', inlineSize: '100%', blockSize: '100%', backgroundColor: vars.color.bg.subtle, borderRadius: vars.radius.sm });

export const status = style({ margin: 0, minBlockSize: `calc(${vars.font.size.body} * ${vars.font.lineHeight.relaxed})`, fontWeight: vars.font.weight.medium });
export const scanned = style({ color: vars.color.status.successText });
export const ended = style({ color: vars.color.status.dangerText });

export const countdown = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });

// ——— The phone's confirmation ———

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  inlineSize: '100%',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  backgroundColor: vars.color.bg.subtle,
  borderRadius: vars.radius.md,
  textAlign: 'start',
});
export const term = style({ color: vars.color.text.secondary });
export const definition = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, inlineSize: '100%' });
