import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttendanceAttachment } from '@academy/contract';
import { Banner, FileDropZone, FileList, type FileListItem } from '@academy/ui';
import { api } from '../../app/api.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { mayRetryUpload } from '../../app/upload.ts';

// The server's limits (contract ATTENDANCE_LIMITS; the contract's values are not loaded in the browser): it checks
// each photo's bytes and the count again, these only spare a pointless upload.
const MAX_PHOTOS = 4;
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = ['.jpg', '.jpeg', '.png', '.gif', '.webp', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];

type Pending = FileListItem & { file: File };

type CheckPhotosProps = {
  schoolId: string;
  checkId: string;
  photos: AttendanceAttachment[];
  /** While the check is open: add and remove. */
  canChange: boolean;
  onChange: (photos: AttendanceAttachment[]) => void;
};

/** The learner's photos of their check-in: sent one by one (multipart), refused ones say why (type, count). */
export function CheckPhotos({ schoolId, checkId, photos, canChange, onChange }: CheckPhotosProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const patch = (key: string, change: Partial<Pending>) => setPending((list) => list.map((item) => (item.id === key ? { ...item, ...change } : item)));

  const upload = async (item: Pending, current: AttendanceAttachment[]): Promise<AttendanceAttachment[]> => {
    patch(item.id, { status: 'uploading', progress: undefined, error: undefined });
    const form = new FormData();
    form.append('attendanceId', checkId);
    form.append('file', item.file, item.file.name);
    try {
      const photo = await api.addAttendanceAttachment({ body: form, tenantId: schoolId });
      setPending((list) => list.filter((other) => other.id !== item.id));
      const next = [...current, photo];
      onChange(next);
      return next;
    } catch (error) {
      patch(item.id, { status: 'failed', error: failureMessage(error, intl.formatMessage(messages.uploadFailed)), retryable: mayRetryUpload(error) });
      return current;
    }
  };
  const add = (files: File[]) => {
    const items = files.map((file, index) => ({ id: `photo-${Date.now()}-${index}`, name: file.name, size: file.size, type: file.type, status: 'uploading' as const, file }));
    setPending((current) => [...current, ...items]);
    // One after another, each after the last has been counted.
    void items.reduce((previous, item) => previous.then((current) => upload(item, current)), Promise.resolve(photos));
  };
  const remove = async (id: string) => {
    if (pending.some((item) => item.id === id)) return setPending((current) => current.filter((item) => item.id !== id));
    setFailure(null);
    try {
      await api.deleteAttendanceAttachment({ params: { id }, tenantId: schoolId });
      onChange(photos.filter((photo) => photo.id !== id));
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.deleteFailed)));
    }
  };

  const files: FileListItem[] = [
    ...photos.map((photo) => ({ id: photo.id, name: photo.name, size: photo.sizeBytes, type: photo.contentType, href: photo.url })),
    ...pending.map(({ file: _file, ...item }) => item),
  ];
  return (
    <div className={styles.stack} data-testid="check-photos">
      <p className={styles.itemTitle}>{intl.formatMessage(messages.photosTitle, { count: photos.length, max: MAX_PHOTOS })}</p>
      {failure && <Banner tone="error"><span dir="auto">{failure}</span></Banner>}
      {files.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(canChange ? messages.noPhotosYet : messages.noPhotos)}</p>
      ) : (
        <FileList
          aria-label={intl.formatMessage(messages.photosLabel)}
          files={files}
          onRemove={canChange ? (id) => void remove(id) : undefined}
          onRetry={(id) => {
            const item = pending.find((other) => other.id === id);
            if (item) void upload(item, photos);
          }}
        />
      )}
      {canChange && photos.length < MAX_PHOTOS && <FileDropZone onFiles={add} accept={ACCEPT} maxSize={MAX_BYTES} />}
      {canChange && photos.length >= MAX_PHOTOS && <p className={styles.muted}>{intl.formatMessage(messages.photosFull, { max: MAX_PHOTOS })}</p>}
    </div>
  );
}
