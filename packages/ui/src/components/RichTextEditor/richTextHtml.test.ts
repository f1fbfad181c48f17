// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { createEditor } from 'lexical';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { $loadRichText, $richTextToHtml, $takeCaretMark } from './richTextHtml.ts';
import { CARET_MARK, editableToRichTextHtml, markCaret, richTextSize } from './editableContent.ts';
import { isAllowedNewLink } from './richTextAllowList.ts';

/** Loads `html` into a headless editor and writes it back out, as the field does on load and on change. */
function roundTrip(html: string): string {
  return loaded(html).getEditorState().read($richTextToHtml);
}

function loaded(html: string) {
  const editor = createEditor({ namespace: 'test', nodes: [ListNode, ListItemNode, LinkNode], onError: (error) => { throw error; } });
  editor.update(() => $loadRichText(editor, html), { discrete: true });
  return editor;
}

/** An editing area with this markup, as the browser holds it before the editor takes it over. */
function area(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
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

describe('the editing area before the editor has loaded', () => {
  const samples = [
    '<p>Plan <strong>early</strong>.<br>Then ship.</p><ul><li>one</li><li>two</li></ul><p>End</p>',
    '<p>One</p><p><br></p><p>Three</p>',
    '<ol><li>first</li><li>second <a href="https://example.com">link</a></li></ol>',
    '<p>تخطيط المشاريع</p>',
  ];

  test.each(samples)('counts the text as the editor does: %s', (html) => {
    const size = loaded(html).getEditorState().read(() => $getRoot().getTextContentSize());
    expect(richTextSize(area(html))).toBe(size);
  });

  test('writes the allow-list as the editor does, from what the browser made of the typing', () => {
    for (const html of samples.filter((sample) => !sample.includes('<p><br></p>'))) expect(editableToRichTextHtml(area(html))).toBe(roundTrip(html));
    // Typing into an empty area: loose text, then a line per div; typed line breaks; a pasted heading and image.
    expect(editableToRichTextHtml(area('Hello<div>second</div><div><br></div>'))).toBe('<p>Hello</p><p>second</p>');
    expect(editableToRichTextHtml(area('<p>a\nb &lt;c&gt;</p>'))).toBe('<p>a<br>b &lt;c&gt;</p>');
    expect(editableToRichTextHtml(area('<h1 style="color:red">Title</h1><p><b>B</b><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>'))).toBe('<p>Title</p><p><strong>B</strong>x</p>');
    expect(editableToRichTextHtml(area('<p><br></p>'))).toBe('');
  });

  test('the caret goes over with the text: the editor selects where it was marked', () => {
    const element = area('<p>Read the guide</p>');
    document.body.append(element);
    const text = element.querySelector('p')!.firstChild!;
    document.getSelection()!.collapse(text, 'Read'.length);
    expect(markCaret(element)).toBe(true);
    const html = editableToRichTextHtml(element);
    expect(html).toBe(`<p>Read${CARET_MARK} the guide</p>`);
    const editor = createEditor({ namespace: 'test', nodes: [ListNode, ListItemNode, LinkNode], onError: (error) => { throw error; } });
    editor.update(() => {
      $loadRichText(editor, html);
      $takeCaretMark();
    }, { discrete: true });
    editor.getEditorState().read(() => {
      expect($getRoot().getTextContent()).toBe('Read the guide');
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.isCollapsed() && selection.anchor.offset).toBe('Read'.length);
    });
    element.remove();
  });
});
