import { SAFE_LINK } from './richTextAllowList.ts';

// What the editing area needs before the editor (Lexical) has loaded: the text a reader types there is counted,
// written out as HTML of the allow-list and handed over to the editor when it arrives. Nothing here loads a library.

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Text typed before the editor existed (a plain-text draft): paragraphs at blank lines, line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

// HTML from the editor or the server starts with a tag; text kept from a plain-text field does not (as a rule).
const looksLikeHtml = (value: string) => /^\s*</.test(value);

/** A stored value as HTML: plain text (an older draft) becomes paragraphs. */
export const valueAsHtml = (value: string) => (looksLikeHtml(value) ? value : plainTextToHtml(value));

/** Where the caret was when the editor took the area over: a private-use character the editor finds and removes. */
export const CARET_MARK = '\uE000';

const BLOCK = new Set(['P', 'DIV', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE']);
const LIST = new Set(['UL', 'OL']);
const isBlock = (node: Node): node is HTMLElement => node.nodeType === Node.ELEMENT_NODE && BLOCK.has((node as Element).tagName);
const isLineBreak = (node: Node) => node.nodeName === 'BR';
/** A line break that ends its block only keeps the block open (as the browser writes it and as Lexical reads it). */
const endsBlock = (node: Node) => isLineBreak(node) && node.nextSibling === null && node.parentNode !== null && isBlock(node.parentNode);

/**
 * The plain-text size the editor counts against the limit (Lexical's getTextContentSize): block elements are
 * joined by two line breaks, a line break is one character, and a break that only ends its block is none.
 */
export function richTextSize(element: Node): number {
  let size = 0;
  const children = [...element.childNodes];
  children.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) size += (child.textContent ?? '').length;
    else if (isLineBreak(child)) size += endsBlock(child) ? 0 : 1;
    else if (child.nodeType === Node.ELEMENT_NODE) {
      size += richTextSize(child);
      if (isBlock(child) && index < children.length - 1) size += 2;
    }
  });
  return size;
}

const INLINE_TAGS: Record<string, string> = { STRONG: 'strong', B: 'strong', EM: 'em', I: 'em', U: 'u' };

/** Text-level content of the allow-list: formatting, safe links and line breaks; anything else keeps only its text. */
function inlineHtml(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '').replace(/\n/g, '<br>');
  if (isLineBreak(node)) return endsBlock(node) ? '' : '<br>';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as HTMLElement;
  const inner = [...element.childNodes].map((child) => (isBlock(child) ? blockHtml(child) : inlineHtml(child))).join('');
  const tag = INLINE_TAGS[element.tagName];
  if (tag) return inner && `<${tag}>${inner}</${tag}>`;
  const href = element.tagName === 'A' ? (element.getAttribute('href') ?? '').trim() : '';
  return href && SAFE_LINK.test(href) ? `<a href="${escapeAttribute(href)}">${inner}</a>` : inner;
}

/** One block: a list with its items, or a paragraph (any other block the browser made while typing). */
function blockHtml(node: Node): string {
  const element = node as HTMLElement;
  if (LIST.has(element.tagName)) {
    const tag = element.tagName.toLowerCase();
    const items = [...element.childNodes].filter((child) => child.nodeName === 'LI' || (child.textContent ?? '').trim() !== '');
    return `<${tag}>${items.map((item) => `<li>${item.nodeName === 'LI' ? [...item.childNodes].map((child) => (LIST.has(child.nodeName) ? blockHtml(child) : inlineHtml(child))).join('') : inlineHtml(item)}</li>`).join('')}</${tag}>`;
  }
  if ([...element.childNodes].some(isBlock)) return blocksHtml(element).join('');
  const inner = [...element.childNodes].map(inlineHtml).join('');
  return `<p>${inner || '<br>'}</p>`;
}

/** Blocks in order; text left between them (as typing in an empty area leaves it) goes into paragraphs. */
function blocksHtml(parent: Node): string[] {
  const blocks: string[] = [];
  let loose = '';
  const flush = () => {
    if (loose !== '') blocks.push(`<p>${loose}</p>`);
    loose = '';
  };
  for (const child of parent.childNodes) {
    if (isBlock(child)) {
      flush();
      blocks.push(blockHtml(child));
    } else loose += inlineHtml(child);
  }
  flush();
  return blocks;
}

const BLANK_PARAGRAPH = '<p><br></p>';

/** Blocks as the value holds them: blank paragraphs at either end are not content, and no text at all is ''. */
export function storedHtml(blocks: string[], text: string): string {
  if (text.trim() === '') return '';
  let start = 0;
  let end = blocks.length;
  while (start < end && blocks[start] === BLANK_PARAGRAPH) start += 1;
  while (end > start && blocks[end - 1] === BLANK_PARAGRAPH) end -= 1;
  return blocks.slice(start, end).join('');
}

/**
 * The editing area's content as HTML of the allow-list, as the editor writes it (`$richTextToHtml`): what the
 * reader typed before the editor arrived.
 */
export function editableToRichTextHtml(element: HTMLElement): string {
  return storedHtml(blocksHtml(element), (element.textContent ?? '').replaceAll(CARET_MARK, ''));
}

/** Marks the caret (or the end of the selection) inside `element` with CARET_MARK; false when it is elsewhere. */
export function markCaret(element: HTMLElement): boolean {
  const selection = element.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.focusNode || !element.contains(selection.focusNode)) return false;
  const range = element.ownerDocument.createRange();
  range.setStart(selection.focusNode, selection.focusOffset);
  range.insertNode(element.ownerDocument.createTextNode(CARET_MARK));
  return true;
}
