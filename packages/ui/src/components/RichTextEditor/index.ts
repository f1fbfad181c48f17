// Only the lazy wrapper, the renderer and types: nothing here imports Lexical (it loads when an editor renders).
export { RichTextEditor } from './RichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor.types.ts';
export { renderRichTextBlocks, renderRichTextHtml } from './renderRichTextHtml.ts';
