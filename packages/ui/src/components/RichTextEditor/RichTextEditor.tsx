import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as field from '../../styles/field.css.ts';
import * as countStyles from '../../styles/characterCount.css.ts';
import { CharacterCount, CharactersLeft } from '../TextArea/CharacterCount.tsx';
import { LazyPending } from '../../overlays/LazyPending.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { editableToRichTextHtml, markCaret, richTextSize, valueAsHtml } from './editableContent.ts';
import { renderRichTextHtml } from './renderRichTextHtml.ts';
import { NOTHING_FORMATTED, type EditorCommand, type RichTextEditorProps, type ToolbarState } from './RichTextEditor.types.ts';
import * as styles from './RichTextEditor.css.ts';

// Lexical (about 90 KB compressed) loads when the reader first points at or enters the field: most visits to a
// form only read it. The field is complete without it; the editor then takes over the same editing area.
const loadBinding = () => import('./LexicalRichTextEditor.tsx');
const LexicalBinding = lazy(loadBinding);

/**
 * A rich-text field (bold, italic, underline, lists, links, undo/redo) whose value is HTML of the server's
 * allow-list.
 *
 * Label, toolbar and editing area are ours and on the page from the start, showing the value. The editor (Lexical)
 * loads on first hover or focus and takes the same area over, with what was typed meanwhile and the caret where it
 * was: no element the reader is using is ever replaced, so no key is lost (decision 0023). Until then the area
 * takes plain typing, counted and reported as HTML like the editor's.
 */
export function RichTextEditor({ label, description, value, onChange, errorMessage, maxLength, isDisabled = false, className, 'data-testid': testId }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const area = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  // The HTML last shown or reported: a `value` equal to it is our own echo, not a new value to show.
  const known = useRef<string>(null!);
  const knownValue = useMemo(() => ({ get: () => known.current, set: (html: string) => void (known.current = html) }), []);
  // Whether the area shows `known` yet (the sanitizer can be loaded on demand in browsers without their own).
  const shown = useRef(false);
  const [wanted, setWanted] = useState(false);
  const [run, setRun] = useState<((command: EditorCommand) => void) | null>(null);
  const waiting = useRef<EditorCommand | null>(null);
  const [toolbar, setToolbar] = useState<ToolbarState>(NOTHING_FORMATTED);
  const [count, setCount] = useState(0);
  const [isLinkOpen, setLinkOpen] = useState(false);
  // An input method's composition (Chinese, Japanese, Korean) in progress: the editor waits for its end to take
  // the area over, which would otherwise cut the composition off.
  const [composing, setComposing] = useState(false);
  const ready = run !== null;
  // Set the moment the editor has taken over, before React renders again: from then on it handles all typing.
  const taken = useRef(false);
  const want = () => {
    if (isDisabled) return;
    void loadBinding();
    setWanted(true);
  };

  // Before the editor: the value is shown in the area (sanitized) and counted.
  useLayoutEffect(() => {
    const element = area.current;
    if (ready || !element || value === known.current) return;
    known.current = value;
    shown.current = false;
    // Into a detached copy first: where the sanitizer loads on demand, the editor may own the area by the time it has.
    const copy = element.ownerDocument.createElement('div');
    void renderRichTextHtml(copy, valueAsHtml(value)).then(() => {
      if (known.current !== value || taken.current) return;
      element.replaceChildren(...copy.childNodes);
      shown.current = true;
      setCount(richTextSize(element));
    });
  }, [value, ready]);

  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // Before the editor: plain typing (the area is plaintext-only), held to the limit, reported as the editor would.
  useEffect(() => {
    const element = area.current;
    if (ready || !element) return;
    const limit = (event: InputEvent) => {
      if (taken.current || maxLength === undefined || !event.inputType.startsWith('insert')) return;
      const added = event.data?.length ?? event.dataTransfer?.getData('text/plain').length ?? 1;
      if (richTextSize(element) + added > maxLength) event.preventDefault();
    };
    const input = () => {
      if (taken.current) return;
      shown.current = true;
      setCount(richTextSize(element));
      const html = editableToRichTextHtml(element);
      if (html === known.current) return;
      known.current = html;
      onChangeRef.current(html);
    };
    const compose = (event: CompositionEvent) => setComposing(event.type === 'compositionstart' && !taken.current);
    element.addEventListener('beforeinput', limit);
    element.addEventListener('input', input);
    element.addEventListener('compositionstart', compose);
    element.addEventListener('compositionend', compose);
    return () => {
      element.removeEventListener('beforeinput', limit);
      element.removeEventListener('input', input);
      element.removeEventListener('compositionstart', compose);
      element.removeEventListener('compositionend', compose);
    };
  }, [ready, maxLength]);

  /** The area's content as the editor takes it over, the caret marked; the value itself if it is not shown yet. */
  const takeContent = useCallback(() => {
    const element = area.current;
    taken.current = true;
    if (!element || !shown.current) return known.current;
    markCaret(element);
    return editableToRichTextHtml(element);
  }, []);

  const onReady = useCallback((next: (command: EditorCommand) => void) => {
    setRun(() => next);
    if (waiting.current) next(waiting.current);
    waiting.current = null;
  }, []);

  const command = (next: EditorCommand) => {
    if (run) run(next);
    else {
      // Pressed while the editor loads: done once it has taken over.
      waiting.current = next;
      want();
    }
  };

  const invalid = Boolean(errorMessage);
  const describedBy = [description && !invalid ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const remaining = maxLength === undefined ? undefined : Math.max(0, maxLength - count);

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')} onPointerEnter={want} onFocus={want}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={invalid || undefined} data-disabled={isDisabled || undefined}>
        <EditorToolbar
          state={toolbar}
          isDisabled={isDisabled}
          onCommand={command}
          onLink={() => {
            setLinkOpen(true);
            want();
          }}
          isLinkOpen={isLinkOpen && ready}
          linkRef={linkRef}
        />
        <div
          ref={area}
          className={styles.content}
          role="textbox"
          aria-multiline
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-disabled={isDisabled || undefined}
          aria-readonly={isDisabled || undefined}
          contentEditable={isDisabled ? false : ready ? true : 'plaintext-only'}
          // Explicit, as Lexical's own area has it: a plaintext-only area is not one of axe's focusable elements.
          tabIndex={isDisabled ? -1 : 0}
          spellCheck
          dir="auto"
          data-testid={testId}
        />
      </div>
      {wanted && (ready || !composing) && (
        <Suspense fallback={<LazyPending />}>
          <LexicalBinding
            element={area}
            takeContent={takeContent}
            known={knownValue}
            value={value}
            onChange={onChange}
            maxLength={maxLength}
            isDisabled={isDisabled}
            onCount={setCount}
            onToolbar={setToolbar}
            onReady={onReady}
            linkTriggerRef={linkRef}
            isLinkOpen={isLinkOpen}
            onLinkOpenChange={setLinkOpen}
          />
        </Suspense>
      )}
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
