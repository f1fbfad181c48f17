import { Fragment, useCallback, useEffect, useState } from 'react';
import { Separator, ToggleButton, Toolbar, Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import { $getSelection, $isRangeSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND, type TextFormatType } from 'lexical';
import { richTextMessages as messages } from './RichTextEditor.messages.ts';
import { LinkPopover } from './LinkPopover.tsx';
import { ToolIcon } from './toolbarIcons.tsx';
import * as styles from './RichTextEditor.css.ts';

type Formats = { bold: boolean; italic: boolean; underline: boolean; list: 'bullet' | 'number' | null; link: string | null };
const NONE: Formats = { bold: false, italic: false, underline: false, list: null, link: null };

/** What the toolbar shows pressed: the formats at the cursor or selection. */
function $currentFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NONE;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const link = $isLinkNode(anchor) ? anchor : $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

/** Formatting buttons in one tab stop: arrow keys move between them (react-aria's Toolbar), right to left too. */
export function EditorToolbar({ isDisabled }: { isDisabled: boolean }) {
  const intl = useIntl();
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(NONE);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => setFormats(editorState.read($currentFormats))),
        editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const toggleList = useCallback(
    (type: 'bullet' | 'number') => {
      if (formats.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    },
    [editor, formats.list],
  );

  const toggles = [
    { key: 'bold', pressed: formats.bold, label: messages.bold, press: () => format('bold') },
    { key: 'italic', pressed: formats.italic, label: messages.italic, press: () => format('italic') },
    { key: 'underline', pressed: formats.underline, label: messages.underline, press: () => format('underline') },
  ] as const;
  const lists = [
    { key: 'bulletList', pressed: formats.list === 'bullet', label: messages.bulletList, press: () => toggleList('bullet') },
    { key: 'numberList', pressed: formats.list === 'number', label: messages.numberList, press: () => toggleList('number') },
  ] as const;

  return (
    <Toolbar aria-label={intl.formatMessage(messages.toolbar)} className={styles.toolbar}>
      {[toggles, lists].map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <Separator orientation="vertical" className={styles.separator} />}
          {group.map((tool) => (
            <ToggleButton
              key={tool.key}
              className={styles.tool}
              aria-label={intl.formatMessage(tool.label)}
              isSelected={tool.pressed}
              onChange={tool.press}
              isDisabled={isDisabled}
              data-tool={tool.key}
            >
              <ToolIcon name={tool.key} />
            </ToggleButton>
          ))}
        </Fragment>
      ))}
      <Separator orientation="vertical" className={styles.separator} />
      <LinkPopover currentUrl={formats.link} isDisabled={isDisabled} />
      <Separator orientation="vertical" className={styles.separator} />
      <AriaButton className={styles.tool} aria-label={intl.formatMessage(messages.undo)} isDisabled={isDisabled || !canUndo} onPress={() => editor.dispatchCommand(UNDO_COMMAND, undefined)} data-tool="undo">
        <ToolIcon name="undo" />
      </AriaButton>
      <AriaButton className={styles.tool} aria-label={intl.formatMessage(messages.redo)} isDisabled={isDisabled || !canRedo} onPress={() => editor.dispatchCommand(REDO_COMMAND, undefined)} data-tool="redo">
        <ToolIcon name="redo" />
      </AriaButton>
    </Toolbar>
  );
}
