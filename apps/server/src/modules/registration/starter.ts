import type { FooterConfig, PageComposition } from '@academy/contract';

/**
 * What a new school starts with: a home page the decoration editor opens as it is (banner, navigation, newest
 * content, rankings), the header navigation and footer template 1. The school's names go in where visitors see them.
 */
export function starterComposition(): PageComposition {
  const title = (name: string, nameEn: string) => ({ name, nameEn });
  return {
    sections: [
      { id: 'banner', type: 'banner', audience: 1, slides: [{ ...title('欢迎', 'Welcome'), imageUrl: '/static/covers/banner-1.svg', href: null }] },
      { id: 'nav', type: 'navigation', audience: 1 },
      { id: 'newest', type: 'cards', cardKind: 1, title: title('最新内容', 'Newest'), titleMode: 1, columns: 4, audience: 1, source: { resourceType: 0, sort: 0, zone: 0, categoryIds: [], count: 8 } },
      { id: 'rankings', type: 'ranking', title: title('排行榜', 'Leaderboards'), audience: 1, period: 3, kind: 1, range: 4, lists: ['newCourses', 'hotCourses'] },
    ],
  };
}

export const starterNavigation = (schoolId: string) => [
  { id: 'home', name: '首页', nameEn: 'Home', href: `/portal/${schoolId}` },
  { id: 'courses', name: '课程', nameEn: 'Courses', href: `/portal/${schoolId}/more?type=1` },
  { id: 'live', name: '直播', nameEn: 'Live', href: `/portal/${schoolId}/more?type=4` },
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
