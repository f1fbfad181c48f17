import { describe, expect, test } from 'vitest';
import { acceptedTypeNames, acceptsFile, extensionOf, fileKind, typeLabel } from './fileTypes.ts';

describe('file types', () => {
  test('extension and kind from the name, else the MIME type', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(fileKind('slides.pptx')).toBe('presentation');
    expect(fileKind('recording', 'video/mp4')).toBe('video');
    expect(fileKind('scan', 'application/pdf')).toBe('pdf');
    expect(fileKind('data.bin')).toBe('other');
    expect(typeLabel('notes.markdown')).toBe('MARK');
  });

  test('accept lists match extensions, exact MIME types and wildcards', () => {
    const accept = ['.pdf', 'image/*', 'video/mp4'];
    expect(acceptsFile({ name: 'a.PDF', type: '' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'photo.heic', type: 'image/heic' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'clip.mp4', type: 'video/mp4' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'clip.mov', type: 'video/quicktime' }, accept)).toBe(false);
    expect(acceptsFile({ name: 'anything.exe', type: '' }, [])).toBe(true);
  });

  test('the hint names extensions and short MIME subtypes only', () => {
    expect(acceptedTypeNames(['.pdf', '.PDF', 'image/*', 'video/mp4', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])).toEqual(['PDF', 'MP4']);
  });
});
