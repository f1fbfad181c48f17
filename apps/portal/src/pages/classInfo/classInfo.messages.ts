import { defineMessages, type MessageTag, type PrimitiveType } from 'react-intl';

/** The class-info pages (learners in their classes, and the teachers who read their surveys): area `classInfo`. */
// Messages with values declare them (react-intl 12 checks each call's values against them); PrimitiveType
// arguments also take React elements (a class title in its own direction).
export const classInfoMessages = {
  ...defineMessages({
  // Class view
  breadcrumb: { id: 'classInfo.breadcrumb', defaultMessage: 'Where you are', description: 'Accessible name of the navigation with the way back above a class page.' },
  online: { id: 'classInfo.online', defaultMessage: 'Online', description: 'How a class is held: online.' },
  enrolFailed: { id: 'classInfo.enrolFailed', defaultMessage: 'Could not change your enrolment', description: 'Title of the message when enrolling or leaving a class failed; the server’s reason follows.' },
  enrolledToast: { id: 'classInfo.enrolledToast', defaultMessage: 'You are enrolled in this class.', description: 'Toast after enrolling in a class.' },
  unenrolledToast: { id: 'classInfo.unenrolledToast', defaultMessage: 'You have left this class. Your progress is kept if you come back.', description: 'Toast after leaving a class.' },
  youManage: { id: 'classInfo.youManage', defaultMessage: 'You manage this class: learners enrol here.', description: 'Shown to a lecturer or class manager on the class page instead of the enrol button.' },
  editInCenter: { id: 'classInfo.editInCenter', defaultMessage: 'Open it in the lecturing center', description: 'Link for a manager from the class page to editing the class.' },
  enrolToOpenTitle: { id: 'classInfo.enrolToOpenTitle', defaultMessage: 'Enrol to open this class', description: 'Empty state for a learner not enrolled in the class.' },
  enrolToOpenBody: { id: 'classInfo.enrolToOpenBody', defaultMessage: 'Its sessions, courseware, exams, files and surveys open once you are enrolled.', description: 'Empty state text for a learner not enrolled in the class.' },

  progressTitle: { id: 'classInfo.progressTitle', defaultMessage: 'Your progress', description: 'Heading of the learner’s progress and certificate in a class.' },
  totalProgress: { id: 'classInfo.totalProgress', defaultMessage: 'Whole class', description: 'Label of the ring showing the learner’s total progress in the class.' },
  certificateIssued: { id: 'classInfo.certificateIssued', defaultMessage: 'Certificate issued', description: 'Badge: the learner has the class’s certificate.' },
  certificateNotYet: { id: 'classInfo.certificateNotYet', defaultMessage: 'No certificate yet', description: 'Badge: the learner does not have the class’s certificate yet.' },

  signInToEnrol: { id: 'classInfo.signInToEnrol', defaultMessage: 'Sign in to enrol', description: 'A visitor’s public view of a class: the link to sign in and come back to enrol.' },
  sessionsTitle: { id: 'classInfo.sessionsTitle', defaultMessage: 'Sessions', description: 'Heading of the class’s sessions.' },
  sessionPages: { id: 'classInfo.sessionPages', defaultMessage: 'Pages of sessions', description: 'Accessible name of the pagination of the session list.' },
  noSessions: { id: 'classInfo.noSessions', defaultMessage: 'No sessions are scheduled yet. They appear here once the lecturer adds them.', description: 'Empty list of sessions.' },
  coursewareTitle: { id: 'classInfo.coursewareTitle', defaultMessage: 'Courseware', description: 'Heading of the class’s courseware list.' },
  noCourseware: { id: 'classInfo.noCourseware', defaultMessage: 'No courseware yet. The lecturer adds courses, exams and knowledge here.', description: 'Empty courseware list.' },
  examsTitle: { id: 'classInfo.examsTitle', defaultMessage: 'Exams', description: 'Heading of the class’s exams with the learner’s results.' },
  noExams: { id: 'classInfo.noExams', defaultMessage: 'This class has no exams.', description: 'Empty exam list.' },
  examNotStarted: { id: 'classInfo.examNotStarted', defaultMessage: 'Not started', description: 'Exam state badge.' },
  examInProgress: { id: 'classInfo.examInProgress', defaultMessage: 'In progress', description: 'Exam state badge.' },
  examPassed: { id: 'classInfo.examPassed', defaultMessage: 'Passed', description: 'Exam state badge.' },
  examFailed: { id: 'classInfo.examFailed', defaultMessage: 'Not passed', description: 'Exam state badge.' },
  activitiesTitle: { id: 'classInfo.activitiesTitle', defaultMessage: 'Check-ins, training and labs', description: 'Heading of the class’s attendance checks, training plans and lab experiments.' },
  noActivities: { id: 'classInfo.noActivities', defaultMessage: 'Nothing to do here yet: attendance checks, training plans and lab experiments of the class appear here.', description: 'Empty list of class activities.' },
  checksTitle: { id: 'classInfo.checksTitle', defaultMessage: 'Attendance checks', description: 'Sub-heading: the class’s attendance checks.' },
  trainingsTitle: { id: 'classInfo.trainingsTitle', defaultMessage: 'Training plans', description: 'Sub-heading: the class’s training plans.' },
  experimentsTitle: { id: 'classInfo.experimentsTitle', defaultMessage: 'Lab experiments', description: 'Sub-heading: the class’s lab experiments.' },
  checkNotOpen: { id: 'classInfo.checkNotOpen', defaultMessage: 'Not open yet', description: 'Attendance check state badge.' },
  checkOpen: { id: 'classInfo.checkOpen', defaultMessage: 'Open now', description: 'Attendance check state badge.' },
  checkCheckedIn: { id: 'classInfo.checkCheckedIn', defaultMessage: 'Checked in', description: 'Attendance check state badge.' },
  checkMissed: { id: 'classInfo.checkMissed', defaultMessage: 'Missed', description: 'Attendance check state badge: closed without a check-in.' },
  experimentNotStarted: { id: 'classInfo.experimentNotStarted', defaultMessage: 'Not started', description: 'Lab experiment state badge.' },
  experimentStarted: { id: 'classInfo.experimentStarted', defaultMessage: 'Started', description: 'Lab experiment state badge.' },
  experimentFinished: { id: 'classInfo.experimentFinished', defaultMessage: 'Finished', description: 'Lab experiment state badge.' },
  filesTitle: { id: 'classInfo.filesTitle', defaultMessage: 'Files', description: 'Heading of the class’s files to download.' },
  noFiles: { id: 'classInfo.noFiles', defaultMessage: 'No files yet. Files the lecturer attaches appear here to download.', description: 'Empty file list of a class.' },

  // Surveys
  surveysTitle: { id: 'classInfo.surveysTitle', defaultMessage: 'Satisfaction surveys', description: 'Heading of the class’s satisfaction questionnaires.' },
  allSurveys: { id: 'classInfo.allSurveys', defaultMessage: 'All surveys of this class', description: 'Link back from one questionnaire to the list.' },
  noSurveysTitle: { id: 'classInfo.noSurveysTitle', defaultMessage: 'No surveys yet', description: 'Empty list of questionnaires.' },
  noSurveysBody: { id: 'classInfo.noSurveysBody', defaultMessage: 'When your lecturer asks what you think of the class, the survey appears here.', description: 'Empty list of questionnaires, for a learner.' },
  noTeacherSurveysBody: { id: 'classInfo.noTeacherSurveysBody', defaultMessage: 'This class has no questionnaires yet.', description: 'Empty list of questionnaires, for a teacher.' },
  noSuchSurveyTitle: { id: 'classInfo.noSuchSurveyTitle', defaultMessage: 'Pick a survey', description: 'The survey page was opened without a valid questionnaire.' },
  noSuchSurveyBody: { id: 'classInfo.noSuchSurveyBody', defaultMessage: 'This link names no survey of the class. Choose one from the list.', description: 'The survey page was opened without a valid questionnaire.' },
  surveyOpen: { id: 'classInfo.surveyOpen', defaultMessage: 'Open', description: 'Questionnaire state badge: it can be answered now.' },
  surveyAnswered: { id: 'classInfo.surveyAnswered', defaultMessage: 'Answered', description: 'Questionnaire state badge: the learner has sent their answers.' },
  surveyClosed: { id: 'classInfo.surveyClosed', defaultMessage: 'Closed', description: 'Questionnaire state badge: it can no longer be answered.' },
  surveyNotOpen: { id: 'classInfo.surveyNotOpen', defaultMessage: 'Not open yet', description: 'Questionnaire state badge.' },
  anonymous: { id: 'classInfo.anonymous', defaultMessage: 'Anonymous', description: 'Badge: a questionnaire whose answers carry no names.' },
  answeredTitle: { id: 'classInfo.answeredTitle', defaultMessage: 'You have answered this survey', description: 'Banner on a questionnaire the learner already answered (it can be answered once).' },
  anonymousNotShown: { id: 'classInfo.anonymousNotShown', defaultMessage: 'Your answers were anonymous: they are not linked to you, so they cannot be shown here.', description: 'On an answered anonymous questionnaire.' },
  closedTitle: { id: 'classInfo.closedTitle', defaultMessage: 'This survey is closed', description: 'Banner on a closed questionnaire the learner did not answer.' },
  notOpenTitle: { id: 'classInfo.notOpenTitle', defaultMessage: 'This survey is not open yet', description: 'Banner on a questionnaire that has not opened.' },
  restoredTitle: { id: 'classInfo.restoredTitle', defaultMessage: 'Your answers are back', description: 'Banner: answers typed earlier and not sent were restored.' },
  restoredBody: { id: 'classInfo.restoredBody', defaultMessage: 'They were kept in this browser until you send them.', description: 'Banner text for restored answers.' },
  clearAnswers: { id: 'classInfo.clearAnswers', defaultMessage: 'Start over', description: 'Button that clears restored answers.' },
  sentToast: { id: 'classInfo.sentToast', defaultMessage: 'Thank you: your answers were sent.', description: 'Toast after sending a questionnaire.' },
  sendFailed: { id: 'classInfo.sendFailed', defaultMessage: 'Your answers could not be sent. They are kept here: try again.', description: 'Form error when sending failed without a server message.' },
  problemRequired: { id: 'classInfo.problemRequired', defaultMessage: 'This question needs an answer.', description: 'Error next to a required question left empty.' },
  problemUnknownQuestion: { id: 'classInfo.problemUnknownQuestion', defaultMessage: 'This question is no longer part of the survey.', description: 'Error: an answer to a question the survey does not have.' },
  problemUnknownOption: { id: 'classInfo.problemUnknownOption', defaultMessage: 'This choice is not one of the question’s options. Choose again.', description: 'Error: a chosen option does not belong to the question.' },
  problemWrongKind: { id: 'classInfo.problemWrongKind', defaultMessage: 'This answer does not fit the question. Answer it again.', description: 'Error: the answer has the wrong form for the question.' },
  problemTooLong: { id: 'classInfo.problemTooLong', defaultMessage: 'This answer is too long. Shorten it.', description: 'Error: a free-text answer is over the limit.' },
  problemRatingRange: { id: 'classInfo.problemRatingRange', defaultMessage: 'Choose a rating from 1 to 5.', description: 'Error: a rating outside 1–5.' },
  problemDuplicateOption: { id: 'classInfo.problemDuplicateOption', defaultMessage: 'A choice is picked twice. Choose again.', description: 'Error: an option chosen more than once.' },

  // Teacher side of surveys
  surveyColumn: { id: 'classInfo.surveyColumn', defaultMessage: 'Survey', description: 'Column header: questionnaire title.' },
  stateColumn: { id: 'classInfo.stateColumn', defaultMessage: 'State', description: 'Column header: open, closed…' },
  responsesColumn: { id: 'classInfo.responsesColumn', defaultMessage: 'Responses', description: 'Column header: response rate.' },
  lastReminderColumn: { id: 'classInfo.lastReminderColumn', defaultMessage: 'Last reminder', description: 'Column header: when learners were last reminded.' },
  never: { id: 'classInfo.never', defaultMessage: 'Never', description: 'No reminder has been sent.' },
  downloadCsv: { id: 'classInfo.downloadCsv', defaultMessage: 'Download CSV', description: 'Link that downloads the survey answers as a CSV file.' },
  noQuestions: { id: 'classInfo.noQuestions', defaultMessage: 'This survey has no questions.', description: 'Results of a questionnaire without questions.' },
  recordsTitle: { id: 'classInfo.recordsTitle', defaultMessage: 'Who has answered', description: 'Heading of the feedback records: who answered, who has not, reminders.' },
  anonymousRecords: { id: 'classInfo.anonymousRecords', defaultMessage: 'This survey is anonymous: you see how many answered, not who.', description: 'Feedback records of an anonymous questionnaire.' },
  nobodyYet: { id: 'classInfo.nobodyYet', defaultMessage: 'Nobody has answered yet.', description: 'Empty list of respondents.' },
  everyoneAnswered: { id: 'classInfo.everyoneAnswered', defaultMessage: 'Everyone enrolled has answered.', description: 'Empty list of learners still to answer.' },
  reminderLog: { id: 'classInfo.reminderLog', defaultMessage: 'Reminders sent', description: 'Sub-heading: the log of reminders.' },
  noReminders: { id: 'classInfo.noReminders', defaultMessage: 'No reminders have been sent.', description: 'Empty reminder log.' },
  sendReminders: { id: 'classInfo.sendReminders', defaultMessage: 'Send reminders', description: 'Button (and confirm button) that reminds learners who have not answered.' },
  remindTitle: { id: 'classInfo.remindTitle', defaultMessage: 'Remind learners who have not answered?', description: 'Title of the confirmation before sending reminders.' },
  remindBody: { id: 'classInfo.remindBody', defaultMessage: 'Each learner enrolled now who has not answered gets a reminder on their class page. Anyone reminded in the last 24 hours is not reminded again.', description: 'What sending reminders does.' },

  // Check view
  checkPageTitle: { id: 'classInfo.checkPageTitle', defaultMessage: 'Attendance check', description: 'Heading of the attendance check page.' },
  noSession: { id: 'classInfo.noSession', defaultMessage: 'Not tied to a session', description: 'An attendance check without a session time.' },
  checkInFailed: { id: 'classInfo.checkInFailed', defaultMessage: 'Could not check you in. Try again.', description: 'Check-in failed without a server message.' },
  photosLabel: { id: 'classInfo.photosLabel', defaultMessage: 'Your check-in photos', description: 'Accessible name of the list of check-in photos.' },
  noPhotosYet: { id: 'classInfo.noPhotosYet', defaultMessage: 'No photos yet. Add a photo of where you are (JPEG, PNG, GIF or WebP).', description: 'Empty photo list while photos can be added.' },
  noPhotos: { id: 'classInfo.noPhotos', defaultMessage: 'No photos were added.', description: 'Empty photo list once the check has closed.' },
  uploadFailed: { id: 'classInfo.uploadFailed', defaultMessage: 'The photo could not be uploaded.', description: 'A photo upload failed without a server message.' },
  deleteFailed: { id: 'classInfo.deleteFailed', defaultMessage: 'The photo could not be removed.', description: 'Removing a photo failed without a server message.' },
  attendanceTitle: { id: 'classInfo.attendanceTitle', defaultMessage: 'Attendance', description: 'Heading and table name: who checked in (for managers).' },
  learnerColumn: { id: 'classInfo.learnerColumn', defaultMessage: 'Learner', description: 'Column header: learner name.' },
  checkedInColumn: { id: 'classInfo.checkedInColumn', defaultMessage: 'Checked in', description: 'Column header: when the learner checked in.' },
  photosColumn: { id: 'classInfo.photosColumn', defaultMessage: 'Photos', description: 'Column header: the learner’s check-in photos.' },
  notCheckedIn: { id: 'classInfo.notCheckedIn', defaultMessage: 'Not checked in', description: 'A learner who did not check in.' },
  nobodyCheckedIn: { id: 'classInfo.nobodyCheckedIn', defaultMessage: 'Nobody has checked in yet.', description: 'Empty attendance table.' },

  // Training
  trainingProgress: { id: 'classInfo.trainingProgress', defaultMessage: 'Your progress in this plan', description: 'Label of the training plan’s progress bar.' },
  trainingItems: { id: 'classInfo.trainingItems', defaultMessage: 'Items', description: 'Heading of the training plan’s items.' },
  noTrainingItems: { id: 'classInfo.noTrainingItems', defaultMessage: 'This plan has no items yet.', description: 'Empty training plan.' },
  startTraining: { id: 'classInfo.startTraining', defaultMessage: 'Start', description: 'Button: begin a training plan with its first item.' },
  continueItem: { id: 'classInfo.continueItem', defaultMessage: 'Continue where you stopped', description: 'Button: open the item the learner was last studying.' },
  openItem: { id: 'classInfo.openItem', defaultMessage: 'Open', description: 'Button: open one training item.' },
  yourProgress: { id: 'classInfo.yourProgress', defaultMessage: 'Your progress', description: 'Label of the open item’s progress bar.' },
  noPlayer: { id: 'classInfo.noPlayer', defaultMessage: 'Study this item, then record how far you got. Your progress is saved as you go.', description: 'Explains the training item view (no player here).' },
  finishItem: { id: 'classInfo.finishItem', defaultMessage: 'Finish item', description: 'Button: record the item as done.' },
  itemFinished: { id: 'classInfo.itemFinished', defaultMessage: 'You have finished this item.', description: 'The open training item is done.' },
  closeItem: { id: 'classInfo.closeItem', defaultMessage: 'Back to the plan', description: 'Button: close the open item.' },
  progressFailed: { id: 'classInfo.progressFailed', defaultMessage: 'Your progress could not be saved. Try again.', description: 'Saving progress failed without a server message.' },

  // Lab experiment
  stepsTitle: { id: 'classInfo.stepsTitle', defaultMessage: 'Steps', description: 'Heading of the experiment’s steps.' },
  noSteps: { id: 'classInfo.noSteps', defaultMessage: 'The steps are explained in the lab.', description: 'An experiment without listed steps.' },
  labTitle: { id: 'classInfo.labTitle', defaultMessage: 'The lab', description: 'Heading of the part that opens the lab.' },
  labHow: { id: 'classInfo.labHow', defaultMessage: 'The lab opens in a new tab and signs you in with a one-time code.', description: 'What Start does.' },
  startExperiment: { id: 'classInfo.startExperiment', defaultMessage: 'Start the experiment', description: 'Button: open the lab for the first time.' },
  reopenLab: { id: 'classInfo.reopenLab', defaultMessage: 'Open the lab again', description: 'Button: open the lab for an experiment already started.' },
  noLab: { id: 'classInfo.noLab', defaultMessage: 'This school has no lab connected yet, so the experiment cannot be started here. Ask your school to set one up.', description: 'Shown instead of Start when the school has no lab address.' },
  startFailed: { id: 'classInfo.startFailed', defaultMessage: 'The lab could not be opened', description: 'Title of the error when getting a lab code failed.' },
}),
  ...defineMessages<{
    backToClass: { title: PrimitiveType };
    dates: { start: string; end: string };
    offlineAt: { location: string };
    taughtBy: { names: string };
    enrolledCount: { enrolled: number };
    enrolledOfCapacity: { enrolled: number; capacity: number };
    enrolWindow: { opens: string; closes: string };
    itemsDone: { done: number; total: number };
    certificateNumber: { number: PrimitiveType; date: string };
    certificateHow: { passed: number; exams: number };
    itemProgress: { name: string };
    joinRoom: { title: string };
    examScore: { score: number };
    examScoreOfPass: { score: number; pass: number };
    trainingProgressOf: { title: string; count: number };
    questionCount: { count: number };
    answeredOn: { date: string };
    closesOn: { date: string };
    opensOn: { date: string };
    closedOn: { date: string };
    remindedOn: { date: string };
    teacherSurveysLabel: { title: string };
    responseRateOf: { title: string };
    responsesOf: { responses: number; enrolled: number; rate: number };
    resultsHiddenTitle: { minimum: number };
    resultsHiddenBody: { count: number };
    answeredList: { count: number };
    pendingList: { count: number };
    reminderEntry: { date: string; count: number; by: string };
    remindedCount: { count: number };
    remindedNames: { names: string };
    skippedRecent: { count: number };
    photosTitle: { count: number; max: number };
    photosFull: { max: number };
    checkedInOf: { checkedIn: number; enrolled: number };
    minutes: { minutes: number };
    openItemNamed: { name: string };
    markProgress: { step: number };
    pointsEarned: { points: number };
    pointsTotal: { total: number };
    startedOn: { date: string };
    checkWindow: { start: string; end: string };
    sessionAt: { when: PrimitiveType };
    labOpened: { link: MessageTag };
  }>({
    backToClass: { id: 'classInfo.backToClass', defaultMessage: 'Back to the class {title}', description: 'Link from a check, training, experiment or survey back to its class; {title} is the class title.' },
    dates: { id: 'classInfo.dates', defaultMessage: '{start} – {end}', description: 'A time span: start and end date/time, already formatted.' },
    offlineAt: { id: 'classInfo.offlineAt', defaultMessage: 'In person at {location}', description: 'How a class is held: in person; {location} is the place.' },
    taughtBy: { id: 'classInfo.taughtBy', defaultMessage: 'Taught by {names}', description: 'The lecturers of a class; {names} is a list of names.' },
    enrolledCount: { id: 'classInfo.enrolledCount', defaultMessage: '{enrolled, plural, one {# learner enrolled} other {# learners enrolled}}', description: 'How many learners are enrolled in a class without a seat limit.' },
    enrolledOfCapacity: { id: 'classInfo.enrolledOfCapacity', defaultMessage: '{enrolled, number} of {capacity, number} seats taken', description: 'Enrolled learners out of the class’s seats.' },
    enrolWindow: { id: 'classInfo.enrolWindow', defaultMessage: 'Enrolment: {opens} – {closes}', description: 'When learners may enrol in a class; both dates already formatted.' },
    itemsDone: { id: 'classInfo.itemsDone', defaultMessage: '{done, number} of {total, number} items finished', description: 'Courseware items the learner has finished.' },
    certificateNumber: { id: 'classInfo.certificateNumber', defaultMessage: 'Certificate {number}, issued {date}', description: 'The learner’s certificate number and issue date.' },
    certificateHow: { id: 'classInfo.certificateHow', defaultMessage: 'Finish every item and pass every exam to get it ({passed, number} of {exams, number} exams passed).', description: 'How to earn the class certificate.' },
    joinRoom: { id: 'classInfo.joinRoom', defaultMessage: 'Join the room of {title}', description: 'Link to an online session’s meeting room (opens in a new tab); {title} is the session’s title.' },
    itemProgress: { id: 'classInfo.itemProgress', defaultMessage: 'Progress in {name}', description: 'Accessible name of the progress bar of one courseware item; {name} is its title.' },
    examScore: { id: 'classInfo.examScore', defaultMessage: 'Score {score, number}', description: 'The learner’s exam score.' },
    examScoreOfPass: { id: 'classInfo.examScoreOfPass', defaultMessage: 'Score {score, number} (pass mark {pass, number})', description: 'The learner’s exam score and the score needed to pass.' },
    trainingProgressOf: { id: 'classInfo.trainingProgressOf', defaultMessage: 'Progress in {title} ({count, plural, one {# item} other {# items}})', description: 'Accessible name of a training plan’s progress bar.' },
    questionCount: { id: 'classInfo.questionCount', defaultMessage: '{count, plural, one {# question} other {# questions}}', description: 'How many questions a questionnaire has.' },
    answeredOn: { id: 'classInfo.answeredOn', defaultMessage: 'Answered on {date}', description: 'When the learner sent their answers.' },
    closesOn: { id: 'classInfo.closesOn', defaultMessage: 'Open until {date}', description: 'When an open questionnaire closes.' },
    opensOn: { id: 'classInfo.opensOn', defaultMessage: 'Opens on {date}', description: 'When a questionnaire opens.' },
    closedOn: { id: 'classInfo.closedOn', defaultMessage: 'Closed on {date}', description: 'When a questionnaire closed.' },
    remindedOn: { id: 'classInfo.remindedOn', defaultMessage: 'Reminded on {date}', description: 'When the teacher last reminded the learner to answer.' },
    teacherSurveysLabel: { id: 'classInfo.teacherSurveysLabel', defaultMessage: 'Questionnaires of {title}', description: 'Accessible name of the teacher’s table of questionnaires; {title} is the class.' },
    responseRateOf: { id: 'classInfo.responseRateOf', defaultMessage: 'Response rate of {title}', description: 'Accessible name of a questionnaire’s response-rate bar.' },
    responsesOf: { id: 'classInfo.responsesOf', defaultMessage: '{responses, number} of {enrolled, number} answered ({rate, number, ::percent})', description: 'Responses out of enrolled learners, with the rate.' },
    resultsHiddenTitle: { id: 'classInfo.resultsHiddenTitle', defaultMessage: 'Results appear from {minimum, number} answers', description: 'Banner title on an anonymous questionnaire with too few answers to show results.' },
    resultsHiddenBody: { id: 'classInfo.resultsHiddenBody', defaultMessage: 'This survey is anonymous: with fewer answers, results could point at a person. {count, plural, =0 {Nobody has answered yet.} one {# learner has answered so far.} other {# learners have answered so far.}}', description: 'Why anonymous results are hidden, and how many answered.' },
    answeredList: { id: 'classInfo.answeredList', defaultMessage: 'Answered ({count, number})', description: 'Sub-heading: learners who answered.' },
    pendingList: { id: 'classInfo.pendingList', defaultMessage: 'Not answered yet ({count, number})', description: 'Sub-heading: enrolled learners who have not answered.' },
    reminderEntry: { id: 'classInfo.reminderEntry', defaultMessage: '{date}: {count, plural, one {# learner} other {# learners}} reminded by {by}', description: 'One entry of the reminder log.' },
    remindedCount: { id: 'classInfo.remindedCount', defaultMessage: '{count, plural, =0 {Nobody needed a reminder} one {# learner reminded} other {# learners reminded}}', description: 'Result of sending reminders.' },
    remindedNames: { id: 'classInfo.remindedNames', defaultMessage: 'Reminded: {names}', description: 'Who was reminded just now (named surveys).' },
    skippedRecent: { id: 'classInfo.skippedRecent', defaultMessage: '{count, plural, one {# learner was} other {# learners were}} reminded in the last 24 hours and not reminded again.', description: 'Learners skipped because they were reminded recently.' },
    photosTitle: { id: 'classInfo.photosTitle', defaultMessage: 'Your photos ({count, number} of {max, number})', description: 'Heading of the learner’s check-in photos.' },
    photosFull: { id: 'classInfo.photosFull', defaultMessage: 'You have added {max, number} photos, the most a check-in takes. Remove one to add another.', description: 'The photo limit is reached.' },
    checkedInOf: { id: 'classInfo.checkedInOf', defaultMessage: '{checkedIn, number} of {enrolled, number} learners checked in', description: 'Attendance count.' },
    minutes: { id: 'classInfo.minutes', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}', description: 'A duration in minutes.' },
    openItemNamed: { id: 'classInfo.openItemNamed', defaultMessage: 'Open {name}', description: 'Accessible name of the button that opens a training item.' },
    markProgress: { id: 'classInfo.markProgress', defaultMessage: 'Mark {step, number, ::percent} more', description: 'Button: record another quarter of the item as done.' },
    pointsEarned: { id: 'classInfo.pointsEarned', defaultMessage: '{points, plural, one {You earned # point} other {You earned # points}}', description: 'Learning points for finishing an item (shown once).' },
    pointsTotal: { id: 'classInfo.pointsTotal', defaultMessage: 'You now have {total, number} points.', description: 'The learner’s total learning points.' },
    startedOn: { id: 'classInfo.startedOn', defaultMessage: 'Started on {date}', description: 'When the learner started the experiment.' },
    checkWindow: { id: 'classInfo.checkWindow', defaultMessage: 'Check-in open {start} – {end}', description: 'When learners may check in (for the class’s managers); dates already formatted.' },
    sessionAt: { id: 'classInfo.sessionAt', defaultMessage: 'Session: {when}', description: 'When the session of an attendance check starts; already formatted.' },
    labOpened: { id: 'classInfo.labOpened', defaultMessage: 'The lab opened in a new tab. If it did not, <link>open it here</link>.', description: 'After Start; <link> is a link that opens the lab.' },
  }),
};
