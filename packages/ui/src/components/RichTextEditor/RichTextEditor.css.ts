import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

/** The editing area's height, shared with the loading placeholder so nothing jumps when the editor arrives. */
const contentBlockSize = `calc(${vars.size.control.lg} * 4)`;

/** Toolbar and editing area in one bordered box, like a text area with a strip of buttons on top. */
export const frame = style({
  display: 'grid',
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.component.focusRing.color },
    '&[data-invalid]': { borderColor: vars.color.status.danger },
    '&[data-disabled]': { backgroundColor: vars.color.bg.subtle, color: vars.color.text.disabled },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.subtle,
  boxSizing: 'border-box',
});

export const separator = style({ alignSelf: 'stretch', inlineSize: vars.size.border.thin, marginInline: vars.space.xxs, backgroundColor: vars.color.border.default });

export const tool = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.muted },
    '&[data-pressed], &[data-selected]': { backgroundColor: vars.color.bg.muted, color: vars.color.link.default },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const toolIcon = style({ inlineSize: vars.size.icon.md, blockSize: vars.size.icon.md, fill: 'currentColor' });
/** Lists, undo and redo point the reading way: mirrored right to left. */
export const mirrored = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });

export const content = style({
  minBlockSize: contentBlockSize,
  maxBlockSize: `calc(${contentBlockSize} * 3)`,
  overflowY: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  outline: 'none',
  overflowWrap: 'anywhere',
  // As Lexical sets on its root: typed line breaks and runs of spaces show before it has loaded too.
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 } },
});

// Content spacing: paragraphs and lists inside the editing area.
globalStyle(`${content} p, ${content} ul, ${content} ol`, { marginBlock: 0, marginBlockEnd: vars.space.sm });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} a`, { color: vars.color.link.default, textDecoration: 'underline' });
// The same look before the editor has loaded (the browser's own strong, em and u) as after (the theme's classes).
globalStyle(`${content} strong, ${content} b`, { fontWeight: vars.font.weight.bold });
globalStyle(`${content} em, ${content} i`, { fontStyle: 'italic' });
globalStyle(`${content} u`, { textDecoration: 'underline' });

export const underline = style({ textDecoration: 'underline' });
export const bold = style({ fontWeight: vars.font.weight.bold });
export const italic = style({ fontStyle: 'italic' });
/** Lexical's nested list items carry no bullet of their own (the inner list has them). */
export const nestedItem = style({ listStyleType: 'none' });


export const popover = style({
  inlineSize: `min(${vars.size.dialog.sm}, calc(100vw - ${vars.space.xl}))`,
  padding: vars.space.md,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  outline: 'none',
  boxSizing: 'border-box',
});

export const popoverDialog = style({ outline: 'none' });
export const popoverForm = style({ display: 'grid', gap: vars.space.sm });

export const popoverActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
