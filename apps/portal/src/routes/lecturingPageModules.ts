// The lecturing center's pages, in a table of their own (routes/table.tsx): a lecturer's visit loads the import
// calls and preload lists of these ten, not of the portal's other hundred pages (~4 KB gzip).
export const lecturingPageModules = {
  'lecturing/lecturingData': () => import('../pages/lecturing/lecturingData.ts'),
  'lecturing/ClassManagementPage': () => import('../pages/lecturing/ClassManagementPage.tsx'),
  'lecturing/ClassFormPage': () => import('../pages/lecturing/ClassFormPage.tsx'),
  'lecturing/PreviewClassPage': () => import('../pages/lecturing/PreviewClassPage.tsx'),
  'lecturing/GradebookPage': () => import('../pages/lecturing/GradebookPage.tsx'),
  'lecturing/ClassExamsPage': () => import('../pages/lecturing/ClassExamsPage.tsx'),
  'lecturing/ExamEditorPage': () => import('../pages/lecturing/ExamEditorPage.tsx'),
  'lecturing/ItemAnalysisPage': () => import('../pages/lecturing/ItemAnalysisPage.tsx'),
  'lecturing/live/LiveStreamingPage': () => import('../pages/lecturing/live/LiveStreamingPage.tsx'),
  'lecturing/live/LiveDetailPage': () => import('../pages/lecturing/live/LiveDetailPage.tsx'),
  'lecturing/live/LiveFormPage': () => import('../pages/lecturing/live/LiveFormPage.tsx'),
  'lecturing/live/LiveCreatedPage': () => import('../pages/lecturing/live/LiveCreatedPage.tsx'),
  'lecturing/live/LiveDeletedPage': () => import('../pages/lecturing/live/LiveDeletedPage.tsx'),
  'lecturing/LecturingLayout': () => import('../pages/lecturing/LecturingLayout.tsx'),
} as const;
