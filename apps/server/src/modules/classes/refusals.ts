import { defineMessages } from '../../http/words.ts';

/** Refusals several files of the class model share (each file's own are at its top). */
export const classRefusals = defineMessages({
  noSuchClass: { id: 'server.classes.noSuchClass', defaultMessage: 'No such class in this school.' },
});
