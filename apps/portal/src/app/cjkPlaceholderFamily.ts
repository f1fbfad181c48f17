/** The placeholder font's family name, as the token font stacks list it (tokens/primitive/typography.json). */
export const CJK_PLACEHOLDER_FAMILY = 'Academy CJK Placeholder';
