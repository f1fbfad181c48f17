import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $isLinkNode, LinkNode } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $findMatchingParent, $getNearestNodeOfType, $restoreEditorState, mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $hasUpdateTag,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  RootNode,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { LinkPopover } from './LinkPopover.tsx';
import { $loadRichText, $richTextToHtml, $takeCaretMark } from './richTextHtml.ts';
import { SAFE_LINK } from './richTextAllowList.ts';
import type { EditorCommand, ToolbarState } from './RichTextEditor.types.ts';
import * as styles from './RichTextEditor.css.ts';

/** Updates that load a value from outside: not the user's typing, so no onChange and no length check. */
const LOAD_TAG = 'academy-load-value';

const theme: InitialConfigType['theme'] = {
  text: { bold: styles.bold, italic: styles.italic, underline: styles.underline },
  list: { nested: { listitem: styles.nestedItem } },
};

export type KnownValue = { get: () => string; set: (html: string) => void };

export type LexicalBindingProps = {
  /** The editing area RichTextEditor rendered, which Lexical takes over (it is never replaced: focus stays in it). */
  element: RefObject<HTMLDivElement | null>;
  /** The area's content at the moment of the take-over, with the caret marked (RichTextEditor). */
  takeContent: () => string;
  /** The HTML last loaded or reported, shared with RichTextEditor: a `value` equal to it is our own echo. */
  known: KnownValue;
  value: string;
  onChange: (html: string) => void;
  maxLength: number | undefined;
  isDisabled: boolean;
  onCount: (count: number) => void;
  onToolbar: (state: ToolbarState) => void;
  /** Called once Lexical edits the area, with what runs the toolbar's commands. */
  onReady: (run: (command: EditorCommand) => void) => void;
  linkTriggerRef: RefObject<HTMLButtonElement | null>;
  isLinkOpen: boolean;
  onLinkOpenChange: (isOpen: boolean) => void;
};

/** Takes the editing area over: its current content and caret become the editor's, in one go (no key can fall between). */
function AttachRoot({ element, takeContent }: Pick<LexicalBindingProps, 'element' | 'takeContent'>) {
  const [editor] = useLexicalComposerContext();
  const taken = useRef(false);
  useLayoutEffect(() => {
    const root = element.current;
    if (!root) return;
    // Once: an effect run again (React's strict mode) finds the area emptied by the editor, which holds its content.
    if (!taken.current) {
      taken.current = true;
      const content = takeContent();
      editor.update(
        () => {
          $loadRichText(editor, content);
          $takeCaretMark();
        },
        { tag: LOAD_TAG, discrete: true },
      );
    }
    editor.setRootElement(root);
    return () => editor.setRootElement(null);
    // Once: the area and the editor live as long as this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  return null;
}

/** Keeps the editor in step with `value` and reports the user's changes as HTML; counts the plain text. */
function ValuePlugin({ value, onChange, maxLength, isDisabled, onCount, known }: Pick<LexicalBindingProps, 'value' | 'onChange' | 'maxLength' | 'isDisabled' | 'onCount' | 'known'>) {
  const [editor] = useLexicalComposerContext();
  useLayoutEffect(() => editor.setEditable(!isDisabled), [editor, isDisabled]);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useLayoutEffect(() => {
    if (value === known.get()) return;
    known.set(value);
    editor.update(() => $loadRichText(editor, value), { tag: LOAD_TAG });
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value, known]);

  // Layout effects, so that no key typed right after the take-over goes unreported.
  useLayoutEffect(() => {
    onCount(editor.getEditorState().read(() => $getRoot().getTextContentSize()));
    return mergeRegister(
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        onCount(editorState.read(() => $getRoot().getTextContentSize()));
        if (tags.has(LOAD_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = editorState.read($richTextToHtml);
        if (html === known.get()) return;
        known.set(html);
        onChangeRef.current(html);
      }),
      // Typing or pasting past the limit is undone: the previous content comes back (a loaded value may be longer).
      editor.registerNodeTransform(RootNode, (root) => {
        if (maxLength === undefined || $hasUpdateTag(LOAD_TAG)) return;
        const previous = editor.getEditorState();
        const size = root.getTextContentSize();
        if (size > maxLength && size > previous.read(() => $getRoot().getTextContentSize())) $restoreEditorState(editor, previous);
      }),
    );
  }, [editor, maxLength, onCount, known]);
  return null;
}

/** The formats at the cursor or selection. */
function $currentFormats(): Omit<ToolbarState, 'canUndo' | 'canRedo'> {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, underline: false, list: null, link: null };
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

function runCommand(editor: LexicalEditor, command: EditorCommand) {
  if (command === 'undo') editor.dispatchCommand(UNDO_COMMAND, undefined);
  else if (command === 'redo') editor.dispatchCommand(REDO_COMMAND, undefined);
  else if (command === 'bulletList' || command === 'numberList') {
    const type = command === 'bulletList' ? 'bullet' : 'number';
    if (editor.getEditorState().read($currentFormats).list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  } else editor.dispatchCommand(FORMAT_TEXT_COMMAND, command);
}

/** Tells RichTextEditor's toolbar what is pressed and what can be undone, and runs its commands. */
function ToolbarBridge({ onToolbar, onReady }: Pick<LexicalBindingProps, 'onToolbar' | 'onReady'>) {
  const [editor] = useLexicalComposerContext();
  useLayoutEffect(() => {
    const history = { canUndo: false, canRedo: false };
    let formats = editor.getEditorState().read($currentFormats);
    const report = () => onToolbar({ ...formats, ...history });
    report();
    onReady((command) => runCommand(editor, command));
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => {
        formats = editorState.read($currentFormats);
        report();
      }),
      editor.registerCommand(CAN_UNDO_COMMAND, (can) => ((history.canUndo = can), report(), false), COMMAND_PRIORITY_LOW),
      editor.registerCommand(CAN_REDO_COMMAND, (can) => ((history.canRedo = can), report(), false), COMMAND_PRIORITY_LOW),
    );
  }, [editor, onToolbar, onReady]);
  return null;
}

/**
 * Lexical behind `RichTextEditor`, loaded when the reader first points at or enters the field (RichTextEditor.tsx).
 * It renders nothing of its own but the link pop-over: it edits the area and drives the toolbar already on the page.
 */
export default function LexicalBinding({ element, takeContent, known, value, onChange, maxLength, isDisabled, onCount, onToolbar, onReady, linkTriggerRef, isLinkOpen, onLinkOpenChange }: LexicalBindingProps) {
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'academy-rich-text',
      nodes: [ListNode, ListItemNode, LinkNode],
      theme,
      onError: (error) => {
        throw error;
      },
    }),
    [],
  );
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin contentEditable={<AttachRoot element={element} takeContent={takeContent} />} ErrorBoundary={LexicalErrorBoundary} />
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => SAFE_LINK.test(url.trim())} />
      <ValuePlugin value={value} onChange={onChange} maxLength={maxLength} isDisabled={isDisabled} onCount={onCount} known={known} />
      <ToolbarBridge onToolbar={onToolbar} onReady={onReady} />
      <LinkLayer triggerRef={linkTriggerRef} isOpen={isLinkOpen} onOpenChange={onLinkOpenChange} />
    </LexicalComposer>
  );
}

/** The link pop-over, with the link at the cursor (edited or removed there). */
function LinkLayer({ triggerRef, isOpen, onOpenChange }: { triggerRef: RefObject<HTMLButtonElement | null>; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const [editor] = useLexicalComposerContext();
  if (!isOpen) return null;
  const currentUrl = editor.getEditorState().read($currentFormats).link;
  return <LinkPopover currentUrl={currentUrl} triggerRef={triggerRef} isOpen onOpenChange={onOpenChange} />;
}
