import { useIntl } from 'react-intl';
import { FileList } from '@academy/ui';
import { api } from '../../app/api.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

/** The class's files in the order its lecturers chose, each a download link (the server checks who asks). */
export function FilesPanel({ schoolId, classId }: { schoolId: string; classId: string }) {
  const intl = useIntl();
  const call = useCall(schoolId, () => api.attachmentList({ params: { id: classId }, tenantId: schoolId }), `files:${classId}`);
  return (
    <Section title={intl.formatMessage(messages.filesTitle)} call={call} lines={2} testId="class-files">
      {(files) =>
        files.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noFiles)}</p>
        ) : (
          <FileList
            aria-label={intl.formatMessage(messages.filesTitle)}
            files={files.map((file) => ({ id: file.id, name: file.fileName, size: file.sizeBytes, type: file.contentType, href: file.downloadUrl }))}
          />
        )
      }
    </Section>
  );
}
