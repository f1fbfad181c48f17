import { defineMessages } from 'react-intl';

/** The live-lecture pages of the lecturing center (list, form, detail, created, deleted). */
export const liveMessages = {
  ...defineMessages({
    // Shared
    classLabel: { id: 'portal.live.classLabel', defaultMessage: 'Class', description: 'Label of the class a live lecture belongs to (a select, or a fact on the detail page).' },
    schedule: { id: 'portal.live.schedule', defaultMessage: 'Schedule a live lecture', description: 'Button or link: open the form to schedule a new live lecture.' },
    edit: { id: 'portal.live.edit', defaultMessage: 'Edit', description: 'Button or row action: edit a live lecture.' },
    delete: { id: 'portal.live.delete', defaultMessage: 'Delete', description: 'Button or row action: delete a live lecture (asks first).' },
    deleteTitle: { id: 'portal.live.deleteTitle', defaultMessage: 'Delete this live lecture?', description: 'Title of the dialog that confirms deleting a live lecture.' },
    deleteConfirm: { id: 'portal.live.deleteConfirm', defaultMessage: 'Delete live lecture', description: 'Confirm button of the delete dialog.' },
    unknownPerson: { id: 'portal.live.unknownPerson', defaultMessage: 'Unnamed user', description: 'Shown for a lecturer whose account has no name.' },
    // List
    listTitle: { id: 'portal.live.listTitle', defaultMessage: 'Live lectures', description: 'Heading of the live-lecture management page.' },
    tableLabel: { id: 'portal.live.tableLabel', defaultMessage: 'Live lectures of the class', description: 'Accessible name of the table of a class’s live lectures.' },
    durationColumn: { id: 'portal.live.durationColumn', defaultMessage: 'Duration', description: 'Column header: how long the live lecture lasts.' },
    filtersLabel: { id: 'portal.live.filtersLabel', defaultMessage: 'Find live lectures', description: 'Accessible name of the search area above the live-lecture table.' },
    searchLabel: { id: 'portal.live.searchLabel', defaultMessage: 'Search by title', description: 'Label of the title search over the live lectures of a class.' },
    emptyTitle: { id: 'portal.live.emptyTitle', defaultMessage: 'No live lectures in this class yet', description: 'Empty table: the class has no live lectures.' },
    emptyBody: { id: 'portal.live.emptyBody', defaultMessage: 'Schedule one: its learners can join it from the class page and add it to their calendar.', description: 'Empty table: why and what next.' },
    noMatchTitle: { id: 'portal.live.noMatchTitle', defaultMessage: 'No live lecture has this title', description: 'Empty table after a title search.' },
    noMatchBody: { id: 'portal.live.noMatchBody', defaultMessage: 'Try other words, or clear the search.', description: 'Empty table after a title search: what to do.' },
    noClassesTitle: { id: 'portal.live.noClassesTitle', defaultMessage: 'No classes to schedule live lectures in', description: 'The caller manages no class yet.' },
    noClassesBody: { id: 'portal.live.noClassesBody', defaultMessage: 'Live lectures belong to a class. Create a class first, or ask a class manager to add you to one as a lecturer.', description: 'The caller manages no class yet: what to do.' },
    toClasses: { id: 'portal.live.toClasses', defaultMessage: 'Go to class management', description: 'Link to the class management page.' },
    // Form
    createTitle: { id: 'portal.live.createTitle', defaultMessage: 'Schedule a live lecture', description: 'Heading of the form that creates a live lecture.' },
    editTitle: { id: 'portal.live.editTitle', defaultMessage: 'Edit live lecture', description: 'Heading of the form that edits a live lecture.' },
    formLabel: { id: 'portal.live.formLabel', defaultMessage: 'Live lecture', description: 'Accessible name of the live-lecture form.' },
    titleLabel: { id: 'portal.live.titleLabel', defaultMessage: 'Title', description: 'Form field: the live lecture’s title.' },
    startLabel: { id: 'portal.live.startLabel', defaultMessage: 'Starts', description: 'Form field or fact: when the live lecture starts.' },
    durationLabel: { id: 'portal.live.durationLabel', defaultMessage: 'Duration (minutes)', description: 'Form field: how many minutes the live lecture lasts.' },
    lecturerLabel: { id: 'portal.live.lecturerLabel', defaultMessage: 'Lecturer', description: 'Form field or fact: who gives the live lecture.' },
    noLecturers: { id: 'portal.live.noLecturers', defaultMessage: 'This class has no lecturers yet: add one to the class first.', description: 'Under the lecturer field when the class has none to choose from.' },
    descriptionLabel: { id: 'portal.live.descriptionLabel', defaultMessage: 'Description', description: 'Form field or section: what the live lecture is about.' },
    descriptionHelp: { id: 'portal.live.descriptionHelp', defaultMessage: 'Shown with the live lecture. Use the toolbar for bold text, lists and links.', description: 'Help under the live lecture description field (a rich-text editor).' },
    roomLabel: { id: 'portal.live.roomLabel', defaultMessage: 'Room address', description: 'Form field: the https address of the online room.' },
    roomHelpCreate: { id: 'portal.live.roomHelpCreate', defaultMessage: 'Optional. The https:// address of the online meeting room; leave it empty when your school runs its own BigBlueButton server.', description: 'Help under the room field when scheduling.' },
    replayLabel: { id: 'portal.live.replayLabel', defaultMessage: 'Replay address', description: 'Form field (editing): the https address of the lecture’s recording.' },
    replayHelp: { id: 'portal.live.replayHelp', defaultMessage: 'Optional. The https:// address of the recording: learners see it once the lecture has ended.', description: 'Help under the replay field.' },
    roomHelpEdit: { id: 'portal.live.roomHelpEdit', defaultMessage: 'The https:// address where learners join the lecture.', description: 'Help under the room field when editing.' },
    submitCreate: { id: 'portal.live.submitCreate', defaultMessage: 'Schedule', description: 'Submit button of the form that creates a live lecture.' },
    submitEdit: { id: 'portal.live.submitEdit', defaultMessage: 'Save changes', description: 'Submit button of the form that edits a live lecture.' },
    restored: { id: 'portal.live.restored', defaultMessage: 'Your unsaved changes are back.', description: 'Notice on the form: what was typed before a reload or failed save was restored.' },
    restoredChanged: { id: 'portal.live.restoredChanged', defaultMessage: 'Your unsaved changes are back, but someone has saved this live lecture since: check them before saving.', description: 'Notice on the edit form: a restored draft is older than the saved lecture.' },
    discard: { id: 'portal.live.discard', defaultMessage: 'Discard them', description: 'Button: drop the restored unsaved changes.' },
    saveFailedOffline: { id: 'portal.live.saveFailedOffline', defaultMessage: 'Not saved: the server could not be reached. Everything you typed is kept; try again.', description: 'Above the form when the request failed without an answer.' },
    savedToast: { id: 'portal.live.savedToast', defaultMessage: 'Changes saved.', description: 'Notice after a live lecture was edited.' },
    classRequired: { id: 'portal.live.problem.classRequired', defaultMessage: 'Choose a class.', description: 'Form error.' },
    titleRequired: { id: 'portal.live.problem.titleRequired', defaultMessage: 'Enter a title.', description: 'Form error.' },
    titleControl: { id: 'portal.live.problem.titleControl', defaultMessage: 'The title contains invisible control characters: retype it.', description: 'Form error.' },
    startRequired: { id: 'portal.live.problem.startRequired', defaultMessage: 'Enter the date and time it starts.', description: 'Form error.' },
    startPast: { id: 'portal.live.problem.startPast', defaultMessage: 'Choose a start in the future.', description: 'Form error.' },
    lecturerRequired: { id: 'portal.live.problem.lecturerRequired', defaultMessage: 'Choose a lecturer.', description: 'Form error.' },
    descriptionTooLong: { id: 'portal.live.problem.descriptionTooLong', defaultMessage: 'The description is too long: shorten it.', description: 'Form error.' },
    replayNotHttps: { id: 'portal.live.problem.replayNotHttps', defaultMessage: 'Enter a secure address starting with https://.', description: 'Form error: the replay address is not https.' },
    roomNotHttps: { id: 'portal.live.problem.roomNotHttps', defaultMessage: 'Enter a secure address starting with https://.', description: 'Form error.' },
    // Detail
    detailsTitle: { id: 'portal.live.detailsTitle', defaultMessage: 'Details', description: 'Heading of the facts of a live lecture.' },
    endLabel: { id: 'portal.live.endLabel', defaultMessage: 'Ends', description: 'Fact: when the live lecture ends.' },
    durationFact: { id: 'portal.live.durationFact', defaultMessage: 'Duration', description: 'Fact: how long the live lecture lasts.' },
    roomFact: { id: 'portal.live.roomFact', defaultMessage: 'Room', description: 'Fact: where the live lecture takes place online.' },
    roomBigBlueButton: { id: 'portal.live.roomBigBlueButton', defaultMessage: 'The school’s BigBlueButton room, opened when the first person joins', description: 'Fact: the room is on the school’s BigBlueButton server.' },
    roomNone: { id: 'portal.live.roomNone', defaultMessage: 'No room yet: edit the live lecture to add its address.', description: 'Fact: no room address has been entered.' },
    noDescription: { id: 'portal.live.noDescription', defaultMessage: 'No description.', description: 'The live lecture has no description.' },
    join: { id: 'portal.live.join', defaultMessage: 'Join', description: 'Button: open the live lecture’s room in a new tab.' },
    joinNewTab: { id: 'portal.live.joinNewTab', defaultMessage: 'Opens in a new tab.', description: 'Description of the Join button.' },
    joinEnded: { id: 'portal.live.joinEnded', defaultMessage: 'This live lecture has ended.', description: 'Why the Join button is not offered.' },
    joinOffline: { id: 'portal.live.joinOffline', defaultMessage: 'Could not join: the server could not be reached. Try again.', description: 'Join failed without an answer from the server.' },
    joinBlocked: { id: 'portal.live.joinBlocked', defaultMessage: 'Your browser did not open a new tab. Open the room here:', description: 'The new tab was blocked; a link to the room follows.' },
    openRoom: { id: 'portal.live.openRoom', defaultMessage: 'Open the room', description: 'Link to the live lecture’s room (new tab).' },
    addToCalendar: { id: 'portal.live.addToCalendar', defaultMessage: 'Add to calendar (.ics)', description: 'Link: download the live lecture as a calendar file.' },
    backToList: { id: 'portal.live.backToList', defaultMessage: 'All live lectures of this class', description: 'Link back to the class’s live lectures.' },
    // Created
    createdTitle: { id: 'portal.live.createdTitle', defaultMessage: 'Live lecture scheduled', description: 'Heading after a live lecture was created.' },
    shareLabel: { id: 'portal.live.shareLabel', defaultMessage: 'Link to share', description: 'Read-only field with the address of the live lecture’s page.' },
    shareHelp: { id: 'portal.live.shareHelp', defaultMessage: 'Send it to the class’s lecturers and managers.', description: 'Help under the share link.' },
    copy: { id: 'portal.live.copy', defaultMessage: 'Copy link', description: 'Button: copy the share link.' },
    copied: { id: 'portal.live.copied', defaultMessage: 'Link copied.', description: 'Announced after the share link was copied.' },
    copyManually: { id: 'portal.live.copyManually', defaultMessage: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.', description: 'When the browser refused to copy: the text is selected for the reader to copy.' },
    viewDetail: { id: 'portal.live.viewDetail', defaultMessage: 'View the live lecture', description: 'Link to the new live lecture’s page.' },
    scheduleAnother: { id: 'portal.live.scheduleAnother', defaultMessage: 'Schedule another', description: 'Link: schedule another live lecture in the same class.' },
    // Deleted
    deletedTitle: { id: 'portal.live.deletedTitle', defaultMessage: 'Live lecture deleted', description: 'Heading after a live lecture was deleted.' },
    deletedBody: { id: 'portal.live.deletedBody', defaultMessage: 'Its learners no longer see it, and its calendar link no longer works.', description: 'After deleting: what changed.' },
  }),
  ...defineMessages<{
    viewerTime: { time: string };
    zoneNote: { zone: string };
    classOption: { title: string; date: string };
    deleteBody: { title: string; date: string };
    deletedToast: { title: string };
    resultCount: { count: number };
    startHelp: { zone: string };
    durationHelp: { min: number; max: number };
    checkFields: { count: number };
    saveFailed: { reason: string };
    titleTooLong: { max: number };
    durationInvalid: { min: number; max: number };
    joinFailed: { reason: string };
    createdBody: { title: string; date: string };
  }>({
    viewerTime: { id: 'portal.live.viewerTime', defaultMessage: '{time} your time', description: 'Under a date and time in the school’s time zone: the same moment on the reader’s clock (a date and time).' },
    zoneNote: { id: 'portal.live.zoneNote', defaultMessage: 'Times are in the school’s time zone ({zone}).', description: 'Note under a list or form of live lectures; {zone} is an IANA zone id like Asia/Shanghai.' },
    classOption: { id: 'portal.live.classOption', defaultMessage: '{title} · {date}', description: 'An option of the class picker: the class title and its start date.' },
    deleteBody: { id: 'portal.live.deleteBody', defaultMessage: '{title} on {date} will be deleted and its learners will no longer see it. This cannot be undone.', description: 'Body of the delete confirmation; {title} is the lecture title, {date} its start.' },
    deletedToast: { id: 'portal.live.deletedToast', defaultMessage: 'Deleted “{title}”.', description: 'Notice after a live lecture was deleted from the list.' },
    resultCount: { id: 'portal.live.resultCount', defaultMessage: '{count, plural, one {# live lecture} other {# live lectures}}', description: 'How many live lectures match (announced).' },
    startHelp: { id: 'portal.live.startHelp', defaultMessage: 'In the school’s time zone ({zone}).', description: 'Help under the start field; {zone} is an IANA zone id.' },
    durationHelp: { id: 'portal.live.durationHelp', defaultMessage: 'From {min, number} to {max, number} minutes.', description: 'Help under the duration field.' },
    checkFields: { id: 'portal.live.checkFields', defaultMessage: '{count, plural, one {One field needs your attention.} other {# fields need your attention.}}', description: 'Above the form after a save attempt with problems.' },
    saveFailed: { id: 'portal.live.saveFailed', defaultMessage: 'Not saved: {reason}', description: 'Above the form when the server refused; {reason} is the server’s message. Everything typed is kept.' },
    titleTooLong: { id: 'portal.live.problem.titleTooLong', defaultMessage: 'The title can have at most {max, number} characters.', description: 'Form error.' },
    durationInvalid: { id: 'portal.live.problem.durationInvalid', defaultMessage: 'Enter a whole number of minutes from {min, number} to {max, number}.', description: 'Form error.' },
    joinFailed: { id: 'portal.live.joinFailed', defaultMessage: 'Could not join: {reason}', description: 'Join failed; {reason} is the server’s message.' },
    createdBody: { id: 'portal.live.createdBody', defaultMessage: '{title} starts {date}.', description: 'After creating: which lecture and when; {date} is a date and time.' },
  }),
};
