/**
 * The live-lecture form takes the description as plain text and sends it as HTML paragraphs, every character of the
 * text escaped: nothing typed can become markup. The server sanitizes whatever arrives anyway.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Text → `<p>…</p>` per paragraph (a blank line between them), a single line break inside one → `<br>`. */
export function descriptionToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Never text a person wrote (the server's sanitizer drops them anyway). */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);

/**
 * Stored HTML (sanitized by the server) → the text the form edits: paragraphs separated by a blank line, `<br>` as
 * a line break, list items one a line. Parsed as an inert document: nothing in it runs or loads.
 */
export function htmlToDescription(html: string): string {
  if (!html.trim()) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks: string[] = [];
  let line = '';
  const endBlock = () => {
    if (line.trim() !== '') blocks.push(line.replace(/^\s+|\s+$/g, ''));
    line = '';
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) line += (child.textContent ?? '').replace(/[ \t\r\n]+/g, ' ');
      else if (child.nodeName === 'BR') line += '\n';
      else if (SKIPPED.has(child.nodeName)) continue;
      else if (BLOCKS.has(child.nodeName)) {
        endBlock();
        walk(child);
        endBlock();
      } else walk(child);
    }
  };
  walk(body);
  endBlock();
  return blocks.map((block) => block.replace(/ *\n */g, '\n')).join('\n\n');
}
