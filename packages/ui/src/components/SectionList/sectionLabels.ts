import type { IntlShape, MessageDescriptor } from 'react-intl';
import { localizedName, sectionKind, type LocaleCode, type Section, type SectionKind } from '@academy/rules';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { sectionKindMessages } from './SectionList.messages.ts';

/** The translated name of a kind of section (the nine card kinds, ranking, banner, navigation). */
export function sectionKindMessage(kind: SectionKind | undefined): MessageDescriptor {
  if (kind === undefined) return sectionKindMessages.unknown;
  return typeof kind === 'number' ? sectionKindMessages[`kind${kind}`] : sectionKindMessages[kind];
}

/** What the editor calls a section: its title in the reader's language, or else the name of its kind. */
export function sectionDisplayName(section: Section, locale: LocaleCode, intl: IntlShape): string {
  const title = section.type === 'cards' || section.type === 'ranking' ? localizedName(section.title, locale) : '';
  return title || intl.formatMessage(sectionKindMessage(sectionKind(section)));
}

/** Spec §3 audience as the badges name it: all 1, members 2, visitors 3. */
export const audienceMessages: Record<1 | 2 | 3, MessageDescriptor> = {
  1: resourceStatusMessages.audienceAll,
  2: resourceStatusMessages.audienceMembers,
  3: resourceStatusMessages.audienceVisitors,
};
