import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { GridList, GridListItem, ProgressBar } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { square } from '../IconButton/IconButton.css.ts';
import { Link } from '../Link/index.ts';
import { contentProps } from '../../content/contentProps.ts';
import { formatFileSize } from '../../format/fileSize.ts';
import { useReorderableList } from '../../hooks/useReorderableList.tsx';
import { commonMessages } from '../../messages/common.messages.ts';
import { fileKind, typeLabel } from './fileTypes.ts';
import { fileListMessages } from './FileList.messages.ts';
import * as styles from './FileList.css.ts';

export type FileListItem = {
  id: string;
  /** The file's name as uploaded (any script; shown in its own direction). */
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type, when known (the tile falls back on it when the name has no extension). */
  type?: string;
  /** 'done' when left out. */
  status?: 'uploading' | 'failed' | 'done';
  /** While uploading: how much has been sent, 0 to 1. */
  progress?: number;
  /** When failed: the server's message, shown as it is. */
  error?: string;
  /**
   * When failed: false if the server refused the file itself (its type, content or size), so the same file would be
   * refused again and no Try again is offered (Remove stays). True when left out: a lost connection may pass next time.
   */
  retryable?: boolean;
  /** When done: where it opens or downloads. */
  href?: string;
};

export type FileListProps = {
  files: readonly FileListItem[];
  /** Accessible name of the list; "Attachments" by default. */
  'aria-label'?: string;
  /** Offers reordering (drag and drop, keyboard drag and drop, Move up/down); `toIndex` is in the reordered list. */
  onMove?: (id: string, toIndex: number) => void;
  /** Removes a file, or stops its upload. */
  onRemove?: (id: string) => void;
  /** Tries a failed upload again. */
  onRetry?: (id: string) => void;
  className?: string;
};

const noMove = () => {};

/**
 * Attached files in their display order: type, name (in its own direction), size, upload progress, a failed
 * upload's reason with Try again, Remove; reordered by drag and drop, by keyboard (the row's handle, Enter,
 * arrows, Enter) or with Move up/down, every move announced. Screen readers also hear when an upload ends.
 * Presentational: the page uploads, keeps the order and saves it.
 */
export function FileList({ files, 'aria-label': ariaLabel, onMove, onRemove, onRetry, className }: FileListProps) {
  const intl = useIntl();
  const baseId = useId();
  const ids = useMemo(() => files.map((file) => file.id), [files]);
  const names = useMemo(() => new Map(files.map((file) => [file.id, file.name])), [files]);
  const { listRef, dragAndDropHooks, announcement, announce, move } = useReorderableList({
    ids,
    nameOf: (id) => names.get(id) ?? '',
    onMove: onMove ?? noMove,
    movedMessage: fileListMessages.moved,
    dropIndicatorClassName: styles.dropIndicator,
    isDisabled: !onMove,
  });
  useUploadAnnouncements(files, announce);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <GridList
        // react-aria does not allow adding or removing the drag hooks on a mounted list: a list that becomes (or stops
        // being) reorderable is a new list. A fixed list has no hooks at all (they would want a drag handle per row).
        key={onMove ? 'reorderable' : 'fixed'}
        ref={listRef}
        aria-label={ariaLabel ?? intl.formatMessage(fileListMessages.label)}
        items={files}
        dragAndDropHooks={onMove ? dragAndDropHooks : undefined}
        // Rows render from values outside the item (their place): re-render them when the order changes.
        dependencies={[ids]}
        className={styles.list}
        renderEmptyState={() => (
          <p className={styles.empty}>
            <Icon name="inbox" />
            {intl.formatMessage(fileListMessages.empty)}
          </p>
        )}
      >
        {(file) => {
          const index = ids.indexOf(file.id);
          const status = file.status ?? 'done';
          const nameId = `${baseId}-${index}`;
          return (
            <GridListItem id={file.id} textValue={file.name} className={styles.row} data-status={status}>
              {onMove && (
                <Button slot="drag" data-testid="drag-handle" variant="quiet" size="sm" className={[square.sm, styles.handle].join(' ')}>
                  <Icon name="menu" />
                </Button>
              )}
              <span className={[styles.tile, styles.kind[fileKind(file.name, file.type)]].join(' ')} aria-hidden="true">
                {typeLabel(file.name)}
              </span>
              <div className={styles.text}>
                {status === 'done' && file.href ? (
                  <Link href={file.href} id={nameId} {...contentProps(styles.name, { lines: 1 })}>
                    {file.name}
                  </Link>
                ) : (
                  <span id={nameId} {...contentProps(styles.name, { lines: 1 })}>
                    {file.name}
                  </span>
                )}
                <span className={styles.meta}>
                  <span className={styles.size}>{formatFileSize(intl, file.size)}</span>
                  {status === 'uploading' && (
                    <ProgressBar
                      value={Math.round((file.progress ?? 0) * 100)}
                      aria-label={intl.formatMessage(fileListMessages.uploading, { name: file.name })}
                      className={styles.progress}
                    >
                      {({ percentage, valueText }) => (
                        <>
                          <span className={styles.track}>
                            <span className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
                          </span>
                          <span className={styles.percent}>{valueText}</span>
                        </>
                      )}
                    </ProgressBar>
                  )}
                </span>
                {status === 'failed' && (
                  <span className={styles.failure}>
                    <Icon name="alert" size="sm" />
                    <span>
                      {intl.formatMessage(fileListMessages.failed)}
                      {file.error && (
                        <>
                          {': '}
                          <span dir="auto">{file.error}</span>
                        </>
                      )}
                    </span>
                  </span>
                )}
              </div>
              <div className={styles.actions}>
                {status === 'failed' && onRetry && file.retryable !== false && (
                  <Button variant="secondary" size="sm" aria-describedby={nameId} onPress={() => onRetry(file.id)}>
                    <Icon name="refresh" size="sm" />
                    {intl.formatMessage(commonMessages.retry)}
                  </Button>
                )}
                {onMove && (
                  <>
                    <IconButton
                      icon="arrowUp"
                      size="sm"
                      data-action="up"
                      isDisabled={index <= 0}
                      aria-label={intl.formatMessage(fileListMessages.moveUp, { name: file.name })}
                      onPress={() => move(file.id, 'up')}
                    />
                    <IconButton
                      icon="arrowDown"
                      size="sm"
                      data-action="down"
                      isDisabled={index >= files.length - 1}
                      aria-label={intl.formatMessage(fileListMessages.moveDown, { name: file.name })}
                      onPress={() => move(file.id, 'down')}
                    />
                  </>
                )}
                {onRemove && (
                  <IconButton icon="trash" size="sm" data-action="remove" aria-label={intl.formatMessage(fileListMessages.remove, { name: file.name })} onPress={() => onRemove(file.id)} />
                )}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

/** Says "report.pdf uploaded" or "… could not be uploaded: reason" when a file's upload ends (not for files listed so from the start). */
function useUploadAnnouncements(files: readonly FileListItem[], announce: (text: string) => void) {
  const intl = useIntl();
  const previous = useRef(new Map<string, FileListItem['status']>());
  useEffect(() => {
    const before = previous.current;
    for (const file of files) {
      if (before.get(file.id) !== 'uploading') continue;
      if (file.status === 'failed') announce(intl.formatMessage(fileListMessages.uploadFailed, { name: file.name, reason: file.error ?? '' }));
      else if ((file.status ?? 'done') === 'done') announce(intl.formatMessage(fileListMessages.uploaded, { name: file.name }));
    }
    previous.current = new Map(files.map((file) => [file.id, file.status ?? 'done']));
  }, [files, announce, intl]);
}
