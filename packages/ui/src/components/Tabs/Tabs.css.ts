import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const tabs = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  scrollbarWidth: 'thin',
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column', borderBlockEnd: 'none', borderInlineEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` } },
});

const tabFocusRing = { ...focusRing, outlineOffset: `calc(${vars.component.focusRing.width} * -1)` };

export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary, backgroundColor: vars.color.bg.subtle },
    '&[data-selected]': { color: vars.color.brand.primary },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(${vars.size.border.thin} * -1)`,
      blockSize: vars.size.border.thick,
      backgroundColor: vars.color.brand.primary,
    },
    '&[data-focus-visible]': tabFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** DeferredTabs before react-aria has taken over: the browser's own focus-visible stands in for data-focus-visible. */
export const restingTab = style({ selectors: { '&:focus-visible': tabFocusRing } });

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
