import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../../messages/common.messages.ts';
import { storyIntl, documents } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { arabicFiles, classFiles, failedFile, longLatinFile, manyFiles, refusedFile, uploadingFile } from './fixtures.ts';
import { FileList, type FileListItem } from './FileList.tsx';
import { fileListMessages } from './FileList.messages.ts';
import { FileDropZone } from './FileDropZone.tsx';

type DemoArgs = {
  initial: readonly FileListItem[];
  reorderable?: boolean;
  onMove: (id: string, toIndex: number) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** The drop zone's story: the names of the files handed over. */
  onFiles: (names: string[]) => void;
};

/** The list as the class form uses it: the page holds the files and their order. */
function Demo({ initial, reorderable = true, onMove, onRemove, onRetry }: DemoArgs) {
  const [files, setFiles] = useState(initial);
  return (
    <FileList
      files={files}
      onMove={
        reorderable
          ? (id, toIndex) => {
              onMove(id, toIndex);
              setFiles((current) => {
                const moving = current.find((file) => file.id === id);
                if (!moving) return current;
                const rest = current.filter((file) => file.id !== id);
                return [...rest.slice(0, toIndex), moving, ...rest.slice(toIndex)];
              });
            }
          : undefined
      }
      onRemove={(id) => {
        onRemove(id);
        setFiles((current) => current.filter((file) => file.id !== id));
      }}
      onRetry={onRetry}
    />
  );
}

const meta = {
  title: 'Components/FileList',
  component: documents<typeof Demo>(FileList),
  render: (args) => <Demo {...args} />,
  args: { initial: classFiles, onMove: fn(), onRemove: fn(), onRetry: fn(), onFiles: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.lg }}><Story /></div>],
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowKeys = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[role="row"]')].map((row) => row.getAttribute('data-key'));

/** Uploaded files: type, name (a link when it can be opened), size; drag handle, Move up/down and Remove on each. */
export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(fileListMessages.remove, { name: 'Week 1 slides.pptx' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith('slides');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** Nothing attached yet. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyIntl(context).formatMessage(fileListMessages.empty))).toBeVisible();
  },
};

/** A file on its way up: a progress bar named after the file, with its percentage. */
export const Uploading: Story = {
  args: { initial: [...classFiles.slice(0, 2), uploadingFile] },
  play: async ({ canvas, ...context }) => {
    const bar = canvas.getByRole('progressbar', { name: storyIntl(context).formatMessage(fileListMessages.uploading, { name: 'Lab data.xlsx' }) });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

/** A failed upload shows the server's reason and Try again. */
export const Failed: Story = {
  args: { initial: [classFiles[0]!, failedFile] },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const row = (await canvas.findAllByRole('row'))[1]!;
    await expect(row).toHaveTextContent(intl.formatMessage(fileListMessages.failed));
    await expect(row).toHaveTextContent('The connection was lost.');
    await userEvent.click(within(row).getByRole('button', { name: intl.formatMessage(commonMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledWith('recording');
  },
};

/** A file the server refused for what it is (too large here): its reason, and Remove, but no Try again. */
export const Refused: Story = {
  args: { initial: [classFiles[0]!, refusedFile] },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const row = (await canvas.findAllByRole('row'))[1]!;
    await expect(row).toHaveTextContent('The file is larger than 500 MB.');
    await expect(within(row).queryByRole('button', { name: intl.formatMessage(commonMessages.retry) })).toBeNull();
  },
};

/** Twelve files of twelve kinds. */
export const ManyFiles: Story = { args: { initial: manyFiles } };

/** Without onMove (a read-only order): no handle, no Move buttons. */
export const NotReorderable: Story = { args: { reorderable: false, initial: [...classFiles.slice(0, 2), uploadingFile, failedFile] } };

/** A long Latin name in an Arabic page: it reads left to right and is cut at its own end, the row stays right to left. */
export const LongLatinNameInArabic: Story = {
  globals: { locale: 'ar_SA' },
  args: { initial: [longLatinFile, ...arabicFiles.slice(0, 1)] },
  play: async ({ canvas }) => {
    const name = canvas.getByText(longLatinFile.name);
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('ltr');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** Arabic names in an English page: each reads right to left inside the left-to-right row. */
export const ArabicNamesInLatin: Story = {
  globals: { locale: 'en_US' },
  args: { initial: arabicFiles },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(arabicFiles[0]!.name)).direction).toBe('rtl');
  },
};

/**
 * Reorder with the keyboard, as react-aria's drag and drop works: the row's drag handle, Enter to pick the file up,
 * ArrowDown to the next drop position, Enter to drop (react-aria announces each step). Works in any language.
 */
export const KeyboardReorder: Story = {
  parameters: { visual: { skip: true } }, // the same picture as Default: the story is the interaction
  play: async ({ canvas, canvasElement, args }) => {
    // react-aria renders a collection's rows after the list itself (at once in development, a pass later in the
    // production build): wait for them instead of racing them.
    const handle = await within((await canvas.findAllByRole('row'))[0]!).findByTestId('drag-handle');
    handle.focus();
    await userEvent.keyboard('{Enter}');
    // Drop positions appear between the rows; focus moves to the one after the dragged row.
    await waitFor(() => expect(handle).not.toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('syllabus', 1));
    await waitFor(() => expect(rowKeys(canvasElement)).toEqual(['slides', 'syllabus', 'notes', 'lecture']));
  },
};

/** For those who cannot drag: Move up/down. Focus stays on the pressed button and the move is announced. */
export const MoveButtons: Story = {
  parameters: { visual: { skip: true } }, // the same picture as Default: the story is the interaction
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const moveDown = () => canvas.getByRole('button', { name: intl.formatMessage(fileListMessages.moveDown, { name: 'Course syllabus 2026.pdf' }) });
    await expect(canvas.getByRole('button', { name: intl.formatMessage(fileListMessages.moveUp, { name: 'Course syllabus 2026.pdf' }) })).toBeDisabled();
    await userEvent.click(moveDown());
    await expect(args.onMove).toHaveBeenCalledWith('syllabus', 1);
    await expect(rowKeys(canvasElement)).toEqual(['slides', 'syllabus', 'notes', 'lecture']);
    await waitFor(() => expect(moveDown()).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(fileListMessages.moved, { name: 'Course syllabus 2026.pdf', position: 2, total: 4 }));
  },
};

/** Upload progress reaching its end is announced, and so is a failure with its reason. */
export const UploadAnnounced: Story = {
  parameters: { visual: { skip: true } }, // a state change, not a picture
  render: function UploadAnnouncedStory() {
    const [file, setFile] = useState<FileListItem>(uploadingFile);
    // The upload ends a moment after the story shows.
    useEffect(() => {
      const timer = setTimeout(() => setFile({ ...uploadingFile, status: 'done' }), 100);
      return () => clearTimeout(timer);
    }, []);
    return <FileList files={[file]} />;
  },
  play: async ({ canvas, ...context }) => {
    const uploaded = storyIntl(context).formatMessage(fileListMessages.uploaded, { name: 'Lab data.xlsx' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(uploaded));
  },
};

/**
 * The drop zone with its hint (types, size limit). Choosing files hands the acceptable ones to the page; the others
 * are named with the reason, next to the box.
 */
export const DropZone: Story = {
  render: function DropZoneStory({ onFiles }) {
    return <FileDropZone accept={['.pdf', '.docx', '.pptx', '.xlsx', '.zip', '.mp4', 'image/png', 'image/jpeg']} maxSize={500 * 1024 * 1024} onFiles={(files) => onFiles(files.map((file) => file.name))} />;
  },
  play: async ({ canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })], { applyAccept: false });
    await expect(args.onFiles).toHaveBeenCalledWith(['notes.pdf']);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(intl.formatMessage(fileListMessages.rejectedType, { name: '\u2068setup.exe\u2069' }));
  },
};
