export { SectionList, type SectionListProps } from './SectionList.tsx';
export { sectionKindMessages } from './SectionList.messages.ts';
export { sectionKindMessage, sectionDisplayName, audienceMessages } from './sectionLabels.ts';
