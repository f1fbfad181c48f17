import { defineMessages } from 'react-intl';

export const fileListMessages = {
  ...defineMessages({
    label: { id: 'ui.fileList.label', defaultMessage: 'Attachments', description: 'Accessible name of a list of attached files (a class’s documents, videos…).' },
    empty: { id: 'ui.fileList.empty', defaultMessage: 'No files yet', description: 'A list of attached files has none.' },
    failed: { id: 'ui.fileList.failed', defaultMessage: 'Upload failed', description: 'Under a file whose upload failed, before the server’s reason.' },
    dropTitle: { id: 'ui.fileList.dropTitle', defaultMessage: 'Drag files here', description: 'Title of the area where files can be dropped to attach them.' },
    choose: { id: 'ui.fileList.choose', defaultMessage: 'Choose files', description: 'Button under “Drag files here” opening the system’s file picker.' },
    dropActive: { id: 'ui.fileList.dropActive', defaultMessage: 'Drop to add the files', description: 'Title of the drop area while files are dragged over it.' },
  }),
  ...defineMessages<{
    moveUp: { name: string };
    moveDown: { name: string };
    remove: { name: string };
    moved: { name: string; position: number; total: number };
    uploading: { name: string };
    uploaded: { name: string };
    uploadFailed: { name: string; reason: string };
    types: { types: string };
    maxSize: { size: string };
    rejectedType: { name: string };
    rejectedSize: { name: string; size: string };
  }>({
    moveUp: { id: 'ui.fileList.moveUp', defaultMessage: 'Move {name} up', description: 'Accessible name of the button moving a file one place up the list.' },
    moveDown: { id: 'ui.fileList.moveDown', defaultMessage: 'Move {name} down', description: 'Accessible name of the button moving a file one place down the list.' },
    remove: { id: 'ui.fileList.remove', defaultMessage: 'Remove {name}', description: 'Accessible name of the button taking a file off the list (or stopping its upload).' },
    moved: {
      id: 'ui.fileList.moved',
      defaultMessage: '{name} moved to position {position, number} of {total, number}',
      description: 'Announced to screen readers after a file was moved with the Move up/down buttons.',
    },
    uploading: { id: 'ui.fileList.uploading', defaultMessage: 'Uploading {name}', description: 'Accessible name of the progress bar of a file being uploaded.' },
    uploaded: { id: 'ui.fileList.uploaded', defaultMessage: '{name} uploaded', description: 'Announced to screen readers when a file finished uploading.' },
    uploadFailed: {
      id: 'ui.fileList.uploadFailed',
      defaultMessage: '{name} could not be uploaded: {reason}',
      description: 'Announced to screen readers when a file’s upload failed; {reason} is the server’s message.',
    },
    types: { id: 'ui.fileList.types', defaultMessage: 'Accepted: {types}', description: 'Hint in the drop area: the file types that can be attached, e.g. “PDF, DOCX, MP4”.' },
    maxSize: { id: 'ui.fileList.maxSize', defaultMessage: 'Up to {size} per file', description: 'Hint in the drop area: the largest file allowed, e.g. “100 MB”.' },
    rejectedType: { id: 'ui.fileList.rejectedType', defaultMessage: '{name}: this type of file cannot be attached', description: 'Under the drop area when a dropped or chosen file is of a type not accepted.' },
    rejectedSize: { id: 'ui.fileList.rejectedSize', defaultMessage: '{name} is larger than {size}', description: 'Under the drop area when a dropped or chosen file is too large; {size} is the limit, e.g. “100 MB”.' },
  }),
};
