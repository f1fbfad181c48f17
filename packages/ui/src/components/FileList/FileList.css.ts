import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { reorderableListStyle, reorderableRowStyle } from '../../styles/reorderableList.ts';
import type { FileKind } from './fileTypes.ts';
export { visuallyHidden } from '../../styles/shared.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0, color: vars.color.text.primary });

export const list = style(reorderableListStyle);

export const row = style({
  ...reorderableRowStyle,
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  selectors: {
    // Without a drag handle the row has three columns.
    '&:not(:has([slot="drag"]))': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
    '&[data-status="failed"]': { borderColor: vars.color.status.danger },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const handle = style({ cursor: 'grab', color: vars.color.text.secondary });

/** The file's type: a small page with its extension. The text says the type; the tint only groups kinds. */
export const tile = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  borderRadius: vars.radius.sm,
  borderStartEndRadius: vars.radius.lg,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  letterSpacing: 0,
  overflow: 'hidden',
  // Extensions are Latin letters: keep them in Latin order and digits in any page.
  direction: 'ltr',
});

const tint = (backgroundColor: string, color: string) => ({ backgroundColor, color });
export const kind = styleVariants<Record<FileKind, ReturnType<typeof tint>>>({
  pdf: tint(vars.color.status.dangerSubtle, vars.color.status.dangerText),
  document: tint(vars.color.status.infoSubtle, vars.color.status.infoText),
  spreadsheet: tint(vars.color.status.successSubtle, vars.color.status.successText),
  presentation: tint(vars.color.status.warningSubtle, vars.color.status.warningText),
  image: tint(vars.color.bg.subtle, vars.color.text.primary),
  video: tint(vars.color.bg.subtle, vars.color.text.primary),
  audio: tint(vars.color.bg.subtle, vars.color.text.primary),
  archive: tint(vars.color.bg.muted, vars.color.text.primary),
  other: tint(vars.color.bg.subtle, vars.color.text.secondary),
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const name = style({ fontWeight: vars.font.weight.medium });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const size = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1, minInlineSize: vars.size.thumbnail });
export const track = style({ flex: 1, blockSize: vars.space.xs, borderRadius: vars.radius.full, backgroundColor: vars.color.bg.muted, overflow: 'hidden' });
export const fill = style({ display: 'block', blockSize: '100%', backgroundColor: vars.color.brand.primary, borderRadius: vars.radius.full });
export const percent = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: vars.space.xxl, textAlign: 'end' });

export const failure = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontSize: vars.font.size.small, color: vars.color.status.dangerText });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} dashed ${vars.color.border.default}`,
  color: vars.color.text.secondary,
});

export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `${vars.size.border.thin} solid ${vars.color.brand.primary}`, outlineOffset: `calc(-1 * ${vars.space.xxs})` },
  },
});

/** The drop zone: a dashed box that turns brand-coloured while files are dragged over it. */
export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thick} dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand.primary, borderStyle: 'solid', backgroundColor: vars.color.status.infoSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, borderColor: vars.color.border.default },
  },
});
export const dropIcon = style({ color: vars.color.text.secondary });
export const dropTitle = style({ fontWeight: vars.font.weight.medium });
export const hint = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const rejected = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.small, color: vars.color.status.dangerText });
export const rejectedItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
