import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DropIndicator, useDragAndDrop, type DragAndDropHooks } from 'react-aria-components';
import { dropIndex } from '@academy/rules';

export type MoveAction = 'up' | 'down';

export type ReorderableListOptions = {
  /** The items' ids, in order. */
  ids: readonly string[];
  /** An item's name: the dragged text, and what the announcement says. */
  nameOf: (id: string) => string;
  /** `toIndex` is the item's index in the reordered list. */
  onMove: (id: string, toIndex: number) => void;
  /** Announced after a Move up/down button; gets `name`, `position` (1-based) and `total`. */
  movedMessage: MessageDescriptor;
  /** Class of the line react-aria shows between rows where a dragged row would land. */
  dropIndicatorClassName: string;
  /**
   * No reordering for now (an upload still running). The hooks stay attached either way: react-aria's GridList may
   * not gain or lose drag and drop between renders.
   */
  isDisabled?: boolean;
};

export type ReorderableList = {
  /** For the GridList: the Move buttons' focus goes back through it. */
  listRef: RefObject<HTMLDivElement | null>;
  /** For the GridList: drag and drop by pointer, and by keyboard (drag handle, Enter, arrows, Enter), announced by react-aria. */
  dragAndDropHooks: DragAndDropHooks;
  /** For a visually hidden role="status" element: what the Move buttons did. */
  announcement: string;
  /** Says something else through the same element. */
  announce: (text: string) => void;
  /** What the Move up/down buttons call. The buttons carry `data-action="up"` / `"down"`, so focus can return to them. */
  move: (id: string, action: MoveAction) => void;
};

/**
 * Reordering a react-aria GridList three ways: drag and drop, keyboard drag and drop, and Move up/down buttons for
 * those who cannot drag (WCAG 2.5.7). After a button moved a row, focus stays on that button in the row's new place
 * (or on the other button once the first is disabled at an end) and the move is announced.
 */
export function useReorderableList({ ids, nameOf, onMove, movedMessage, dropIndicatorClassName, isDisabled = false }: ReorderableListOptions): ReorderableList {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** After a button moved a row, focus goes back to that row's button (or the row, once the button is disabled). */
  const pendingFocus = useRef<{ id: string; action: MoveAction } | null>(null);

  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': nameOf(String(key)) || String(key) })),
    onReorder: (event) => {
      const [key] = [...event.keys];
      if (key === undefined) return;
      const toIndex = dropIndex(ids, String(key), String(event.target.key), event.target.dropPosition);
      if (toIndex >= 0) onMove(String(key), toIndex);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropIndicatorClassName} />,
  });

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending.id)}"]`);
    const index = ids.indexOf(pending.id);
    if (!row || index < 0) return;
    // Decided from the new order, not from the buttons' disabled state: the rows re-render after this effect.
    const enabled: Record<MoveAction, boolean> = { up: index > 0, down: index < ids.length - 1 };
    const other = pending.action === 'up' ? 'down' : 'up';
    const action = enabled[pending.action] ? pending.action : enabled[other] ? other : null;
    (action ? (row.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? row) : row).focus();
  }, [ids]);

  const move = (id: string, action: MoveAction) => {
    const toIndex = ids.indexOf(id) + (action === 'up' ? -1 : 1);
    pendingFocus.current = { id, action };
    setAnnouncement(intl.formatMessage(movedMessage, { name: nameOf(id), position: toIndex + 1, total: ids.length }));
    onMove(id, toIndex);
  };

  return { listRef, dragAndDropHooks, announcement, announce: setAnnouncement, move };
}
