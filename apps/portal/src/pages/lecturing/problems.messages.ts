import { defineMessages } from 'react-intl';
import type { ClassFormProblemCode } from '@academy/rules';

/** The class form's rules (packages/rules/src/classes.ts), one translated message per problem code. */
export const problemMessages = defineMessages({
  titleRequired: { id: 'portal.lecturing.problem.titleRequired', defaultMessage: "Enter a title.", description: 'Error next to a class form field.' },
  titleTooLong: { id: 'portal.lecturing.problem.titleTooLong', defaultMessage: "The title can have at most 100 characters.", description: 'Error next to a class form field.' },
  startsAtInvalid: { id: 'portal.lecturing.problem.startsAtInvalid', defaultMessage: "Enter the date and time the class starts.", description: 'Error next to a class form field.' },
  endsAtInvalid: { id: 'portal.lecturing.problem.endsAtInvalid', defaultMessage: "Enter the date and time the class ends.", description: 'Error next to a class form field.' },
  endsBeforeStart: { id: 'portal.lecturing.problem.endsBeforeStart', defaultMessage: "The class must end after it starts.", description: 'Error next to a class form field.' },
  enrolOpensInvalid: { id: 'portal.lecturing.problem.enrolOpensInvalid', defaultMessage: "Enter a valid date for enrolment to open.", description: 'Error next to a class form field.' },
  enrolClosesInvalid: { id: 'portal.lecturing.problem.enrolClosesInvalid', defaultMessage: "Enter a valid date for enrolment to close.", description: 'Error next to a class form field.' },
  enrolClosesBeforeOpens: { id: 'portal.lecturing.problem.enrolClosesBeforeOpens', defaultMessage: "Enrolment must close after it opens.", description: 'Error next to a class form field.' },
  enrolOpensAfterEnd: { id: 'portal.lecturing.problem.enrolOpensAfterEnd', defaultMessage: "Enrolment must open before the class ends.", description: 'Error next to a class form field.' },
  enrolClosesAfterEnd: { id: 'portal.lecturing.problem.enrolClosesAfterEnd', defaultMessage: "Enrolment must close by the time the class ends.", description: 'Error next to a class form field.' },
  capacityInvalid: { id: 'portal.lecturing.problem.capacityInvalid', defaultMessage: "Enter a whole number from 1 to 100,000, or leave it empty for no limit.", description: 'Error next to a class form field.' },
  capacityBelowEnrolled: { id: 'portal.lecturing.problem.capacityBelowEnrolled', defaultMessage: "The capacity cannot be lower than the number of learners already enrolled.", description: 'Error next to a class form field.' },
  locationRequired: { id: 'portal.lecturing.problem.locationRequired', defaultMessage: "An in-person class needs a location.", description: 'Error next to a class form field.' },
  locationTooLong: { id: 'portal.lecturing.problem.locationTooLong', defaultMessage: "The location can have at most 200 characters.", description: 'Error next to a class form field.' },
  lecturersRequired: { id: 'portal.lecturing.problem.lecturersRequired', defaultMessage: "Choose at least one lecturer.", description: 'Error next to a class form field.' },
  lecturersTooMany: { id: 'portal.lecturing.problem.lecturersTooMany', defaultMessage: "A class can have at most 20 lecturers.", description: 'Error next to a class form field.' },
  lecturerRepeated: { id: 'portal.lecturing.problem.lecturerRepeated', defaultMessage: "This lecturer is listed twice.", description: 'Error next to a class form field.' },
  sessionsTooMany: { id: 'portal.lecturing.problem.sessionsTooMany', defaultMessage: "A class can have at most 200 sessions.", description: 'Error next to a class form field.' },
  sessionTitleRequired: { id: 'portal.lecturing.problem.sessionTitleRequired', defaultMessage: "Enter a title for the session.", description: 'Error next to a class form field.' },
  sessionTitleTooLong: { id: 'portal.lecturing.problem.sessionTitleTooLong', defaultMessage: "A session title can have at most 100 characters.", description: 'Error next to a class form field.' },
  sessionStartsInvalid: { id: 'portal.lecturing.problem.sessionStartsInvalid', defaultMessage: "Enter when the session starts.", description: 'Error next to a class form field.' },
  sessionEndsInvalid: { id: 'portal.lecturing.problem.sessionEndsInvalid', defaultMessage: "Enter when the session ends.", description: 'Error next to a class form field.' },
  sessionEndsBeforeStart: { id: 'portal.lecturing.problem.sessionEndsBeforeStart', defaultMessage: "The session must end after it starts.", description: 'Error next to a class form field.' },
  sessionOutsideClass: { id: 'portal.lecturing.problem.sessionOutsideClass', defaultMessage: "The session must take place between the start and the end of the class.", description: 'Error next to a class form field.' },
  sessionOutOfOrder: { id: 'portal.lecturing.problem.sessionOutOfOrder', defaultMessage: "List sessions in time order: this one starts before the one above it.", description: 'Error next to a class form field.' },
  sessionLecturerNotInClass: { id: 'portal.lecturing.problem.sessionLecturerNotInClass', defaultMessage: "The session's lecturer must be one of the class's lecturers.", description: 'Error next to a class form field.' },
  roomTooLong: { id: 'portal.lecturing.problem.roomTooLong', defaultMessage: "The room can have at most 500 characters.", description: 'Error next to a class form field.' },
  roomUrlNotHttps: { id: 'portal.lecturing.problem.roomUrlNotHttps', defaultMessage: "A room link must be a secure address starting with https://.", description: 'Error next to a class form field.' },
}) satisfies Record<ClassFormProblemCode, unknown>;
