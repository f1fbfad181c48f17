// Its own module: the start page needs only this (redirect targets), and a module is bundled whole.

/** Control characters no title or search may hold (tab and line breaks aside): the server refuses them. */
// eslint-disable-next-line no-control-regex -- that is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
