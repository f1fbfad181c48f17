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
