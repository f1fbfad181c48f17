import { lazy, Suspense } from 'react';
import * as field from '../../styles/field.css.ts';
import type { RichTextEditorProps } from './RichTextEditor.types.ts';
import * as styles from './RichTextEditor.css.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';

// Lexical is loaded with the first editor that renders, never with the pages that merely import the library.
const LexicalRichTextEditor = lazy(() => import('./LexicalRichTextEditor.tsx'));

/** While the editor loads: its label and an empty box of the same size, so the form does not jump. */
export function RichTextEditorPlaceholder({ label, description, className }: Pick<RichTextEditorProps, 'label' | 'description' | 'className'>) {
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')} aria-busy="true" data-rich-text-placeholder>
      <span className={field.label}>{label}</span>
      <div className={styles.frame} data-disabled>
        <div className={styles.toolbar} />
        <div className={styles.placeholderContent} />
      </div>
      {description && <div className={field.description}>{description}</div>}
    </div>
  );
}

/**
 * A rich-text field (bold, italic, underline, lists, links, undo/redo) whose value is HTML of the server's
 * allow-list. The editor (Lexical) loads on demand; until then a placeholder of the same size stands in.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <>
          <RichTextEditorPlaceholder label={props.label} description={props.description} className={props.className} />
          <LazyPending />
        </>
      }
    >
      <LexicalRichTextEditor {...props} />
    </Suspense>
  );
}
