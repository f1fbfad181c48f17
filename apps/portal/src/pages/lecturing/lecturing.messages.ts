import { defineMessages } from 'react-intl';

/** The lecturing center's frame and class pages (the live-lecture pages have their own, live/live.messages.ts). */
export const lecturingMessages = {
  ...defineMessages({
    navLabel: { id: 'portal.lecturing.navLabel', defaultMessage: "Lecturing center", description: "Accessible name of the lecturing center sub-navigation." },
    classesNav: { id: 'portal.lecturing.classesNav', defaultMessage: "Classes", description: "Sub-navigation link to class management." },
    liveNav: { id: 'portal.lecturing.liveNav', defaultMessage: "Live lectures", description: "Sub-navigation link to live lecture management." },
    managementTitle: { id: 'portal.lecturing.managementTitle', defaultMessage: "Class management", description: "Heading of the class management page." },
    newClass: { id: 'portal.lecturing.newClass', defaultMessage: "New class", description: "Button that opens the form for a new class." },
    countsTitle: { id: 'portal.lecturing.countsTitle', defaultMessage: "Classes by status", description: "Heading above the tiles counting classes per status; each tile also filters the table." },
    allClasses: { id: 'portal.lecturing.allClasses', defaultMessage: "All classes", description: "Tile label: every class the user manages." },
    unstarted: { id: 'portal.lecturing.unstarted', defaultMessage: "Not started", description: "Tile and filter label: classes that have not started." },
    ongoing: { id: 'portal.lecturing.ongoing', defaultMessage: "In progress", description: "Tile and filter label: classes going on now." },
    ended: { id: 'portal.lecturing.ended', defaultMessage: "Ended", description: "Tile and filter label: classes that are over." },
    calendarTitle: { id: 'portal.lecturing.calendarTitle', defaultMessage: "Session calendar", description: "Heading of the month calendar that marks days with class sessions." },
    latestTitle: { id: 'portal.lecturing.latestTitle', defaultMessage: "Latest classes", description: "Heading of the three most recently created classes." },
    noneYet: { id: 'portal.lecturing.noneYet', defaultMessage: "No classes yet.", description: "Shown when the user manages no classes." },
    tableTitle: { id: 'portal.lecturing.tableTitle', defaultMessage: "All your classes", description: "Heading and accessible name of the class table." },
    filtersLabel: { id: 'portal.lecturing.filtersLabel', defaultMessage: "Class filters", description: "Accessible name of the class search and filter toolbar." },
    searchLabel: { id: 'portal.lecturing.searchLabel', defaultMessage: "Search classes", description: "Label of the class search field." },
    anyStatus: { id: 'portal.lecturing.anyStatus', defaultMessage: "Any status", description: "Status filter option: no filter." },
    anyLecturer: { id: 'portal.lecturing.anyLecturer', defaultMessage: "Any lecturer", description: "Lecturer filter option: no filter." },
    visibility: { id: 'portal.lecturing.visibility', defaultMessage: "Visibility", description: "Column header: whether learners can see the class." },
    published: { id: 'portal.lecturing.published', defaultMessage: "Published", description: "Badge: learners can see the class." },
    draft: { id: 'portal.lecturing.draft', defaultMessage: "Draft", description: "Badge: the class is not visible to learners yet." },
    liveLectures: { id: 'portal.lecturing.liveLectures', defaultMessage: "Live lectures", description: "Row action: open the live lectures of this class." },
    deleteClass: { id: 'portal.lecturing.deleteClass', defaultMessage: "Delete class", description: "Row action and confirm button that delete a class." },
    deleteTitle: { id: 'portal.lecturing.deleteTitle', defaultMessage: "Delete this class?", description: "Title of the confirmation before a class is deleted." },
    noMatchTitle: { id: 'portal.lecturing.noMatchTitle', defaultMessage: "No classes match", description: "Empty table title when filters exclude everything." },
    noMatchBody: { id: 'portal.lecturing.noMatchBody', defaultMessage: "Try other words, another status or day, or reset the filters.", description: "Empty table hint when filters exclude everything." },
    emptyTitle: { id: 'portal.lecturing.emptyTitle', defaultMessage: "No classes yet", description: "Empty table title when the user manages no classes." },
    emptyBody: { id: 'portal.lecturing.emptyBody', defaultMessage: "Create your first class: add its sessions, files and courseware, then publish it for learners.", description: "Empty table hint when there are no classes." },
    addTitle: { id: 'portal.lecturing.addTitle', defaultMessage: "New class", description: "Heading of the class form for a new class." },
    editTitle: { id: 'portal.lecturing.editTitle', defaultMessage: "Edit class", description: "Heading of the class form for an existing class." },
    previewAsLearner: { id: 'portal.lecturing.previewAsLearner', defaultMessage: "Preview as a learner", description: "Button that shows the class as learners will see it." },
    restoredTitle: { id: 'portal.lecturing.restoredTitle', defaultMessage: "Your unsaved changes are back", description: "Banner title when the form restored values typed earlier and not saved." },
    restoredBody: { id: 'portal.lecturing.restoredBody', defaultMessage: "They were kept in this browser. Save them, or go back to the saved class.", description: "Banner text for restored unsaved values." },
    discardChanges: { id: 'portal.lecturing.discardChanges', defaultMessage: "Discard my changes", description: "Button that drops restored unsaved values." },
    saveFailed: { id: 'portal.lecturing.saveFailed', defaultMessage: "Could not save", description: "Banner title when the server refused or could not be reached; what was typed is kept." },
    aboutLegend: { id: 'portal.lecturing.aboutLegend', defaultMessage: "About the class", description: "Form section: title and description." },
    classTitle: { id: 'portal.lecturing.classTitle', defaultMessage: "Title", description: "Field label: the class title." },
    classTitleEn: { id: 'portal.lecturing.classTitleEn', defaultMessage: "Title in English (optional)", description: "Field label: the English title shown to English readers." },
    description: { id: 'portal.lecturing.description', defaultMessage: "Description", description: "Field label: what the class is about." },
    descriptionHint: { id: 'portal.lecturing.descriptionHint', defaultMessage: "Blank lines start a new paragraph.", description: "Help text under the description field." },
    whenLegend: { id: 'portal.lecturing.whenLegend', defaultMessage: "When", description: "Form section: class dates and enrolment window." },
    startsAt: { id: 'portal.lecturing.startsAt', defaultMessage: "Starts", description: "Field label: when the class starts." },
    endsAt: { id: 'portal.lecturing.endsAt', defaultMessage: "Ends", description: "Field label: when the class ends." },
    enrolOpensAt: { id: 'portal.lecturing.enrolOpensAt', defaultMessage: "Enrolment opens (optional)", description: "Field label: from when learners may enrol." },
    enrolClosesAt: { id: 'portal.lecturing.enrolClosesAt', defaultMessage: "Enrolment closes (optional)", description: "Field label: until when learners may enrol." },
    enrolHint: { id: 'portal.lecturing.enrolHint', defaultMessage: "Leave empty to let learners enrol until the class ends.", description: "Help text for the enrolment window." },
    whereLegend: { id: 'portal.lecturing.whereLegend', defaultMessage: "Where and who", description: "Form section: mode, location, capacity, lecturers, visibility." },
    mode: { id: 'portal.lecturing.mode', defaultMessage: "Format", description: "Radio group label: online or in person." },
    online: { id: 'portal.lecturing.online', defaultMessage: "Online", description: "Class format: online." },
    offline: { id: 'portal.lecturing.offline', defaultMessage: "In person", description: "Class format: in a physical place." },
    location: { id: 'portal.lecturing.location', defaultMessage: "Location", description: "Field label: where an in-person class takes place." },
    capacity: { id: 'portal.lecturing.capacity', defaultMessage: "Capacity (optional)", description: "Field label: the most learners who may enrol." },
    lecturers: { id: 'portal.lecturing.lecturers', defaultMessage: "Lecturers", description: "Checkbox group label: who teaches the class." },
    publishedSwitch: { id: 'portal.lecturing.publishedSwitch', defaultMessage: "Published: learners can see and join the class", description: "Switch label for class visibility." },
    saveChanges: { id: 'portal.lecturing.saveChanges', defaultMessage: "Save changes", description: "Submit button of the class form for an existing class." },
    createClass: { id: 'portal.lecturing.createClass', defaultMessage: "Create class", description: "Submit button of the class form for a new class." },
    backToClasses: { id: 'portal.lecturing.backToClasses', defaultMessage: "Back to classes", description: "Button back to the class management page." },
    savedToast: { id: 'portal.lecturing.savedToast', defaultMessage: "Class saved.", description: "Toast after the class was saved." },
    createdToast: { id: 'portal.lecturing.createdToast', defaultMessage: "Class created. Add its files and courseware below.", description: "Toast after a new class was created." },
    filesAfterCreate: { id: 'portal.lecturing.filesAfterCreate', defaultMessage: "Files, courseware and the roster can be added once the class is created.", description: "Note on the new-class form." },
    sessionsLegend: { id: 'portal.lecturing.sessionsLegend', defaultMessage: "Sessions", description: "Form section and heading: the class sessions." },
    noSessions: { id: 'portal.lecturing.noSessions', defaultMessage: "No sessions yet.", description: "Shown when a class has no sessions." },
    sessionTitle: { id: 'portal.lecturing.sessionTitle', defaultMessage: "Session title", description: "Field label: a session's title." },
    sessionStarts: { id: 'portal.lecturing.sessionStarts', defaultMessage: "Session starts", description: "Field label: when the session starts." },
    sessionEnds: { id: 'portal.lecturing.sessionEnds', defaultMessage: "Session ends", description: "Field label: when the session ends." },
    sessionRoom: { id: 'portal.lecturing.sessionRoom', defaultMessage: "Room or link (optional)", description: "Field label: the room name or an https link to an online room." },
    sessionRoomHint: { id: 'portal.lecturing.sessionRoomHint', defaultMessage: "A room name, or a link starting with https://", description: "Help text of the room field." },
    addSession: { id: 'portal.lecturing.addSession', defaultMessage: "Add session", description: "Button that adds a session to the class." },
    coursewareTitle: { id: 'portal.lecturing.coursewareTitle', defaultMessage: "Courseware", description: "Heading: courses, exams and knowledge linked to the class." },
    noCourseware: { id: 'portal.lecturing.noCourseware', defaultMessage: "No courseware linked yet.", description: "Shown when no courseware is linked." },
    coursewareType: { id: 'portal.lecturing.coursewareType', defaultMessage: "Kind", description: "Select label: course, exam or knowledge." },
    chooseCourseware: { id: 'portal.lecturing.chooseCourseware', defaultMessage: "Choose from the school's library", description: "Checkbox group label: resources that can be linked." },
    noChoices: { id: 'portal.lecturing.noChoices', defaultMessage: "The school has nothing of this kind yet.", description: "Shown when the school has no resources of the chosen kind." },
    coursewareMoved: { id: 'portal.lecturing.coursewareMoved', defaultMessage: "Order saved.", description: "Toast after courseware was reordered." },
    filesTitle: { id: 'portal.lecturing.filesTitle', defaultMessage: "Files", description: "Heading: files attached to the class." },
    rosterTitle: { id: 'portal.lecturing.rosterTitle', defaultMessage: "Roster", description: "Heading: enrolled learners and their progress." },
    downloadCsv: { id: 'portal.lecturing.downloadCsv', defaultMessage: "Download CSV", description: "Link that downloads the roster as CSV." },
    downloadXlsx: { id: 'portal.lecturing.downloadXlsx', defaultMessage: "Download Excel", description: "Link that downloads the roster as an Excel workbook." },
    enrolledLearners: { id: 'portal.lecturing.enrolledLearners', defaultMessage: "Enrolled learners", description: "Tile label: how many learners are enrolled." },
    averageProgress: { id: 'portal.lecturing.averageProgress', defaultMessage: "Average progress (%)", description: "Tile label: the learners' average progress in percent." },
    completed: { id: 'portal.lecturing.completed', defaultMessage: "Completed", description: "Tile label: how many learners finished." },
    learner: { id: 'portal.lecturing.learner', defaultMessage: "Learner", description: "Roster column: the learner's name." },
    email: { id: 'portal.lecturing.email', defaultMessage: "E-mail", description: "Roster column: e-mail address." },
    progress: { id: 'portal.lecturing.progress', defaultMessage: "Progress", description: "Roster column: how far the learner has come." },
    enrolledAt: { id: 'portal.lecturing.enrolledAt', defaultMessage: "Enrolled on", description: "Roster column: the day the learner enrolled." },
    rosterFailed: { id: 'portal.lecturing.rosterFailed', defaultMessage: "The roster could not be loaded.", description: "Roster table error state." },
    noLearners: { id: 'portal.lecturing.noLearners', defaultMessage: "No learners enrolled yet", description: "Roster table empty state." },
    filesFailed: { id: 'portal.lecturing.filesFailed', defaultMessage: 'The files could not be changed. Try again.', description: 'Error above the class files when loading, reordering or removing failed.' },
    uploadFailed: { id: 'portal.lecturing.uploadFailed', defaultMessage: 'The upload did not finish. Check the connection and try again.', description: 'Error on a file whose upload failed without a server message.' },
    fileTooLarge: { id: 'portal.lecturing.fileTooLarge', defaultMessage: 'This file is too large for a class.', description: 'Error on a file larger than the school allows.' },
    noFiles: { id: 'portal.lecturing.noFiles', defaultMessage: 'No files yet. Add slides, handouts, recordings or archives.', description: 'Shown when a class has no files.' },
    cover: { id: 'portal.lecturing.cover', defaultMessage: 'Cover picture (optional)', description: 'Label of the class cover picture upload.' },
    coverAlt: { id: 'portal.lecturing.coverAlt', defaultMessage: 'The class’s cover picture', description: 'Alternative text of the cover picture preview in the class form.' },
    removeCover: { id: 'portal.lecturing.removeCover', defaultMessage: 'Remove the cover picture', description: 'Button that removes the class cover picture.' },
  }),
  ...defineMessages<{
    zoneNote: { zone: string };
    resultCount: { count: number };
    clearDay: { day: string };
    enrolledOfCapacity: { enrolled: number; capacity: number };
    enrolledCount: { enrolled: number };
    deleteBody: { title: string; enrolled: number };
    deleted: { title: string };
    problemSummary: { count: number };
    offlineAt: { location: string };
    capacityHint: { enrolled: number };
    sessionNumber: { number: number };
    removeSession: { number: number };
    classDates: { start: string; end: string };
    taughtBy: { names: string };
    addCourseware: { count: number };
    coursewareAdded: { count: number };
    moveUp: { name: string };
    moveDown: { name: string };
    removeCourseware: { name: string };
    rosterOf: { title: string };
  }>({
    zoneNote: { id: 'portal.lecturing.zoneNote', defaultMessage: "Times are in the school's time zone ({zone}).", description: "Note under the calendar and in the class form; zone is an IANA name like Asia/Shanghai." },
    resultCount: { id: 'portal.lecturing.resultCount', defaultMessage: "{count, plural, one {# class} other {# classes}}", description: "How many classes match the filters." },
    clearDay: { id: 'portal.lecturing.clearDay', defaultMessage: "Show all days (now: {day})", description: "Button that removes the calendar day filter; day is a formatted date." },
    enrolledOfCapacity: { id: 'portal.lecturing.enrolledOfCapacity', defaultMessage: "{enrolled, number} / {capacity, number}", description: "Enrolled learners out of the class capacity, e.g. 12 / 30." },
    enrolledCount: { id: 'portal.lecturing.enrolledCount', defaultMessage: "{enrolled, plural, one {# learner enrolled} other {# learners enrolled}}", description: "Enrolled count of a class without a capacity limit." },
    deleteBody: { id: 'portal.lecturing.deleteBody', defaultMessage: "{title} will be deleted with its sessions, files and {enrolled, plural, one {# enrolment} other {# enrolments}}. This cannot be undone.", description: "Body of the class delete confirmation; title is the class title." },
    deleted: { id: 'portal.lecturing.deleted', defaultMessage: "Class “{title}” deleted.", description: "Toast after a class was deleted." },
    problemSummary: { id: 'portal.lecturing.problemSummary', defaultMessage: "{count, plural, one {# field needs your attention} other {# fields need your attention}}", description: "Banner above the class form after a save was refused for invalid fields." },
    offlineAt: { id: 'portal.lecturing.offlineAt', defaultMessage: "In person at {location}", description: "Class format with its place." },
    capacityHint: { id: 'portal.lecturing.capacityHint', defaultMessage: "Empty means no limit. {enrolled, plural, =0 {No one is enrolled yet.} one {# learner is enrolled.} other {# learners are enrolled.}}", description: "Help text under the capacity field." },
    sessionNumber: { id: 'portal.lecturing.sessionNumber', defaultMessage: "Session {number, number}", description: "Label of one session in the form." },
    removeSession: { id: 'portal.lecturing.removeSession', defaultMessage: "Remove session {number, number}", description: "Accessible name of the button removing a session." },
    classDates: { id: 'portal.lecturing.classDates', defaultMessage: "{start} – {end}", description: "A date range: start to end, already formatted." },
    taughtBy: { id: 'portal.lecturing.taughtBy', defaultMessage: "Taught by {names}", description: "Who teaches the class; names is a list." },
    addCourseware: { id: 'portal.lecturing.addCourseware', defaultMessage: "{count, plural, =0 {Add selected} one {Add # item} other {Add # items}}", description: "Button that links the chosen resources to the class." },
    coursewareAdded: { id: 'portal.lecturing.coursewareAdded', defaultMessage: "{count, plural, one {# item added.} other {# items added.}}", description: "Toast after courseware was linked." },
    moveUp: { id: 'portal.lecturing.moveUp', defaultMessage: "Move {name} up", description: "Accessible name: move a courseware item earlier." },
    moveDown: { id: 'portal.lecturing.moveDown', defaultMessage: "Move {name} down", description: "Accessible name: move a courseware item later." },
    removeCourseware: { id: 'portal.lecturing.removeCourseware', defaultMessage: "Remove {name}", description: "Accessible name: unlink a courseware item." },
    rosterOf: { id: 'portal.lecturing.rosterOf', defaultMessage: "Learners of {title}", description: "Accessible name of the roster table." },
  }),
};
