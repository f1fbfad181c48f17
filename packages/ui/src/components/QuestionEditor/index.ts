export { QuestionEditor, withKind, type EditableQuestion, type QuestionEditorProps } from './QuestionEditor.tsx';
export { questionEditorMessages } from './QuestionEditor.messages.ts';
