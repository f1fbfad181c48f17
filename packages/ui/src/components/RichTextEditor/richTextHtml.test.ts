import { describe, expect, test } from 'vitest';
import { createEditor } from 'lexical';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $loadRichText, $richTextToHtml } from './richTextHtml.ts';
import { isAllowedNewLink } from './richTextAllowList.ts';

/** Loads `html` into a headless editor and writes it back out, as the field does on load and on change. */
function roundTrip(html: string): string {
  const editor = createEditor({ namespace: 'test', nodes: [ListNode, ListItemNode, LinkNode], onError: (error) => { throw error; } });
  editor.update(() => $loadRichText(editor, html), { discrete: true });
  return editor.getEditorState().read($richTextToHtml);
}

describe('rich-text HTML', () => {
  test('a description keeps its formatting, lists and links through the editor', () => {
    const html = '<p>Plan <strong>early</strong>, <em>review</em> <u>often</u>.<br>Then ship.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><p>See <a href="https://example.com/a?b=1&amp;c=2">this</a> or <a href="/portal/1">that</a>.</p>';
    expect(roundTrip(html)).toBe(html);
  });

  test('b and i become strong and em; anything outside the allow-list goes, its text stays', () => {
    expect(roundTrip('<p><b>B</b> <i>I</i> <span style="color:red" onclick="x()">S</span><img src=x onerror=alert(1)><script>alert(2)</script></p><h1>Title</h1>')).toBe(
      '<p><strong>B</strong> <em>I</em> S</p><p>Title</p>',
    );
  });

  test('a link the server would not keep loses its address, not its text', () => {
    expect(roundTrip('<p><a href="javascript:alert(1)">click</a> <a href="//evil.example">there</a></p>')).toBe('<p>click there</p>');
  });

  test('text is escaped; plain text from an older draft becomes paragraphs', () => {
    expect(roundTrip('<p>a &lt;b&gt; &amp; "c"</p>')).toBe('<p>a &lt;b&gt; &amp; "c"</p>');
    expect(roundTrip('first line\nsecond <line>\n\nnext paragraph')).toBe('<p>first line<br>second &lt;line&gt;</p><p>next paragraph</p>');
  });

  test('empty content is an empty string', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p><p><br></p>')).toBe('');
  });

  test('a new link must be https or a path on this site', () => {
    expect(['https://example.com', 'https://example.com/x?y#z', '/portal/1/class'].every(isAllowedNewLink)).toBe(true);
    expect(['http://example.com', 'javascript:alert(1)', '//evil.example', 'https://', 'mailto:a@b.c', 'example.com', 'https://exa mple.com'].some(isAllowedNewLink)).toBe(false);
  });
});
