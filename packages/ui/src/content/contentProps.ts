import * as styles from './content.css.ts';

export type ContentLines = keyof typeof styles.lines;
export type ContentOptions = {
  /** Cut the content after this many lines, with an ellipsis at its own logical end (1: one line). */
  lines?: ContentLines;
  /** Text that wraps (a bulletin, a description): wrapped lines align at the text's own start (see `paragraph`). */
  paragraph?: boolean;
};

/**
 * Props for the element that holds one piece of user or school content (a course title, a person's name, a
 * bulletin, a footer entry, a table cell): `dir="auto"` gives it its own first-strong direction, so an English title
 * in an Arabic page reads and truncates from its own start, and an Arabic name in an English page reads right to
 * left; the class keeps the page's alignment and, with `lines`, cuts the text at its own end.
 *
 *   <h3 {...contentProps(styles.title, { lines: 2 })}>{title}</h3>
 *   <span {...contentProps()}>{name}</span>
 *
 * The element holds the content only: the component's chrome (icons, counts, badges, medals) stays outside it, in
 * the page's direction, and so do margins, paddings and insets that place it — logical properties on the element
 * itself would resolve in the content's direction. Inside a translated sentence or a label use `isolate(text)`.
 * Text inputs for content take `dir="auto"` alone (TextField and TextArea do by default).
 */
export function contentProps(className?: string | false | null, { lines, paragraph = false }: ContentOptions = {}): { dir: 'auto'; className: string } {
  return { dir: 'auto', className: [styles.content, paragraph && styles.paragraph, lines && styles.lines[lines], className].filter(Boolean).join(' ') };
}

/**
 * A piece of content as text inside a translated sentence, a label or a title attribute: between FIRST STRONG ISOLATE
 * and POP DIRECTIONAL ISOLATE, the plain-text form of `<bdi>`. "بواسطة Li Ming (2)" then keeps the name whole and the
 * sentence's order around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
