import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { RichTextEditorProps } from './RichTextEditor.types.ts';
import { documents } from '../../test/stories.ts';

type DemoArgs = Omit<RichTextEditorProps, 'value'> & { initialValue: string };

/**
 * The editor as a form holds it (value in state). Screenshots show it as a page first does, before anything has
 * pointed at it (Lexical not loaded): the same picture as once it has loaded, which the plays go on to use.
 */
function Demo({ initialValue, onChange, ...props }: DemoArgs) {
  const [value, setValue] = useState(initialValue);
  return (
    <div style={{ maxInlineSize: vars.size.dialog.md }}>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/RichTextEditor',
  component: documents<typeof Demo>(RichTextEditor),
  render: (args) => <Demo {...args} />,
  args: { label: 'Description', description: 'Shown on the class page.', initialValue: '', onChange: fn(), maxLength: 5000, 'data-testid': 'rich-text' },
  parameters: { visual: { layout: 'grid' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Types as the browser would (execCommand fires real beforeinput/input events, which Lexical handles); Testing
 * Library's keyboard does not drive a contenteditable. The cursor goes to the end first.
 */
/** Puts the caret at the end of the editor and inserts text as typing does (real input events). */
async function insertAtEnd(editor: HTMLElement, text: string) {
  editor.focus();
  const selection = editor.ownerDocument.getSelection()!;
  selection.selectAllChildren(editor);
  selection.collapseToEnd();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  editor.ownerDocument.execCommand('insertText', false, text);
}

/** Lexical's mark on the area once it has taken it over. */
const takenOver = (editor: HTMLElement) => waitFor(() => expect(editor).toHaveAttribute('data-lexical-editor', 'true'), { timeout: 10_000 });

async function typeAtEnd(editor: HTMLElement, text: string, { refused = false } = {}) {
  // Focus loads the editor; these plays type into it once it has taken over (TypedBeforeLoad types before).
  editor.focus();
  await takenOver(editor);
  const before = editor.textContent ?? '';
  await insertAtEnd(editor, text);
  if (refused) await new Promise((resolve) => setTimeout(resolve, 100));
  // On a cold start (the first story of a run) Lexical can still drop the very first input: type it again then.
  else
    await waitFor(
      async () => {
        if ((editor.textContent ?? '') === before) await insertAtEnd(editor, text);
        await expect(editor.textContent).not.toBe(before);
      },
      { timeout: 5000, interval: 300 },
    );
}

const FORMATTED =
  '<p>This class covers <strong>project planning</strong>, <em>risk</em> and <u>reporting</u>.</p>' +
  '<ul><li>Weekly workshops</li><li>A final case study</li></ul>' +
  '<ol><li>Read the syllabus</li><li>Join the <a href="https://example.com/forum">forum</a></li></ol>';

/** Empty: type, make a word bold from the toolbar; the HTML handed to the form has it in <strong>. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const editor = canvas.getByTestId('rich-text');
    await typeAtEnd(editor, 'Hello ');
    // The first toggle of the toolbar is bold (found by role and state, not by its translated name).
    const [bold] = within(canvas.getByRole('toolbar')).getAllByRole('button', { pressed: false });
    await expect(bold).toHaveAttribute('data-tool', 'bold');
    await userEvent.click(bold!);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await typeAtEnd(editor, 'world');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('<strong>world</strong>')));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello <strong>world</strong></p>');
  },
};

/** Arrow keys (reversed right to left) move between the toolbar's buttons. */
export const ToolbarKeyboard: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar');
    const [first, second] = within(toolbar).getAllByRole('button');
    first!.focus();
    await userEvent.keyboard(getComputedStyle(toolbar).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(second).toHaveFocus();
    // Tab out of the toolbar is the browser's own move (react-aria's Toolbar): checked in the lecturing e2e.
  },
};

/** An existing description loads with its formatting: bold, italic, underline, both lists, a link. */
export const Formatted: Story = {
  args: { initialValue: FORMATTED },
  play: async ({ canvas }) => {
    const editor = canvas.getByTestId('rich-text');
    await expect(editor.querySelector('strong')).toHaveTextContent('project planning');
    await expect(editor.querySelectorAll('ul li')).toHaveLength(2);
    await expect(editor.querySelectorAll('ol li')).toHaveLength(2);
    await expect(editor.querySelector('a')).toHaveAttribute('href', 'https://example.com/forum');
  },
};

/** Arabic content reads right to left whatever the page's language (the area's dir is auto). */
export const Arabic: Story = {
  args: {
    initialValue: '<p>تتناول هذه الدورة <strong>تخطيط المشاريع</strong> وإدارة المخاطر.</p><ul><li>ورش عمل أسبوعية</li><li>دراسة حالة نهائية</li></ul>',
  },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByTestId('rich-text').querySelector('p')!;
    await expect(getComputedStyle(paragraph).direction).toBe('rtl');
  },
};

/** Long content scrolls inside the field instead of growing the page without end. */
export const Long: Story = {
  args: { initialValue: Array.from({ length: 14 }, (_, index) => `<p>Paragraph ${index + 1}: the week's reading, the exercises and where to hand them in.</p>`).join('') },
};

export const Invalid: Story = { args: { errorMessage: 'Check your connection and try again.', initialValue: '<p>Some text</p>' } };

export const Disabled: Story = {
  args: { isDisabled: true, initialValue: FORMATTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rich-text')).toHaveAttribute('contenteditable', 'false');
    for (const button of within(canvas.getByRole('toolbar')).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** At the limit the counter turns red and more typing is refused. */
export const AtLimit: Story = {
  args: { maxLength: 40, initialValue: '<p>Forty characters exactly, no more: done.</p>' },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByTestId('rich-text');
    await expect(canvas.getByText(/40\/40|٤٠\/٤٠/)).toHaveAttribute('data-full', 'true');
    await typeAtEnd(editor, '!!!', { refused: true });
    await expect(editor).toHaveTextContent('Forty characters exactly, no more: done.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The link tool refuses an address that is not https or a path on this site, and links the selection otherwise. */
export const AddLink: Story = {
  args: { initialValue: '<p>Read the guide</p>' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args, canvasElement }) => {
    const editor = canvas.getByTestId('rich-text');
    // Select the last word, "guide", in the editor's own markup.
    editor.focus();
    await takenOver(editor);
    const text = editor.querySelector('p')!.firstChild!.firstChild as Text;
    editor.ownerDocument.getSelection()!.setBaseAndExtent(text, text.length - 5, text, text.length);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const link = canvasElement.querySelector<HTMLElement>('[data-tool="link"]')!;
    await userEvent.click(link);
    const body = within(canvasElement.ownerDocument.body);
    const address = await body.findByTestId('rich-text-link-address');
    await userEvent.type(within(address).getByRole('textbox'), 'javascript:alert(1)');
    await userEvent.click(body.getByTestId('rich-text-link-apply'));
    await expect(within(address).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(address).getByRole('textbox'));
    await userEvent.type(within(address).getByRole('textbox'), 'https://example.com/guide');
    await userEvent.click(body.getByTestId('rich-text-link-apply'));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Read the <a href="https://example.com/guide">guide</a></p>'));
  },
};

/**
 * Typed before the editor has loaded: focus starts the loading, the keys go into the area at once, and the editor
 * takes the text over with the caret where it was, so typing goes on in the same place.
 */
export const TypedBeforeLoad: Story = {
  args: { initialValue: '<p>Read the guide</p>' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByTestId('rich-text');
    editor.focus();
    const text = editor.querySelector('p')!.firstChild as Text;
    editor.ownerDocument.getSelection()!.collapse(text, 'Read'.length);
    // In the same task as the focus, so nothing has loaded yet.
    editor.ownerDocument.execCommand('insertText', false, ' first');
    const loadedFirst = editor.hasAttribute('data-lexical-editor');
    await expect(loadedFirst).toBe(false);
    await expect(editor).toHaveTextContent('Read first the guide');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Read first the guide</p>');
    await takenOver(editor);
    await expect(editor).toHaveFocus();
    editor.ownerDocument.execCommand('insertText', false, ',');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Read first, the guide</p>'));
    await expect(editor).toHaveTextContent('Read first, the guide');
  },
};

/** A toolbar button pressed before the editor has loaded does its work once it has. */
export const ToolbarBeforeLoad: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByTestId('rich-text');
    const [bold] = within(canvas.getByRole('toolbar')).getAllByRole('button', { pressed: false });
    // Caret in the area, then the button pressed (a keyboard or screen-reader press), in one task: before loading.
    editor.focus();
    bold!.click();
    const loadedFirst = editor.hasAttribute('data-lexical-editor');
    await expect(loadedFirst).toBe(false);
    await takenOver(editor);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await typeAtEnd(editor, 'bold');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>bold</strong></p>'));
  },
};

/**
 * An input method's composition (Chinese, Japanese, Korean) under way when the editor arrives: it waits for the
 * composition to end before it takes the area over, so the word being composed is not cut off.
 */
export const CompositionBeforeLoad: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByTestId('rich-text');
    editor.focus();
    editor.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
    editor.ownerDocument.execCommand('insertText', false, '你好');
    // The editor's code is there (the setup imports it) and React has rendered: still not taken over.
    await import('./LexicalRichTextEditor.tsx');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const takenDuringComposition = editor.hasAttribute('data-lexical-editor');
    await expect(takenDuringComposition).toBe(false);
    editor.dispatchEvent(new CompositionEvent('compositionend', { data: '你好' }));
    await takenOver(editor);
    await expect(editor).toHaveTextContent('你好');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>你好</p>');
  },
};
