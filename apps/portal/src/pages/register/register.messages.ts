import { defineMessages } from 'react-intl';

/** The register wizard: index → select → create → creating → success → guide → welcome (issue 21). */
export const registerMessages = {
  ...defineMessages({
    indexHeading: { id: 'portal.register.indexHeading', defaultMessage: 'Open your own academy or store', description: 'Register landing page: heading.' },
    indexIntro: { id: 'portal.register.indexIntro', defaultMessage: 'Create a portal for your learners in a few minutes: your own address, languages, brand colours and home page. You need an account to create one.', description: 'Register landing page: what registering gives you.' },
    indexSignIn: { id: 'portal.register.indexSignIn', defaultMessage: 'Sign in to start', description: 'Register landing page: link to the sign-in page (then back to the wizard).' },
    indexStart: { id: 'portal.register.indexStart', defaultMessage: 'Start', description: 'Register landing page: link into the wizard for a signed-in user.' },
    selectIntro: { id: 'portal.register.selectIntro', defaultMessage: 'Choose what you want to create. You can change the details later.', description: 'Select page: intro.' },
    academyTitle: { id: 'portal.register.academyTitle', defaultMessage: 'Academy', description: 'Select page: the academy choice.' },
    academyText: { id: 'portal.register.academyText', defaultMessage: 'A school portal with courses, classes, exams and live lectures for your learners.', description: 'Select page: what an academy is.' },
    storeTitle: { id: 'portal.register.storeTitle', defaultMessage: 'Store', description: 'Select page: the store choice.' },
    storeText: { id: 'portal.register.storeText', defaultMessage: 'A store that sells courses and memberships to anyone, with its own market settings.', description: 'Select page: what a store is.' },
    resumeAction: { id: 'portal.register.resumeAction', defaultMessage: 'Continue where you left off', description: 'Button: resume the saved draft.' },
    startOver: { id: 'portal.register.startOver', defaultMessage: 'Start over', description: 'Button: discard the saved draft.' },
    unnamed: { id: 'portal.register.unnamed', defaultMessage: 'no name yet', description: 'Stands in for the name of a draft school that has none yet.' },
    schoolName: { id: 'portal.register.schoolName', defaultMessage: 'School name', description: 'Create form: the group of the school’s name fields, one per language (the default language’s required).' },
    slugLabel: { id: 'portal.register.slugLabel', defaultMessage: 'Address', description: 'Create form field: the school’s web address (slug).' },
    slugHelp: { id: 'portal.register.slugHelp', defaultMessage: 'Letters a–z, digits and hyphens, 3–40 characters.', description: 'Help under the address field.' },
    slugChecking: { id: 'portal.register.slugChecking', defaultMessage: 'Checking the address…', description: 'The address is being checked with the server.' },
    slugLength: { id: 'portal.register.slug.length', defaultMessage: 'The address must be 3–40 characters long.', description: 'Address refused: length.' },
    slugCharacters: { id: 'portal.register.slug.characters', defaultMessage: 'The address may contain only the letters a–z, digits and hyphens.', description: 'Address refused: characters.' },
    slugConfusable: { id: 'portal.register.slug.confusable', defaultMessage: 'The address contains a letter that only looks like a Latin letter (for example Cyrillic or Greek). Type it with a–z.', description: 'Address refused: look-alike letters.' },
    slugInvisible: { id: 'portal.register.slug.invisible', defaultMessage: 'The address contains an invisible or direction-changing character.', description: 'Address refused: invisible characters.' },
    slugHyphen: { id: 'portal.register.slug.hyphen', defaultMessage: 'The address cannot start or end with a hyphen or contain two hyphens in a row.', description: 'Address refused: hyphens.' },
    slugReserved: { id: 'portal.register.slug.reserved', defaultMessage: 'This address is reserved for the platform.', description: 'Address refused: reserved word.' },
    slugTaken: { id: 'portal.register.slug.taken', defaultMessage: 'Another school already uses this address.', description: 'Address refused: taken.' },
    regionLabel: { id: 'portal.register.regionLabel', defaultMessage: 'Region', description: 'Create form: where the school is.' },
    regionMainland: { id: 'portal.register.regionMainland', defaultMessage: 'Mainland China', description: 'Region choice.' },
    regionOverseas: { id: 'portal.register.regionOverseas', defaultMessage: 'Outside mainland China', description: 'Region choice.' },
    localeLabel: { id: 'portal.register.localeLabel', defaultMessage: 'Default language', description: 'Create form field: the school’s default language.' },
    localeHelp: { id: 'portal.register.localeHelp', defaultMessage: 'Visitors see this language first and can switch to the others.', description: 'Help under the default language field.' },
    timeZoneLabel: { id: 'portal.register.timeZoneLabel', defaultMessage: 'Time zone', description: 'Create form field: the school’s time zone.' },
    logoLabel: { id: 'portal.register.logoLabel', defaultMessage: 'Logo (optional)', description: 'Create form: the logo picker.' },
    logoHelp: { id: 'portal.register.logoHelp', defaultMessage: 'PNG or JPEG, up to 2 MB.', description: 'Help under the logo picker.' },
    logoUploading: { id: 'portal.register.logoUploading', defaultMessage: 'Uploading the logo…', description: 'The logo is being uploaded.' },
    logoRemove: { id: 'portal.register.logoRemove', defaultMessage: 'Remove the logo', description: 'Button: remove the chosen logo.' },
    logoTooLarge: { id: 'portal.register.logoTooLarge', defaultMessage: 'The logo is larger than 2 MB.', description: 'Logo refused: too large.' },
    logoWrongType: { id: 'portal.register.logoWrongType', defaultMessage: 'The logo must be a PNG or JPEG image.', description: 'Logo refused: not PNG/JPEG.' },
    logoAlt: { id: 'portal.register.logoAlt', defaultMessage: 'The chosen logo', description: 'Alt text of the logo preview.' },
    contactHeading: { id: 'portal.register.contactHeading', defaultMessage: 'How we reach you', description: 'Create form: heading of the contact fields.' },
    contactName: { id: 'portal.register.contactName', defaultMessage: 'Your name', description: 'Create form field: the creator’s name.' },
    contactEmail: { id: 'portal.register.contactEmail', defaultMessage: 'E-mail', description: 'Create form field: the creator’s e-mail.' },
    contactMobile: { id: 'portal.register.contactMobile', defaultMessage: 'Mobile number', description: 'Create form field: the creator’s mobile number.' },
    contactHelp: { id: 'portal.register.contactHelp', defaultMessage: 'Give an e-mail address or a mobile number.', description: 'Help/error: one of e-mail or mobile is needed.' },
    codeLabel: { id: 'portal.register.codeLabel', defaultMessage: 'Activation code', description: 'Create form field: the activation code.' },
    codeHelp: { id: 'portal.register.codeHelp', defaultMessage: 'This platform needs an activation code to create a school.', description: 'Help under the activation code field.' },
    codeCheck: { id: 'portal.register.codeCheck', defaultMessage: 'Check the code', description: 'Button: check what an activation code unlocks.' },
    required: { id: 'portal.register.required', defaultMessage: 'Fill in this field.', description: 'A required field is empty.' },
    draftSaved: { id: 'portal.register.draftSaved', defaultMessage: 'Your answers are kept: you can come back to them later, in any tab.', description: 'The form is saved on the server as the user types.' },
    notCreated: { id: 'portal.register.notCreated', defaultMessage: 'The school could not be created', description: 'Banner title: creating failed.' },
    stepSchool: { id: 'portal.register.step.school', defaultMessage: 'Creating the school and making you its administrator', description: 'Provisioning step.' },
    stepHomePage: { id: 'portal.register.step.homePage', defaultMessage: 'Building a starter home page', description: 'Provisioning step.' },
    stepTheme: { id: 'portal.register.step.theme', defaultMessage: 'Applying the default theme', description: 'Provisioning step.' },
    stepFooter: { id: 'portal.register.step.footer', defaultMessage: 'Adding the footer', description: 'Provisioning step.' },
    stepLanguages: { id: 'portal.register.step.languages', defaultMessage: 'Setting up the languages', description: 'Provisioning step.' },
    stepStore: { id: 'portal.register.step.store', defaultMessage: 'Setting up the store', description: 'Provisioning step.' },
    stepDone: { id: 'portal.register.stepDone', defaultMessage: 'Done', description: 'Status of a finished step or checklist item.' },
    stepWaiting: { id: 'portal.register.stepWaiting', defaultMessage: 'Waiting', description: 'Status of a step not finished yet.' },
    progressLabel: { id: 'portal.register.progressLabel', defaultMessage: 'Setting up', description: 'Label of the progress bar.' },
    creatingFailed: { id: 'portal.register.creatingFailed', defaultMessage: 'Setting up stopped', description: 'Banner title: provisioning failed.' },
    retry: { id: 'portal.register.retry', defaultMessage: 'Try again', description: 'Button: retry creating (the same school, never a second one).' },
    backToForm: { id: 'portal.register.backToForm', defaultMessage: 'Back to the form', description: 'Link: back to the create form.' },
    openPortal: { id: 'portal.register.openPortal', defaultMessage: 'Open the portal', description: 'Link to the new school’s portal.' },
    openGuide: { id: 'portal.register.openGuide', defaultMessage: 'First steps', description: 'Link to the getting-started guide.' },
    itemDecorate: { id: 'portal.register.item.decorate', defaultMessage: 'Decorate the home page', description: 'Guide item: open the decoration editor.' },
    itemInvite: { id: 'portal.register.item.invite', defaultMessage: 'Invite lecturers and learners', description: 'Guide item: invite people.' },
    itemCreateClass: { id: 'portal.register.item.createClass', defaultMessage: 'Create your first class', description: 'Guide item: create a class.' },
    itemTodo: { id: 'portal.register.itemTodo', defaultMessage: 'To do', description: 'Status of a checklist item not done yet.' },
    toWelcome: { id: 'portal.register.toWelcome', defaultMessage: 'Go to the welcome page', description: 'Link from the guide to the welcome page.' },
    welcomeIntro: { id: 'portal.register.welcomeIntro', defaultMessage: 'Your school is set up. Here is where to go next.', description: 'Welcome page intro.' },
    nextClasses: { id: 'portal.register.nextClasses', defaultMessage: 'Run classes', description: 'Welcome page link: the lecturing center.' },
    noSchool: { id: 'portal.register.noSchool', defaultMessage: 'You administer no school yet.', description: 'Guide/welcome without a school.' },
    createOne: { id: 'portal.register.createOne', defaultMessage: 'Create one', description: 'Link to the wizard.' },
  }),
  ...defineMessages<{
    resume: { kind: string; name: string };
    slugAvailable: { slug: string };
    codeUnlocks: { plan: string; members: number; until: Date };
    submit: { kind: string };
    creatingIntro: { name: string };
    successIntro: { name: string };
    guideIntro: { name: string };
    guideProgress: { done: number; total: number };
    welcomeHeading: { name: string };
  }>({
    resume: { id: 'portal.register.resume', defaultMessage: 'You have an unfinished {kind, select, store {store} other {academy}}: {name}.', description: 'Banner: a saved wizard draft exists. {name} is what the user typed, or empty.' },
    slugAvailable: { id: 'portal.register.slugAvailable', defaultMessage: 'This address is free: {slug}', description: 'The address can be used; {slug} is the normalized address.' },
    codeUnlocks: { id: 'portal.register.codeUnlocks', defaultMessage: 'Unlocks {plan}: up to {members, number} members, valid until {until, date, long}.', description: 'What an activation code unlocks.' },
    submit: { id: 'portal.register.submit', defaultMessage: 'Create {kind, select, store {the store} other {the academy}}', description: 'Create form: submit button.' },
    creatingIntro: { id: 'portal.register.creatingIntro', defaultMessage: 'Setting up {name}. This takes a few seconds.', description: 'Creating page intro.' },
    successIntro: { id: 'portal.register.successIntro', defaultMessage: '{name} is ready, and you are its administrator.', description: 'Success page intro.' },
    guideIntro: { id: 'portal.register.guideIntro', defaultMessage: 'Three steps to get {name} going. Each is ticked as soon as it is done.', description: 'Guide page intro.' },
    guideProgress: { id: 'portal.register.guideProgress', defaultMessage: '{done, number} of {total, number} done', description: 'Guide: how many steps are done.' },
    welcomeHeading: { id: 'portal.register.welcomeHeading', defaultMessage: 'Welcome to {name}', description: 'Welcome page heading.' },
  }),
};

export const registerExtraMessages = defineMessages({
  nameTaken: { id: 'portal.register.nameTaken', defaultMessage: 'Another school already has this name.', description: 'Create refused: the name is taken.' },
  nameShort: { id: 'portal.register.nameShort', defaultMessage: 'Use at least 2 characters.', description: 'A name is too short.' },
});
