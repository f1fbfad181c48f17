import { defineMessages } from '../../http/words.ts';

/** Refusals the invitation calls share. */
export const inviteRefusals = defineMessages({
  noSuchLink: { id: 'server.invites.noSuchLink', defaultMessage: 'There is no invitation with this link. Check that the whole address was copied.' },
});
