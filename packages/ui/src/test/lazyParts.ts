// The parts that load on first use (a Select's list, a row menu, a dialog, a date field's calendar, the rich-text
// editor), imported with the tests as they were before they became lazy: a test's first press then waits a
// microtask, not a module transform inside the test's time limit (seconds on a cold, busy machine). Used by the
// unit tests' render helper and the interaction stories' setup.
import '../components/Select/SelectField.tsx';
import '../components/DataTable/RowActionsMenu.tsx';
import '../components/ConfirmDialog/ConfirmDialogModal.tsx';
import '../components/DateTimeField/PickerPopover.tsx';
import '../components/RichTextEditor/LexicalRichTextEditor.tsx';
import '../overlays/MenuOverlay.tsx';
