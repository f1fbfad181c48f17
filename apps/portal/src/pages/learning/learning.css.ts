import { globalStyle, style } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '@academy/ui';

const { breakpoint } = themeTokens.light;

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });
/** The lessons beside the player on a wide page, above it on a phone. */
export const learn = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
  '@container': { [`(max-inline-size: ${breakpoint.lg})`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const side = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minInlineSize: 0 });

/** The exam pages (issue 33): rules, the player, the result. */
export const exam = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0, maxInlineSize: vars.size.dialog.lg });
export const examTitle = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const examHeading = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });
export const examCard = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
});
export const rules = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const rule = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)', gap: vars.space.md });
export const ruleTerm = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.secondary });
export const ruleValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const examAlert = style({ color: vars.color.status.dangerText, selectors: { '&:empty': { display: 'none' } } });
/** The bar above the questions stays in view while scrolling: title, time left, switches, answered, saved. */
export const examBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.bg.canvas,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});
export const examMeta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const examQuestions = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** The certificate verification page (issue 33): the status, then the certificate's public facts. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm, margin: 0 });
globalStyle(`${facts} > dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} > dd`, { margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

/** A topic's page: the cards of what it gathers under their heading. */
export const topic = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const topicTitle = style({ margin: 0, fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold });
