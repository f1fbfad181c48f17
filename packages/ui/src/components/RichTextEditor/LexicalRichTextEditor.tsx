import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $restoreEditorState, mergeRegister } from '@lexical/utils';
import { $getRoot, $hasUpdateTag, CLEAR_HISTORY_COMMAND, RootNode } from 'lexical';
import * as field from '../../styles/field.css.ts';
import { CharacterCount, CharactersLeft } from '../TextArea/CharacterCount.tsx';
import * as countStyles from '../../styles/characterCount.css.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { $loadRichText, $richTextToHtml } from './richTextHtml.ts';
import { SAFE_LINK } from './richTextAllowList.ts';
import type { RichTextEditorProps } from './RichTextEditor.types.ts';
import * as styles from './RichTextEditor.css.ts';

/** Updates that load a value from outside: not the user's typing, so no onChange and no length check. */
const LOAD_TAG = 'academy-load-value';
/** Remaining characters at which screen readers hear a countdown (as in TextArea). */

const theme: InitialConfigType['theme'] = {
  text: { bold: styles.bold, italic: styles.italic, underline: styles.underline },
  list: { nested: { listitem: styles.nestedItem } },
};

/** Keeps the editor in step with `value` and reports the user's changes as HTML; counts the plain text. */
function ValuePlugin({ value, onChange, maxLength, isDisabled, onCount }: Pick<RichTextEditorProps, 'value' | 'onChange' | 'maxLength' | 'isDisabled'> & { onCount: (count: number) => void }) {
  const [editor] = useLexicalComposerContext();
  // The HTML last reported or loaded: a `value` equal to it is our own echo, not a new value to load.
  const known = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.update(() => $loadRichText(editor, value), { tag: LOAD_TAG });
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value]);

  useEffect(() => editor.setEditable(!isDisabled), [editor, isDisabled]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
          onCount(editorState.read(() => $getRoot().getTextContentSize()));
          if (tags.has(LOAD_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
          const html = editorState.read($richTextToHtml);
          if (html === known.current) return;
          known.current = html;
          onChangeRef.current(html);
        }),
        // Typing or pasting past the limit is undone: the previous content comes back (a loaded value may be longer).
        editor.registerNodeTransform(RootNode, (root) => {
          if (maxLength === undefined || $hasUpdateTag(LOAD_TAG)) return;
          const previous = editor.getEditorState();
          const size = root.getTextContentSize();
          if (size > maxLength && size > previous.read(() => $getRoot().getTextContentSize())) $restoreEditorState(editor, previous);
        }),
      ),
    [editor, maxLength, onCount],
  );
  return null;
}

/** The Lexical editor behind `RichTextEditor` (loaded on demand: see RichTextEditor.tsx). */
export default function LexicalRichTextEditor({ label, description, value, onChange, errorMessage, maxLength, isDisabled = false, className, 'data-testid': testId }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [count, setCount] = useState(0);
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'academy-rich-text',
      nodes: [ListNode, ListItemNode, LinkNode],
      theme,
      editable: !isDisabled,
      editorState: (editor) => $loadRichText(editor, value),
      onError: (error) => {
        throw error;
      },
    }),
    // Read once on mount; later values go through ValuePlugin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const invalid = Boolean(errorMessage);
  const describedBy = [description && !invalid ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const remaining = maxLength === undefined ? undefined : Math.max(0, maxLength - count);

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <LexicalComposer initialConfig={initialConfig}>
        <span id={labelId} className={field.label}>
          {label}
        </span>
        <div className={styles.frame} data-invalid={invalid || undefined} data-disabled={isDisabled || undefined}>
          <EditorToolbar isDisabled={isDisabled} />
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.content}
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-disabled={isDisabled || undefined}
                aria-multiline
                role="textbox"
                dir="auto"
                data-testid={testId}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => SAFE_LINK.test(url.trim())} />
        <ValuePlugin value={value} onChange={onChange} maxLength={maxLength} isDisabled={isDisabled} onCount={setCount} />
      </LexicalComposer>
      <div className={countStyles.footer}>
        <div>
          {description && !invalid && (
            <div id={descriptionId} className={field.description}>
              {description}
            </div>
          )}
          {invalid && (
            <div id={errorId} className={field.error}>
              {errorMessage}
            </div>
          )}
        </div>
        {maxLength !== undefined && <CharacterCount count={count} maxLength={maxLength} />}
      </div>
      {remaining !== undefined && <CharactersLeft remaining={remaining} />}
    </div>
  );
}

