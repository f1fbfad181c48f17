import type { FooterConfig, PageComposition } from '@academy/contract';
import { withCompatibleNames, type LocaleCode } from '@academy/rules';
import { defineMessages, wordsIn } from '../../http/words.ts';

/** The starter content's words, in the catalogues' 12 languages: a school gets them in its default language. */
const starterWords = defineMessages({
  welcome: { id: 'server.starter.welcome', defaultMessage: 'Welcome', description: 'Caption of the first banner slide of a new school’s home page.' },
  newest: { id: 'server.starter.newest', defaultMessage: 'Newest', description: 'Title of the section of a new school’s home page that lists the newest content.' },
  leaderboards: { id: 'server.starter.leaderboards', defaultMessage: 'Leaderboards', description: 'Title of the rankings section of a new school’s home page.' },
  home: { id: 'server.starter.home', defaultMessage: 'Home', description: 'Header navigation item of a new school: its home page.' },
  courses: { id: 'server.starter.courses', defaultMessage: 'Courses', description: 'Header navigation item of a new school: the list of courses.' },
  live: { id: 'server.starter.live', defaultMessage: 'Live', description: 'Header navigation item of a new school: the list of live broadcasts.' },
});

/** Starter words as localized content (decision 0040): written in the school's default language only. */
const starterText = (word: keyof typeof starterWords, locale: LocaleCode) => withCompatibleNames({ [locale]: wordsIn(locale, starterWords[word]) }, locale);

/**
 * What a new school starts with: a home page the decoration editor opens as it is (banner, navigation, newest
 * content, rankings), the header navigation and footer template 1, in the school's default language.
 */
export function starterComposition(locale: LocaleCode): PageComposition {
  return {
    sections: [
      { id: 'banner', type: 'banner', audience: 1, slides: [{ ...starterText('welcome', locale), imageUrl: '/static/covers/banner-1.svg', href: null }] },
      { id: 'nav', type: 'navigation', audience: 1 },
      { id: 'newest', type: 'cards', cardKind: 1, title: starterText('newest', locale), titleMode: 1, columns: 4, audience: 1, source: { resourceType: 0, sort: 0, zone: 0, categoryIds: [], count: 8 } },
      { id: 'rankings', type: 'ranking', title: starterText('leaderboards', locale), audience: 1, period: 3, kind: 1, range: 4, lists: ['newCourses', 'hotCourses'] },
    ],
  };
}

export const starterNavigation = (schoolId: string, locale: LocaleCode) => [
  { id: 'home', ...starterText('home', locale), href: `/portal/${schoolId}` },
  { id: 'courses', ...starterText('courses', locale), href: `/portal/${schoolId}/more?type=1` },
  { id: 'live', ...starterText('live', locale), href: `/portal/${schoolId}/more?type=4` },
];

/** Footer template 1: the platform's help, feedback, cookie and privacy links under the school's copyright. */
export const starterFooter = (schoolName: string): FooterConfig => ({
  templates: [{ type: 1, isUsed: true }, { type: 2, isUsed: false }],
  copyright: { company: `© ${new Date().getUTCFullYear()} ${schoolName}`, beian: null, registerSystemInfo: null, support: 'Academy Portal' },
  footerNavigations: [
    { showName: 'Help', relateType: 'centerGuide', relateUrl: null, children: [{ showName: 'Student guide', relateType: 'stuGuide', relateUrl: null }, { showName: 'Manager guide', relateType: 'manGuide', relateUrl: null }] },
    { showName: 'Feedback', relateType: 'feedback', relateUrl: null },
    { showName: 'Cookie settings', relateType: 'cookieSettings', relateUrl: null },
    { showName: 'Cookie policy', relateType: 'cookiePolicy', relateUrl: null },
    { showName: 'Privacy', relateType: 'privacy', relateUrl: '/privacy' },
  ],
  footerQrCodes: [],
  showVersion: false,
  version: null,
});

export const starterMarketConfig = (storeName: string, region: 'mainland' | 'overseas') => ({
  currency: region === 'mainland' ? 'CNY' : 'USD',
  commissionPercent: 10,
  payoutCycle: 'monthly' as const,
  storeName,
  createdAt: new Date().toISOString(),
});
