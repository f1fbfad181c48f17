import { defineMessages } from 'react-intl';

/** The complaint report page (complaintReport/{schoolId}). */
export const complaintMessages = {
  ...defineMessages<{
    reporting: { name: string };
    removeImage: { name: string };
    imagesHelp: { max: number };
  }>({
    reporting: { id: 'portal.complaint.reporting', defaultMessage: 'You are reporting: {name}', description: 'What is reported, by name.' },
    removeImage: { id: 'portal.complaint.removeImage', defaultMessage: 'Remove {name}', description: 'Button: remove one attached image; {name} is its file name.' },
    imagesHelp: { id: 'portal.complaint.imagesHelp', defaultMessage: 'Up to {max} images: PNG, JPEG or GIF.', description: 'Help next to the evidence images.' },
  }),
  ...defineMessages({
    title: { id: 'portal.complaint.title', defaultMessage: 'Report a problem', description: 'Heading of the complaint report form.' },
    noTarget: { id: 'portal.complaint.noTarget', defaultMessage: 'Open this form from the course, post or person you want to report.', description: 'The form was opened without saying what is reported.' },
    'type.resource': { id: 'portal.complaint.type.resource', defaultMessage: 'Content', description: 'Kind of reported thing: a course or other resource.' },
    'type.post': { id: 'portal.complaint.type.post', defaultMessage: 'Post', description: 'Kind of reported thing: a post.' },
    'type.user': { id: 'portal.complaint.type.user', defaultMessage: 'Person', description: 'Kind of reported thing: a user.' },
    reason: { id: 'portal.complaint.reason', defaultMessage: 'Reason', description: 'Field: why it is reported.' },
    'reason.spam': { id: 'portal.complaint.reason.spam', defaultMessage: 'Spam or advertising', description: 'Complaint reason.' },
    'reason.abuse': { id: 'portal.complaint.reason.abuse', defaultMessage: 'Harassment or hate', description: 'Complaint reason.' },
    'reason.illegal': { id: 'portal.complaint.reason.illegal', defaultMessage: 'Illegal content', description: 'Complaint reason.' },
    'reason.copyright': { id: 'portal.complaint.reason.copyright', defaultMessage: 'Copyright infringement', description: 'Complaint reason.' },
    'reason.privacy': { id: 'portal.complaint.reason.privacy', defaultMessage: 'Private information exposed', description: 'Complaint reason.' },
    'reason.misleading': { id: 'portal.complaint.reason.misleading', defaultMessage: 'Misleading or false', description: 'Complaint reason.' },
    'reason.other': { id: 'portal.complaint.reason.other', defaultMessage: 'Something else', description: 'Complaint reason.' },
    description: { id: 'portal.complaint.description', defaultMessage: 'What is wrong?', description: 'Field: the description of the problem.' },
    images: { id: 'portal.complaint.images', defaultMessage: 'Evidence images', description: 'Group label: screenshots or photos attached to the report.' },
    addImage: { id: 'portal.complaint.addImage', defaultMessage: 'Add an image', description: 'Button: attach an image.' },
    contact: { id: 'portal.complaint.contact', defaultMessage: 'The school may contact me about this report', description: 'Checkbox: permission to be contacted.' },
    submit: { id: 'portal.complaint.submit', defaultMessage: 'Send report', description: 'Button: send the complaint report.' },
    received: { id: 'portal.complaint.received', defaultMessage: 'Received. The school’s administrators will look into it.', description: 'Shown after a report was stored.' },
    reasonMissing: { id: 'portal.complaint.reasonMissing', defaultMessage: 'Choose why you report it.', description: 'Error under the reasons when the report was sent without one.' },
    descriptionMissing: { id: 'portal.complaint.descriptionMissing', defaultMessage: 'Describe what is wrong.', description: 'Error under the description when the report was sent without one.' },
    imageNotAdded: { id: 'portal.complaint.imageNotAdded', defaultMessage: 'The image was not added.', description: 'Title of the error shown when an evidence image could not be uploaded (the report itself is not sent yet); the reason follows.' },
    notSent: { id: 'portal.complaint.notSent', defaultMessage: 'The report was not sent. Your text is kept: check it and try again.', description: 'Error above the form when sending failed.' },
    back: { id: 'portal.complaint.back', defaultMessage: 'Back to the school', description: 'Link: back to the school’s home page.' },
    adminTitle: { id: 'portal.complaint.adminTitle', defaultMessage: 'Reports received', description: 'Heading of the administrators’ list of complaint reports.' },
    adminEmpty: { id: 'portal.complaint.adminEmpty', defaultMessage: 'No reports so far.', description: 'The administrators’ list of reports is empty.' },
    reporter: { id: 'portal.complaint.reporter', defaultMessage: 'Reported by', description: 'Who sent a report.' },
  }),
};
