import { style } from '@vanilla-extract/css';
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

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  minBlockSize: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  flexWrap: 'wrap',
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
export const logo = style({ inlineSize: vars.size.control.md, blockSize: vars.size.control.md, borderRadius: vars.radius.md, objectFit: 'cover' });

export const nav = style({ flex: '1 1 auto', minInlineSize: 0, overflowX: 'auto', scrollbarWidth: 'none', '@container': { [`(max-inline-size: ${breakpoint.lg})`]: { order: 10, flexBasis: '100%' } } });
export const navList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline', textUnderlineOffset: vars.space.xs },
    '&:focus-visible': focusRing,
  },
  '@media': { [canHover]: { selectors: { '&:hover': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` } } } },
});

export const search = style({ display: 'flex', flex: `0 1 ${vars.size.dialog.sm}`, minInlineSize: 0 });
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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });
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
