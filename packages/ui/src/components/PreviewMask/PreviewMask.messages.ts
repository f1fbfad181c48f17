import { defineMessages } from 'react-intl';

export const previewMaskMessages = defineMessages({
  notice: { id: 'ui.previewMask.notice', defaultMessage: 'Preview — links and buttons are turned off', description: 'Notice on the preview mask (isVisit=true, spec §2).' },
});
