import { useId, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { isolate } from '../../content/contentProps.ts';
import { formatFileSize } from '../../format/fileSize.ts';
import { acceptedTypeNames, acceptsFile } from './fileTypes.ts';
import { fileListMessages } from './FileList.messages.ts';
import * as styles from './FileList.css.ts';

export type FileDropZoneProps = {
  /** The files dropped or chosen that are of an accepted type and not too large (the page uploads them). */
  onFiles: (files: File[]) => void;
  /** Accepted types: extensions ('.pdf', named in the hint) and MIME types ('video/mp4', 'image/*'). All when empty. */
  accept?: readonly string[];
  /** The largest file, in bytes: said in the hint, larger files are refused here (the server checks again). */
  maxSize?: number;
  /** One file at a time when false. */
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  className?: string;
};

type Refusal = { name: string; reason: 'type' | 'size' };

/**
 * Where files are added: drop them on the box, paste them, or Choose files (the system picker, filtered by
 * `accept`). Says which types and what size are accepted, and names each refused file with the reason, next to the
 * box.
 *
 * The browser's own drag events, not react-aria's DropZone: files come from the operating system, where only a
 * pointer drags, so react-aria's keyboard and screen-reader drag (between its own components) has nothing to carry
 * here, and its drag-and-drop machinery (~12 KB gzip) stayed on every form with a cover or attachments.
 */
export function FileDropZone({ onFiles, accept = [], maxSize, allowsMultiple = true, isDisabled = false, className }: FileDropZoneProps) {
  const intl = useIntl();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const limit = maxSize === undefined ? null : formatFileSize(intl, maxSize);
  const typeNames = acceptedTypeNames(accept);

  const take = (files: File[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1);
    const accepted: File[] = [];
    const refusals: Refusal[] = [];
    for (const file of chosen) {
      if (!acceptsFile(file, accept)) refusals.push({ name: file.name, reason: 'type' });
      else if (maxSize !== undefined && file.size > maxSize) refusals.push({ name: file.name, reason: 'size' });
      else accepted.push(file);
    }
    setRefused(refusals);
    if (accepted.length > 0) onFiles(accepted);
  };

  const titleId = useId();
  const [dropTarget, setDropTarget] = useState(false);
  const carriesFiles = (event: DragEvent<HTMLElement>) => !isDisabled && [...event.dataTransfer.types].includes('Files');
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    // Accepting the drag here is what lets the browser drop on the box instead of opening the file.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropTarget(true);
  };

  return (
    <div className={className}>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a drop target: only a pointer drags files from the system; the keyboard has Choose files */}
      <div
        role="group"
        aria-labelledby={titleId}
        className={styles.dropZone}
        data-drop-target={dropTarget || undefined}
        data-disabled={isDisabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          // Leaving for one of the box's own children is not leaving the box.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
        }}
        onDrop={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDropTarget(false);
          take([...event.dataTransfer.files]);
        }}
        onPaste={(event) => {
          const files = [...event.clipboardData.files];
          if (isDisabled || files.length === 0) return;
          event.preventDefault();
          take(files);
        }}
      >
        <Icon name="upload" size="lg" className={styles.dropIcon} />
        <span id={titleId} className={styles.dropTitle}>
          {intl.formatMessage(dropTarget ? fileListMessages.dropActive : fileListMessages.dropTitle)}
        </span>
        <FileTrigger acceptedFileTypes={accept.length ? accept : undefined} allowsMultiple={allowsMultiple} onSelect={(list) => take(list ? [...list] : [])}>
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {intl.formatMessage(fileListMessages.choose)}
          </Button>
        </FileTrigger>
        {(typeNames.length > 0 || limit) && (
          <p className={styles.hint}>
            {typeNames.length > 0 && intl.formatMessage(fileListMessages.types, { types: intl.formatList(typeNames, { type: 'conjunction', style: 'narrow' }) })}
            {typeNames.length > 0 && limit && ' · '}
            {limit && intl.formatMessage(fileListMessages.maxSize, { size: limit })}
          </p>
        )}
      </div>
      <div role="alert">
        {refused.length > 0 && (
          <ul className={styles.rejected}>
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`} className={styles.rejectedItem}>
                <Icon name="alert" size="sm" />
                {refusal.reason === 'type'
                  ? intl.formatMessage(fileListMessages.rejectedType, { name: isolate(refusal.name) })
                  : intl.formatMessage(fileListMessages.rejectedSize, { name: isolate(refusal.name), size: limit ?? '' })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
