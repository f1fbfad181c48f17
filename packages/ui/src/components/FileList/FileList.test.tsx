import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadMessages } from '@academy/i18n';
import { AppProvider } from '../../provider/AppProvider.tsx';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { classFiles, failedFile, uploadingFile } from './fixtures.ts';
import { FileList, type FileListProps } from './FileList.tsx';
import { FileDropZone } from './FileDropZone.tsx';

const renderList = async (props: Partial<FileListProps> = {}, locale: 'en_US' | 'zh_CN' | 'ar_SA' = 'en_US') => {
  const spies = { onMove: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() };
  const view = await renderInApp(<FileList files={classFiles} {...spies} {...props} />, { locale });
  return { ...spies, view };
};

describe('FileList', () => {
  test('a list that cannot be reordered has no drag handles and asks for none (no react-aria warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await renderList({ onMove: undefined });
      expect(screen.queryAllByTestId('drag-handle')).toHaveLength(0);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('Draggable items'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  test('one row per file with its name, type and size', async () => {
    await renderList();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Course syllabus 2026.pdf');
    expect(rows[0]).toHaveTextContent('PDF');
    expect(rows[0]).toHaveTextContent('1.2 MB');
    expect(rows[2]).toHaveTextContent('348 kB');
    expect(within(rows[0]!).getByRole('link', { name: 'Course syllabus 2026.pdf' })).toHaveAttribute('href', '#syllabus');
  });

  test('sizes use the locale’s digits', async () => {
    await renderList({}, 'ar_SA');
    expect(screen.getAllByRole('row')[0]).toHaveTextContent('١٫٢');
  });

  test('reordering can be offered and withdrawn between renders (while an upload runs) without breaking the list', async () => {
    const { view } = await renderList({ onMove: undefined, files: [...classFiles, uploadingFile] });
    expect(screen.queryByRole('button', { name: /^Move .* up$/ })).toBeNull();
    const messages = await loadMessages('en_US');
    const onMove = vi.fn();
    view.rerender(<AppProvider locale="en_US" messages={messages}><FileList files={classFiles} onMove={onMove} /></AppProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Move Course syllabus 2026.pdf down' }));
    expect(onMove).toHaveBeenCalledWith('syllabus', 1);
    view.rerender(<AppProvider locale="en_US" messages={messages}><FileList files={classFiles} /></AppProvider>);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  test('names take their own direction', async () => {
    await renderList();
    expect(screen.getByText('محاضرة الأسبوع الثاني.mp4')).toHaveAttribute('dir', 'auto');
  });

  test('Move up/down report the index in the reordered list and announce the new place', async () => {
    const { onMove } = await renderList();
    expect(screen.getByRole('button', { name: 'Move Course syllabus 2026.pdf up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move محاضرة الأسبوع الثاني.mp4 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move 第一讲 讲义.docx up' }));
    expect(onMove).toHaveBeenLastCalledWith('notes', 1);
    expect(screen.getByRole('status')).toHaveTextContent('第一讲 讲义.docx moved to position 2 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Move Week 1 slides.pptx down' }));
    expect(onMove).toHaveBeenLastCalledWith('slides', 2);
  });

  test('without onMove there is nothing to reorder with', async () => {
    await renderList({ onMove: undefined });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByTestId('drag-handle')).toBeNull();
  });

  test('remove names its file', async () => {
    const { onRemove } = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Week 1 slides.pptx' }));
    expect(onRemove).toHaveBeenCalledWith('slides');
  });

  test('an upload shows a named progress bar', async () => {
    await renderList({ files: [uploadingFile] });
    const bar = screen.getByRole('progressbar', { name: 'Uploading Lab data.xlsx' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('42%');
  });

  test('a file the server refused for what it is shows the reason and no Try again', async () => {
    await renderList({ files: [{ ...failedFile, error: 'The file is larger than 500 MB.', retryable: false }] });
    expect(screen.getByRole('row')).toHaveTextContent('Upload failed: The file is larger than 500 MB.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a failed upload shows the server’s reason and Try again for that file', async () => {
    const { onRetry } = await renderList({ files: [failedFile] });
    expect(screen.getByRole('row')).toHaveTextContent('Upload failed: The connection was lost.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('Recording.mov');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledWith('recording');
  });

  test('the end of an upload is announced, with the reason when it failed', async () => {
    const messages = await loadMessages('en_US');
    const ui = (files: FileListProps['files']) => (
      <AppProvider locale="en_US" messages={messages}>
        <FileList files={files} />
      </AppProvider>
    );
    const view = render(ui([uploadingFile, { ...failedFile, status: 'uploading' }]));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(ui([{ ...uploadingFile, status: 'done' }, { ...failedFile, status: 'uploading' }]));
    expect(screen.getByRole('status')).toHaveTextContent('Lab data.xlsx uploaded');
    view.rerender(ui([{ ...uploadingFile, status: 'done' }, failedFile]));
    expect(screen.getByRole('status')).toHaveTextContent('Recording.mov could not be uploaded: The connection was lost.');
  });

  test('an empty list says so', async () => {
    await renderList({ files: [] });
    expect(screen.getByText('No files yet')).toBeInTheDocument();
  });
});

describe('FileDropZone', () => {
  test('says what it accepts and hands over only acceptable files, naming the others', async () => {
    const onFiles = vi.fn();
    const view = await renderInApp(<FileDropZone accept={['.pdf', 'image/png', 'image/*']} maxSize={1024 * 1024} onFiles={onFiles} />);
    expect(screen.getByText('Accepted: PDF, PNG · Up to 1 MB per file')).toBeInTheDocument();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.pdf,image/png,image/*');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    const ok = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'board.jpg', { type: 'image/jpeg' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await userEvent.upload(input, [ok, big, photo, exe], { applyAccept: false });
    expect(onFiles).toHaveBeenCalledWith([ok, photo]);
    const alert = screen.getByRole('alert');
    // Names are isolated (FSI … PDI), so an Arabic name keeps the sentence's order.
    expect(alert).toHaveTextContent('\u2068scan.pdf\u2069 is larger than 1 MB');
    expect(alert).toHaveTextContent('\u2068setup.exe\u2069: this type of file cannot be attached');
  });

  test('files dragged over the box light it up; dropped, they are checked like chosen ones; pasted too', async () => {
    const onFiles = vi.fn();
    await renderInApp(<FileDropZone accept={['.pdf']} onFiles={onFiles} />);
    const zone = screen.getByRole('group', { name: 'Drag files here' });
    const notes = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'board.png', { type: 'image/png' });
    const dataTransfer = { types: ['Files'], files: [notes, photo], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-drop-target');
    expect(screen.getByRole('group', { name: 'Drop to add the files' })).toBe(zone);
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-drop-target');
    expect(onFiles).toHaveBeenLastCalledWith([notes]);
    expect(screen.getByRole('alert')).toHaveTextContent('\u2068board.png\u2069: this type of file cannot be attached');
    // Text dragged from the page is not a file: the box does not take it.
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone).not.toHaveAttribute('data-drop-target');
    fireEvent.paste(screen.getByRole('button', { name: 'Choose files' }), { clipboardData: { files: [notes] } });
    expect(onFiles).toHaveBeenCalledTimes(2);
  });
});
