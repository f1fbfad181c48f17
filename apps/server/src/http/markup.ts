/** Text made safe inside HTML or XML, in an element or a quoted attribute: the five markup characters as references. */
export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
