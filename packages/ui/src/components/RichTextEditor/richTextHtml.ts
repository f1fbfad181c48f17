import DOMPurify from 'dompurify';
import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode } from '@lexical/list';
import { $createParagraphNode, $getRoot, $isRootOrShadowRoot, $isDecoratorNode, $isElementNode, $isLineBreakNode, $isParagraphNode, $isTextNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { RICH_TEXT_TAGS, SAFE_LINK } from './richTextAllowList.ts';
import { CARET_MARK, escapeAttribute, escapeText, storedHtml, valueAsHtml } from './editableContent.ts';

/**
 * Stored HTML → the sanitized body of an inert document (nothing in it runs or loads). A body rather than a
 * fragment: text left at the top level (a dropped <h1>'s) needs a parent element for Lexical's import.
 */
export function sanitizeRichText(value: string): HTMLElement {
  return DOMPurify.sanitize(valueAsHtml(value), { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: SAFE_LINK, RETURN_DOM: true }) as HTMLElement;
}

/** Replaces the editor's content with `value` (HTML, sanitized first); inside `editor.update`. */
export function $loadRichText(editor: LexicalEditor, value: string) {
  const root = $getRoot();
  root.clear();
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, sanitizeRichText(value))) {
    // Text and links at the top level (HTML without paragraphs) go into a paragraph: the root holds only blocks.
    if ($isElementNode(node) && !node.isInline()) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) root.append((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

function $textHtml(node: LexicalNode): string {
  if ($isTextNode(node)) {
    let html = escapeText(node.getTextContent());
    if (node.hasFormat('underline')) html = `<u>${html}</u>`;
    if (node.hasFormat('italic')) html = `<em>${html}</em>`;
    if (node.hasFormat('bold')) html = `<strong>${html}</strong>`;
    return html;
  }
  if ($isLineBreakNode(node)) return '<br>';
  if ($isDecoratorNode(node)) return escapeText(node.getTextContent());
  if (!$isElementNode(node)) return '';
  const inner = node.getChildren().map($textHtml).join('');
  if ($isLinkNode(node)) {
    const href = node.getURL().trim();
    return SAFE_LINK.test(href) ? `<a href="${escapeAttribute(href)}">${inner}</a>` : inner;
  }
  if ($isListNode(node)) return node.getListType() === 'number' ? `<ol>${inner}</ol>` : `<ul>${inner}</ul>`;
  if ($isListItemNode(node)) return `<li>${inner}</li>`;
  if ($isParagraphNode(node)) return `<p>${inner || '<br>'}</p>`;
  return inner;
}

/**
 * The editor's content as HTML of the allow-list only, written here rather than by Lexical's exporter (which adds
 * spans, classes, styles and dir attributes the server would strip anyway). Empty content is ''.
 */
export function $richTextToHtml(): string {
  const root = $getRoot();
  return storedHtml(root.getChildren().map($textHtml), root.getTextContent());
}

/**
 * Puts the selection where CARET_MARK is and removes the mark (content handed over from the editing area before
 * the editor loaded: the reader's caret stays where it was). Inside `editor.update`.
 */
export function $takeCaretMark() {
  for (const node of $getRoot().getAllTextNodes()) {
    const text = node.getTextContent();
    const at = text.indexOf(CARET_MARK);
    if (at === -1) continue;
    if (text.length > 1) {
      node.setTextContent(text.slice(0, at) + text.slice(at + 1));
      node.select(at, at);
      return;
    }
    const parent = node.getParentOrThrow();
    const index = node.getIndexWithinParent();
    node.remove();
    if (!$isRootOrShadowRoot(parent)) parent.select(index, index);
    return;
  }
}
