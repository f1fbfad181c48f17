import { defineMessages, type PrimitiveType } from 'react-intl';

export const communityMessages = {
  ...defineMessages({
    heading: { id: 'community.heading', defaultMessage: 'Community', description: 'Heading of the school community page.' },
    intro: { id: 'community.intro', defaultMessage: 'Share what you learn, ask questions and join activities.', description: 'Line under the community heading.' },
    sectionsHeading: { id: 'community.sectionsHeading', defaultMessage: 'Sections', description: 'Heading of the list of community sections (topics).' },
    filterLabel: { id: 'community.filterLabel', defaultMessage: 'Show posts', description: 'Accessible name of the list of filters (all posts, my posts, one section).' },
    allPosts: { id: 'community.allPosts', defaultMessage: 'All posts', description: 'Filter: every post of the community.' },
    myPosts: { id: 'community.myPosts', defaultMessage: 'My posts', description: 'Filter and heading: only the posts I wrote.' },
    subscribe: { id: 'community.subscribe', defaultMessage: 'Subscribe', description: 'Button: subscribe to a section of the community.' },
    unsubscribe: { id: 'community.unsubscribe', defaultMessage: 'Unsubscribe', description: 'Button: stop the subscription to a section.' },
    postsHeading: { id: 'community.postsHeading', defaultMessage: 'Latest posts', description: 'Heading of the list of posts (all sections).' },
    noPosts: { id: 'community.noPosts', defaultMessage: 'No posts yet', description: 'Empty list of posts.' },
    noPostsHint: { id: 'community.noPostsHint', defaultMessage: 'Be the first to write one.', description: 'Under “No posts yet”.' },
    activity: { id: 'community.activity', defaultMessage: 'Activity', description: 'Badge of a post that is an activity people enrol in.' },
    pending: { id: 'community.pending', defaultMessage: 'Waiting for review', description: 'Badge of my post the school has not approved yet.' },
    aMember: { id: 'community.aMember', defaultMessage: 'A member', description: 'The author of a post or comment whose name is unknown.' },
    pages: { id: 'community.pages', defaultMessage: 'Pages of posts', description: 'Accessible name of the pagination under the posts.' },
    newPostHeading: { id: 'community.newPostHeading', defaultMessage: 'Write a post', description: 'Heading of the form that writes a new post.' },
    titleLabel: { id: 'community.titleLabel', defaultMessage: 'Title', description: 'Field: the title of a new post.' },
    sectionLabel: { id: 'community.sectionLabel', defaultMessage: 'Section', description: 'Field: the section a new post goes in.' },
    chooseSection: { id: 'community.chooseSection', defaultMessage: 'Choose a section', description: 'Placeholder of the section field.' },
    contentLabel: { id: 'community.contentLabel', defaultMessage: 'Content', description: 'Field: the text of a new post.' },
    isActivity: { id: 'community.isActivity', defaultMessage: 'This is an activity people can enrol in', description: 'Checkbox: the new post is an activity with a number of places.' },
    capacityLabel: { id: 'community.capacityLabel', defaultMessage: 'Places', description: 'Field: how many people can enrol in the activity.' },
    sectionError: { id: 'community.sectionError', defaultMessage: 'Choose the section your post goes in.', description: 'Error of the section field.' },
    publish: { id: 'community.publish', defaultMessage: 'Publish', description: 'Button: publish the new post.' },
    published: { id: 'community.published', defaultMessage: 'Your post is published.', description: 'Toast after publishing a post.' },
    pendingNotice: { id: 'community.pendingNotice', defaultMessage: 'Your post is waiting for review. Only you can see it until the school approves it.', description: 'Shown after writing a post when the school reviews posts first, and on such a post.' },
    failed: { id: 'community.failed', defaultMessage: 'That did not work. Please try again.', description: 'Toast when a community call fails.' },
    signInToWrite: { id: 'community.signInToWrite', defaultMessage: 'Sign in to write posts and subscribe to sections', description: 'Link to sign in, shown instead of the new-post form.' },
    signInToAct: { id: 'community.signInToAct', defaultMessage: 'Sign in to comment or enrol', description: 'Link to sign in, shown on a post instead of the comment form.' },
    back: { id: 'community.back', defaultMessage: 'Back to the community', description: 'Link from a post back to the community.' },
    commentsHeading: { id: 'community.commentsHeading', defaultMessage: 'Comments', description: 'Heading of the comments of a post.' },
    noComments: { id: 'community.noComments', defaultMessage: 'No comments yet.', description: 'A post without comments.' },
    commentLabel: { id: 'community.commentLabel', defaultMessage: 'Your comment', description: 'Field: a new comment.' },
    sendComment: { id: 'community.sendComment', defaultMessage: 'Comment', description: 'Button: post the comment.' },
    commented: { id: 'community.commented', defaultMessage: 'Your comment is posted.', description: 'Toast after commenting.' },
    enrol: { id: 'community.enrol', defaultMessage: 'Enrol', description: 'Button: enrol in an activity.' },
    enrolled: { id: 'community.enrolled', defaultMessage: 'You are enrolled', description: 'Shown on an activity I enrolled in.' },
    enrolledToast: { id: 'community.enrolledToast', defaultMessage: 'You are enrolled in this activity.', description: 'Toast after enrolling.' },
    full: { id: 'community.full', defaultMessage: 'This activity is full.', description: 'An activity with no places left.' },
    closed: { id: 'community.closed', defaultMessage: 'Enrolment in this activity has closed.', description: 'An activity whose enrolment time has passed.' },
    already: { id: 'community.already', defaultMessage: 'You are already enrolled in this activity.', description: 'Enrolling twice.' },
    notEnrolled: { id: 'community.notEnrolled', defaultMessage: 'You are not enrolled in this activity.', description: 'Cancelling an enrolment that no longer exists (cancelled elsewhere).' },
    cancelEnrolment: { id: 'community.cancelEnrolment', defaultMessage: 'Cancel enrolment', description: 'Button on an activity I enrolled in (and the confirm button of its dialog): give my place back.' },
    cancelTitle: { id: 'community.cancelTitle', defaultMessage: 'Cancel your enrolment?', description: 'Title of the confirmation before cancelling an enrolment in an activity.' },
    cancelBody: { id: 'community.cancelBody', defaultMessage: 'Your place goes back to the others. If the activity fills up meanwhile, you cannot enrol again.', description: 'Body of the confirmation before cancelling an enrolment in an activity.' },
    keepPlace: { id: 'community.keepPlace', defaultMessage: 'Keep my place', description: 'Button that closes the cancel-enrolment confirmation without cancelling.' },
    cancelledToast: { id: 'community.cancelledToast', defaultMessage: 'Your enrolment is cancelled.', description: 'Toast after cancelling an enrolment in an activity.' },
  }),
  ...defineMessages<{
    sectionPosts: { count: number };
    subscribeTo: { name: string };
    unsubscribeFrom: { name: string };
    subscribed: { name: string };
    unsubscribed: { name: string };
    postsIn: { name: string };
    places: { enrolled: number; capacity: number };
    comments: { count: number };
    byAuthor: { name: string };
    capacityHint: { min: number; max: number };
    titleError: { max: number };
    contentError: { max: number };
    capacityError: { min: number; max: number };
    moderated: { words: string; count: number };
    commentError: { max: number };
    closesAt: { date: PrimitiveType };
  }>({
    sectionPosts: { id: 'community.sectionPosts', defaultMessage: '{count, plural, one {# post} other {# posts}}', description: 'How many published posts a section has.' },
    subscribeTo: { id: 'community.subscribeTo', defaultMessage: 'Subscribe to {name}', description: 'Accessible name of the subscribe button of one section; name is the section.' },
    unsubscribeFrom: { id: 'community.unsubscribeFrom', defaultMessage: 'Unsubscribe from {name}', description: 'Accessible name of the unsubscribe button of one section; name is the section.' },
    subscribed: { id: 'community.subscribed', defaultMessage: 'You subscribed to {name}.', description: 'Toast after subscribing to a section.' },
    unsubscribed: { id: 'community.unsubscribed', defaultMessage: 'You unsubscribed from {name}.', description: 'Toast after unsubscribing from a section.' },
    postsIn: { id: 'community.postsIn', defaultMessage: 'Posts in {name}', description: 'Heading of the list of posts of one section; name is the section.' },
    places: { id: 'community.places', defaultMessage: '{enrolled, number} of {capacity, number} places taken', description: 'How many people enrolled in an activity out of how many places.' },
    comments: { id: 'community.comments', defaultMessage: '{count, plural, =0 {No comments} one {# comment} other {# comments}}', description: 'How many comments a post has.' },
    byAuthor: { id: 'community.byAuthor', defaultMessage: 'by {name}', description: 'Who wrote a post; name is a person.' },
    capacityHint: { id: 'community.capacityHint', defaultMessage: 'From {min, number} to {max, number}.', description: 'Hint under the places field.' },
    titleError: { id: 'community.titleError', defaultMessage: 'Give your post a title of at most {max, number} characters.', description: 'Error of the title field.' },
    contentError: { id: 'community.contentError', defaultMessage: 'Write your post, at most {max, number} characters.', description: 'Error of the content field.' },
    capacityError: { id: 'community.capacityError', defaultMessage: 'Enter a whole number of places from {min, number} to {max, number}.', description: 'Error of the places field.' },
    moderated: { id: 'community.moderated', defaultMessage: 'This cannot be published because it contains {words}. Change {count, plural, one {this word} other {these words}} and try again.', description: 'Shown next to the text when the moderation list refuses it; words is a list of the words found.' },
    commentError: { id: 'community.commentError', defaultMessage: 'Write your comment, at most {max, number} characters.', description: 'Error of the comment field.' },
    closesAt: { id: 'community.closesAt', defaultMessage: 'Enrolment closes {date}', description: 'When enrolment in an activity ends; date is formatted.' },
  }),
};
