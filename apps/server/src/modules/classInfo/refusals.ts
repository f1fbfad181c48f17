import { defineMessages } from '../../http/words.ts';

/** Refusals several files of the class pages share (each file defines its own others at its top). */
export const classInfoRefusals = defineMessages({
  classEnded: { id: 'server.classInfo.classEnded', defaultMessage: 'This class has ended.' },
});
