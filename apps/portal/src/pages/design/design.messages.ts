import { defineMessages } from 'react-intl';

export const designMessages = {
  ...defineMessages({
    statusUnsaved: { id: 'design.status.unsaved', defaultMessage: 'Unsaved changes (kept in this browser)', description: 'Editor status: changes not yet saved to the server.' },
    statusUnreleased: { id: 'design.status.unreleased', defaultMessage: 'Visitors still see the released version', description: 'Editor status: the saved draft differs from the released page.' },
    statusLive: { id: 'design.status.live', defaultMessage: 'Visitors see this version', description: 'Editor status: the draft is the released page.' },
    toolbar: { id: 'design.toolbar', defaultMessage: 'Page actions', description: 'Accessible name of the editor toolbar.' },
    undo: { id: 'design.undo', defaultMessage: 'Undo', description: 'Editor button: undo the last change.' },
    redo: { id: 'design.redo', defaultMessage: 'Redo', description: 'Editor button: redo the change just undone.' },
    saveDraft: { id: 'design.saveDraft', defaultMessage: 'Save draft', description: 'Editor button: save the page as a draft, not visible to visitors.' },
    release: { id: 'design.release', defaultMessage: 'Release', description: 'Editor button: publish the page to visitors.' },
    releaseTitle: { id: 'design.release.title', defaultMessage: 'Release this page?', description: 'Title of the release confirmation.' },
    releaseBody: { id: 'design.release.body', defaultMessage: 'From now on, everyone who opens the portal sees this home page and these brand colours.', description: 'Body of the release confirmation.' },
    saved: { id: 'design.saved', defaultMessage: 'Draft saved', description: 'Toast after the draft was saved.' },
    released: { id: 'design.released', defaultMessage: 'Released: visitors now see this page', description: 'Toast after the page was released.' },
    unknownReason: { id: 'design.unknownReason', defaultMessage: 'the server could not be reached.', description: 'Reason used when a save failed without a message from the server.' },
    problemsBody: { id: 'design.problems.body', defaultMessage: 'Sections with problems are marked in the list; each problem is shown next to its field.', description: 'Banner body explaining where validation problems are shown.' },
    themeProblem: { id: 'design.problems.theme', defaultMessage: 'A brand colour is not a colour in the #rrggbb form.', description: 'Validation problem: an invalid brand colour.' },
    restoredTitle: { id: 'design.restored.title', defaultMessage: 'Your unsaved changes are back', description: 'Banner title when a local draft was restored after a reload.' },
    restoredBody: { id: 'design.restored.body', defaultMessage: 'You left the editor before saving; the changes were kept in this browser.', description: 'Banner body when a local draft was restored.' },
    discard: { id: 'design.discard', defaultMessage: 'Discard them', description: 'Button: drop the restored unsaved changes and go back to the saved draft.' },
    panels: { id: 'design.panels', defaultMessage: 'Settings', description: 'Accessible name of the settings tabs.' },
    tabSection: { id: 'design.tab.section', defaultMessage: 'Section', description: 'Tab: settings of the selected section.' },
    tabTheme: { id: 'design.tab.theme', defaultMessage: 'Brand colours', description: 'Tab: the school brand colours.' },
    noSelection: { id: 'design.noSelection', defaultMessage: 'Choose a section in the list to change its settings.', description: 'Shown in the settings tab when no section is selected.' },
    themeMode: { id: 'design.themeMode', defaultMessage: 'Colours for', description: 'Label of the light/dark choice for brand colours.' },
    preview: { id: 'design.preview', defaultMessage: 'Preview', description: 'Heading of the preview area.' },
    previewLanguage: { id: 'design.preview.language', defaultMessage: 'Language', description: 'Label: language of the preview.' },
    previewScheme: { id: 'design.preview.scheme', defaultMessage: 'Appearance', description: 'Label: light or dark preview.' },
    schemeLight: { id: 'design.preview.light', defaultMessage: 'Light', description: 'Light colour scheme.' },
    schemeDark: { id: 'design.preview.dark', defaultMessage: 'Dark', description: 'Dark colour scheme.' },
    previewWidth: { id: 'design.preview.width', defaultMessage: 'Screen', description: 'Label: the simulated screen width of the preview.' },
    leaveBody: { id: 'design.leave.body', defaultMessage: 'Your changes are not saved for the school yet. They stay in this browser and come back when you open the editor again.', description: 'Body of the dialog shown when leaving the editor with unsaved changes.' },
    shortcuts: { id: 'design.shortcuts', defaultMessage: 'Shortcuts: Ctrl+Z undo, Ctrl+Shift+Z redo, Ctrl+S save the draft. To move a section with the keyboard, focus its handle, press Enter, use the arrow keys and press Enter again.', description: 'Keyboard help under the editor toolbar.' },
  }),
  ...defineMessages<{
    heading: { school: string };
    saveFailed: { reason: string };
    releaseFailed: { reason: string };
    problemsTitle: { count: number };
    desktop: { width: number };
    tablet: { width: number };
    phone: { width: number };
    previewFrame: { language: string; width: number };
  }>({
    heading: { id: 'design.heading', defaultMessage: 'Decorate the home page of {school}', description: 'Decoration editor: page heading.' },
    saveFailed: { id: 'design.saveFailed', defaultMessage: 'The draft was not saved: {reason} Your changes are still here and in this browser.', description: 'Error when saving the draft failed; reason is the server message.' },
    releaseFailed: { id: 'design.releaseFailed', defaultMessage: 'The page was not released: {reason} Your changes are still here and in this browser.', description: 'Error when releasing failed; reason is the server message.' },
    problemsTitle: { id: 'design.problems.title', defaultMessage: '{count, plural, one {# problem} other {# problems}} to fix before saving', description: 'Banner title when the page has validation problems.' },
    desktop: { id: 'design.preview.desktop', defaultMessage: 'Desktop ({width} px)', description: 'Preview width option.' },
    tablet: { id: 'design.preview.tablet', defaultMessage: 'Tablet ({width} px)', description: 'Preview width option.' },
    phone: { id: 'design.preview.phone', defaultMessage: 'Phone ({width} px)', description: 'Preview width option.' },
    previewFrame: { id: 'design.preview.frame', defaultMessage: 'Preview of the home page in {language}, {width} pixels wide', description: 'Accessible title of the preview frame.' },
  }),
};
