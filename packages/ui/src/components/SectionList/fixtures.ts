import { addSection, defaultSection, SECTION_KINDS, type CardSection, type PageComposition, type RankingSection, type Section } from '@academy/rules';

/** A school's home page as an administrator might have composed it (stories and tests). */
export const samplePage: PageComposition = {
  sections: [
    { id: 'banner-1', type: 'banner', audience: 1, slides: [{ name: '春季学期', nameEn: 'Spring term', imageUrl: '/banner.png', href: null }] },
    { id: 'navigation-1', type: 'navigation', audience: 1 },
    { ...(defaultSection(1, 'cards-1') as CardSection), title: { name: '推荐学习', nameEn: 'Recommended for you' } },
    { ...(defaultSection(4, 'cards-2') as CardSection), audience: 2 },
    { ...(defaultSection('ranking', 'ranking-1') as RankingSection), lists: ['hotCourses', 'traineePoints'] },
    { ...(defaultSection(8, 'cards-3') as CardSection), audience: 3, columns: 2 },
  ],
};

/** One section of every kind the Add menu offers (twelve); the banner has its image, as the editor gives it one. */
export const everyKindPage: PageComposition = SECTION_KINDS.reduce<PageComposition>((page, kind) => addSection(page, kind, undefined, { bannerImageUrl: '/banner.png' }), { sections: [] });

/** Categories a school might offer for the data-source filter. */
export const sampleCategories = [
  { id: 11, name: 'Leadership' },
  { id: 12, name: 'Data and AI' },
  { id: 13, name: 'Cloud' },
  { id: 14, name: 'Sales' },
  { id: 15, name: 'Safety' },
  { id: 16, name: 'Languages' },
];

export const cardSection = (overrides: Partial<CardSection> = {}): CardSection => ({ ...(defaultSection(4, 'cards-2') as CardSection), ...overrides });
export const rankingSection = (overrides: Partial<RankingSection> = {}): RankingSection => ({ ...(defaultSection('ranking', 'ranking-1') as RankingSection), ...overrides });
export const sectionOf = (kind: Parameters<typeof defaultSection>[0], id: string): Section => defaultSection(kind, id);
