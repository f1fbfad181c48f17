import type { FileListItem } from './FileList.tsx';

const MB = 1024 * 1024;

/** A class's attachments in every state, with names in English, Chinese and Arabic. */
export const classFiles: FileListItem[] = [
  { id: 'syllabus', name: 'Course syllabus 2026.pdf', size: 1.2 * MB, type: 'application/pdf', href: '#syllabus' },
  { id: 'slides', name: 'Week 1 slides.pptx', size: 5.6 * MB },
  { id: 'notes', name: '第一讲 讲义.docx', size: 348 * 1024 },
  { id: 'lecture', name: 'محاضرة الأسبوع الثاني.mp4', size: 212.4 * MB, type: 'video/mp4' },
];

export const uploadingFile: FileListItem = { id: 'lab', name: 'Lab data.xlsx', size: 2.3 * MB, status: 'uploading', progress: 0.42 };
export const failedFile: FileListItem = { id: 'recording', name: 'Recording.mov', size: 734 * MB, status: 'failed', error: 'The connection was lost.' };
/** Refused by the server for what it is: trying the same file again cannot help. */
export const refusedFile: FileListItem = { id: 'archive', name: 'Lectures.rar', size: 812 * MB, status: 'failed', error: 'The file is larger than 500 MB.', retryable: false };

export const longLatinFile: FileListItem = {
  id: 'long',
  name: 'Introduction-to-Machine-Learning-Lecture-Notes-Final-Revised-Version-2026-Spring.pdf',
  size: 18.9 * MB,
};
export const arabicFiles: FileListItem[] = [
  { id: 'ar-1', name: 'خطة المقرر الدراسي للفصل الأول.pdf', size: 860 * 1024 },
  { id: 'ar-2', name: 'تمارين الوحدة الثالثة مع الحلول.docx', size: 96 * 1024 },
  { id: 'ar-3', name: 'صور المختبر.zip', size: 41.5 * MB },
];

const kinds = ['pdf', 'docx', 'xlsx', 'pptx', 'png', 'mp4', 'zip', 'mp3', 'txt', 'csv', 'key', 'heic'];
/** Twelve files, one of each kind. */
export const manyFiles: FileListItem[] = kinds.map((extension, index) => ({
  id: `file-${index + 1}`,
  name: `Session ${index + 1} material.${extension}`,
  size: (index + 1) * 731 * 1024,
}));
