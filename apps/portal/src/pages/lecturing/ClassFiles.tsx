import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ClassAttachment } from '@academy/contract';
import { Banner, FileDropZone, FileList, type FileListItem } from '@academy/ui';
import { api } from '../../app/api.ts';
import { UploadRefused, UploadTooLarge, uploadClassFile } from './classUpload.ts';
import { useLecturing } from './lecturingData.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { mayRetryUpload } from '../../app/upload.ts';

/** What a class may carry; the server checks each file's bytes, this only spares a pointless upload. */
const ACCEPT = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.zip', '.mp4'];
const MAX_BYTES = 50 * 1024 * 1024;

type Pending = FileListItem & { file: File };

/** The class's files: uploaded with progress, ordered by drag and drop or keyboard (the order learners see). */
export function ClassFiles({ classId }: { classId: string }) {
  const intl = useIntl();
  const { schoolId } = useLecturing();
  const [attachments, setAttachments] = useState<ClassAttachment[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(failureMessage(error, intl.formatMessage(messages.filesFailed)));

  useEffect(() => {
    api.attachmentList({ params: { id: classId }, tenantId: schoolId }).then(setAttachments, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per class
  }, [classId, schoolId]);

  const patch = (key: string, change: Partial<Pending>) => setPending((list) => list.map((item) => (item.id === key ? { ...item, ...change } : item)));
  const upload = async (item: Pending) => {
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    try {
      const uploadId = await uploadClassFile(item.file, schoolId, (progress) => patch(item.id, { progress }));
      const list = await api.addClassAttachments({ params: { classId }, body: { attachments: [{ uploadId }] }, tenantId: schoolId });
      setAttachments(list);
      setPending((current) => current.filter((other) => other.id !== item.id));
    } catch (error) {
      patch(item.id, { status: 'failed', error: uploadFailure(error), retryable: mayRetryUpload(error) });
    }
  };
  /** The reason an upload failed, in the reader's language where the server gave its codes. */
  const uploadFailure = (error: unknown): string => {
    if (error instanceof UploadRefused) {
      const { code, extension, detected } = error.reason;
      if (code === 'empty') return intl.formatMessage(messages.refusedEmpty);
      if (code === 'type') return intl.formatMessage(messages.refusedType, { extension });
      return intl.formatMessage(messages.refusedContent, { extension, detected: detected ?? 'unknown' });
    }
    if (error instanceof UploadTooLarge) return intl.formatMessage(messages.fileTooLarge);
    return error instanceof Error && error.message ? error.message : intl.formatMessage(messages.uploadFailed);
  };
  const add = (files: File[]) => {
    const items = files.map((file, index) => ({ id: `upload-${Date.now()}-${index}`, name: file.name, size: file.size, type: file.type, status: 'uploading' as const, progress: 0, file }));
    setPending((current) => [...current, ...items]);
    // One after another: the order chosen is the order they are attached in.
    void items.reduce((previous, item) => previous.then(() => upload(item)), Promise.resolve());
  };
  const move = async (id: string, toIndex: number) => {
    const ids = attachments.map((file) => file.id).filter((other) => other !== id);
    ids.splice(toIndex, 0, id);
    const before = attachments;
    setAttachments(ids.map((other) => attachments.find((file) => file.id === other)!));
    try {
      setAttachments(await api.updateDisplayOrder({ body: { classId, ids }, tenantId: schoolId }));
    } catch (error) {
      setAttachments(before);
      fail(error);
    }
  };
  const remove = async (id: string) => {
    const waiting = pending.find((item) => item.id === id);
    if (waiting) return setPending((current) => current.filter((item) => item.id !== id));
    try {
      await api.deleteClassAttachment({ params: { id }, tenantId: schoolId });
      setAttachments((current) => current.filter((file) => file.id !== id));
    } catch (error) {
      fail(error);
    }
  };

  const files: FileListItem[] = attachments.map((file) => ({ id: file.id, name: file.fileName, size: file.sizeBytes, type: file.contentType, href: file.downloadUrl }));
  const uploads: FileListItem[] = pending.map(({ file: _file, ...item }) => item);
  // Reordering waits for a running upload (which appends to the order), never for one that failed: that one stays
  // in its own list, with its reason, until tried again or removed.
  const uploading = pending.some((item) => item.status === 'uploading');
  return (
    <section aria-labelledby="class-files" className={styles.stack}>
      <h2 id="class-files" className={styles.sectionTitle}>{intl.formatMessage(messages.filesTitle)}</h2>
      {failure && <Banner tone="error"><span dir="auto">{failure}</span></Banner>}
      <FileDropZone onFiles={add} accept={ACCEPT} maxSize={MAX_BYTES} />
      {files.length === 0 ? (
        uploads.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.noFiles)}</p>
      ) : (
        <FileList
          aria-label={intl.formatMessage(messages.filesTitle)}
          files={files}
          onMove={uploading ? undefined : (id, toIndex) => void move(id, toIndex)}
          onRemove={(id) => void remove(id)}
        />
      )}
      {uploads.length > 0 && (
        <FileList
          aria-label={intl.formatMessage(messages.uploadsTitle)}
          files={uploads}
          onRemove={(id) => void remove(id)}
          onRetry={(id) => {
            const item = pending.find((other) => other.id === id);
            if (item) void upload(item);
          }}
        />
      )}
    </section>
  );
}
