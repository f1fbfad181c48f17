import { style, type StyleRule } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';
import { menuItem as sharedMenuItem, menuPopover } from '../../styles/shared.css.ts';

const { breakpoint } = themeTokens.light;

export const header = style({
  containerType: 'inline-size',
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
});

/**
 * The narrow header: the navigation and the search in the menu (useHeaderMenu). On a phone (below this container
 * width) from the first paint, and wherever the row measured too narrow for them (useHeaderFit sets data-compact).
 */
const phone = `(max-inline-size: ${breakpoint.lg})`;
type PlainRule = Omit<StyleRule, 'selectors' | '@container' | '@media'>;
/** The rule in a narrow header; `self` is the selector of the element itself ('&', '&[data-open]'). */
const narrow = (rule: PlainRule, self = '&') => ({
  '@container': { [phone]: self === '&' ? rule : { selectors: { [self]: rule } } },
  selectors: { [`[data-compact] ${self}`]: rule },
});

// One row at every width: what does not fit shrinks (the search, then the school's name) or moves into the menu.
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  minBlockSize: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  ...narrow({ gap: vars.space.sm, paddingInline: vars.space.md }),
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lead,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
// The school's name gives way to the destinations down to a few letters; its link's accessible name stays whole.
export const schoolLink = style({ flex: '0 1 auto', minInlineSize: `calc(${vars.size.control.lg} * 2)` });
export const schoolName = style({ minInlineSize: 0 });
export const logo = style({ flex: 'none', inlineSize: vars.size.control.md, blockSize: vars.size.control.md, borderRadius: vars.radius.md, objectFit: 'cover' });

/** Navigation and search: in the row on a wide screen, a panel below it when the phone's menu is open. */
const narrowPanel = narrow({
  display: 'none',
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.header.background,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.md,
  maxBlockSize: `calc(100dvh - ${vars.size.control.lg} - ${vars.space.lg})`,
  overflowY: 'auto',
});
const openPanel = narrow({ display: 'flex' }, '&[data-open]');
export const collapsible = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  gap: vars.space.md,
  // Never narrower than its destinations and the search's least width: what does not fit then overflows the row,
  // which useHeaderFit measures.
  '@container': { [phone]: { ...narrowPanel['@container'][phone], ...openPanel['@container'][phone] } },
  selectors: { ...narrowPanel.selectors, ...openPanel.selectors },
});
// In the row the destinations keep their width (the school's name and the search give way first); when even that is
// not enough, useHeaderFit moves them into the menu.
export const nav = style({ flex: 'none' });
export const navList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, ...narrow({ flexDirection: 'column' }) });
export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@container': { [phone]: { display: 'block', paddingBlock: vars.space.sm, borderRadius: vars.radius.md, whiteSpace: 'normal' } },
  selectors: {
    '[data-compact] &': { display: 'block', paddingBlock: vars.space.sm, borderRadius: vars.radius.md, whiteSpace: 'normal' },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline', textUnderlineOffset: vars.space.xs },
    '&:focus-visible': focusRing,
  },
  '@media': { [canHover]: { selectors: { '&:hover': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` } } } },
});

// The search takes the room the navigation leaves, down to a width that still shows a word or two of its placeholder.
export const search = style({
  display: 'flex',
  flex: '1 1 0',
  minInlineSize: `calc(${vars.size.control.lg} * 2)`,
  maxInlineSize: vars.size.dialog.sm,
  ...narrow({ maxInlineSize: 'none', minInlineSize: 0, flex: 'none' }),
});
export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: vars.size.control.sm,
  paddingInline: vars.space.md,
  borderRadius: `${vars.radius.full}`,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
});

export const actions = style({ display: 'flex', flex: 'none', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });
/** On a phone the language button shows its globe only (its accessible name still says the language). */
export const languageName = style(narrow({ display: 'none' }));
// [data-plain]: above the button recipe's own display, whichever style sheet comes first.
const shownMenuButton = narrow({ display: 'inline-flex' }, '&[data-plain]');
export const menuButton = style({ ...shownMenuButton, selectors: { '&[data-plain]': { display: 'none' }, ...shownMenuButton.selectors } });
export const headerButton = style({ color: vars.color.header.text, backgroundColor: 'transparent', borderColor: 'transparent' });

export const menu = style([menuPopover, { maxBlockSize: `calc(${vars.size.control.lg} * 8)` }]);
export const menuItem = style([
  sharedMenuItem,
  { justifyContent: 'space-between', gap: vars.space.md, paddingBlock: vars.space.sm, selectors: { '&[data-selected]': { fontWeight: vars.font.weight.bold } } },
]);
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.avatar.sm,
  blockSize: vars.size.avatar.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
});
export const avatarImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
