import { vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.ts';

/**
 * The rows of a list one reorders by dragging or by keyboard (react-aria GridList with drag and drop: FileList,
 * SectionList). No gap between rows: react-aria inserts drop indicators there while dragging, which a gap would push
 * apart. Each list adds its own columns and row states.
 */
export const reorderableListStyle = {
  display: 'grid',
  minInlineSize: 0,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { outline: `${vars.size.border.thick} solid ${vars.color.brand.primary}` },
  },
} as const;

export const reorderableRowStyle = {
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  cursor: 'default',
  outline: 'none',
} as const;
