export { FileList, type FileListProps, type FileListItem } from './FileList.tsx';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone.tsx';
export { acceptsFile, fileKind, type FileKind } from './fileTypes.ts';
