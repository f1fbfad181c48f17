import type { ReactNode } from 'react';

export type RichTextEditorProps = {
  label: ReactNode;
  description?: ReactNode;
  /** HTML (p, br, strong/b, em/i, u, ul, ol, li, a[href]); sanitized before it is loaded. Plain text is taken as paragraphs. */
  value: string;
  /** The content as HTML of the same allow-list; '' when empty. */
  onChange: (html: string) => void;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  /** Maximum characters of the plain text (paragraph breaks count); shows an n/max counter and stops typing there. */
  maxLength?: number;
  isDisabled?: boolean;
  className?: string;
  /** On the editable area. */
  'data-testid'?: string;
};

/** What the toolbar shows: the formats at the cursor or selection, and whether there is anything to undo or redo. */
export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  list: 'bullet' | 'number' | null;
  link: string | null;
  canUndo: boolean;
  canRedo: boolean;
};
export const NOTHING_FORMATTED: ToolbarState = { bold: false, italic: false, underline: false, list: null, link: null, canUndo: false, canRedo: false };

/** A toolbar button's action (the link tool opens its pop-over instead). */
export type EditorCommand = 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberList' | 'undo' | 'redo';
