import { z } from './zod.ts';
import { MAX_SLIDE_CAPTION, MAX_SLIDE_LINK } from '@academy/rules';
import { LocalizedName, LocalizedTexts } from './common.ts';

/** Spec §3 enumerations used on the wire. */
export const ResourceType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(10), z.literal(11), z.literal(12), z.literal(17)]);
export const CardKind = z.number().int().min(1).max(9);
export const Columns = z.number().int().min(2).max(5);
export const Audience = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const TitleMode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const Zone = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const PortalSort = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const Currency = z.enum(['CNY', 'EUR', 'GBP', 'JPY', 'USD']);

/** What a card shows (kinds of content beyond the §3 resource types: articles, Q&A, short videos). */
export const ContentKind = z.enum(['course', 'exam', 'knowledge', 'live', 'class', 'article', 'question', 'shortVideo', 'topic']);

export const Resource = LocalizedName.extend({
  id: z.string(),
  resourceType: ResourceType,
  contentKind: ContentKind,
  coverUrl: z.string().nullable(),
  views: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5).nullable(),
  createdAt: z.string(),
  liveStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  liveStartAt: z.string().nullable(),
  enrolled: z.boolean().nullable(),
  zone: Zone,
  price: z.number().nonnegative().nullable(),
  currency: Currency.nullable(),
  audience: Audience,
  durationSeconds: z.number().int().nonnegative().nullable(),
  author: z.string().nullable(),
  categoryIds: z.array(z.number().int()),
  /** A class card (contentKind 'class') opens this class: /portal/{school}/class-view/{classId} (issue 19). */
  classId: z.string().nullable().optional(),
});
export type Resource = z.infer<typeof Resource>;

export const DataSource = z.object({
  resourceType: ResourceType,
  contentKind: ContentKind.optional(),
  sort: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  zone: Zone,
  categoryIds: z.array(z.number().int()).max(20),
  count: z.number().int().min(1).max(20),
});

export const CardSection = z.object({
  id: z.string(),
  type: z.literal('cards'),
  cardKind: CardKind,
  title: LocalizedName,
  titleMode: TitleMode,
  columns: Columns,
  audience: Audience,
  source: DataSource,
});
export const RankingSection = z.object({
  id: z.string(),
  type: z.literal('ranking'),
  title: LocalizedName,
  audience: Audience,
  period: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  range: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  lists: z.array(z.enum(['newCourses', 'hotCourses', 'hotKnowledge', 'traineePoints'])).min(1),
});
export const BannerSection = z.object({
  id: z.string(),
  type: z.literal('banner'),
  audience: Audience,
  // As long as the editor's fields let them be (its maxLength): a client that skips the editor is refused the same.
  slides: z.array(z.object({ name: z.string().max(MAX_SLIDE_CAPTION).nullish(), nameEn: z.string().max(MAX_SLIDE_CAPTION).nullish(), names: LocalizedTexts(MAX_SLIDE_CAPTION).nullish(), imageUrl: z.string(), href: z.string().max(MAX_SLIDE_LINK).nullable() })).min(1).max(8),
});
export const NavigationSection = z.object({ id: z.string(), type: z.literal('navigation'), audience: Audience });
export const Section = z.discriminatedUnion('type', [CardSection, RankingSection, BannerSection, NavigationSection]);
export type Section = z.infer<typeof Section>;
/** Brand colours by whitelisted token path (the server checks the whitelist), #rrggbb or #rrggbbaa. */
const ThemeColors = z.record(z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/).max(64), z.string().regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Not a #rrggbb colour'));
/** The school's brand colours as edited with the page; releasing the page makes them the school's theme. */
export const PageTheme = z.object({ light: ThemeColors, dark: ThemeColors.optional() });
export const PageComposition = z.object({ sections: z.array(Section).max(40), theme: PageTheme.optional() });
export type PageComposition = z.infer<typeof PageComposition>;

export const Page = z.object({ id: z.string(), schoolId: z.string(), version: z.number().int(), status: z.enum(['draft', 'released']), composition: PageComposition, updatedAt: z.string() });

export const RankingEntry = z.object({ rank: z.number().int(), id: z.string(), name: z.string().nullish(), nameEn: z.string().nullish(), value: z.number(), isMe: z.boolean() });
export const Leaderboard = z.object({ list: z.enum(['newCourses', 'hotCourses', 'hotKnowledge', 'traineePoints']), entries: z.array(RankingEntry) });

export const NavigationItem = LocalizedName.extend({ id: z.string(), href: z.string() });

/** A facet of the category tree and the categories under it. */
export const CategoryFacet = LocalizedName.extend({ id: z.number().int(), children: z.array(LocalizedName.extend({ id: z.number().int() })) });

export const FooterConfig = z.object({
  templates: z.array(z.object({ type: z.number().int(), isUsed: z.boolean() })),
  copyright: z.object({ company: z.string().nullish(), beian: z.string().nullish(), registerSystemInfo: z.string().nullish(), support: z.string().nullish() }),
  footerNavigations: z.array(
    z.object({
      showName: z.string(),
      relateType: z.enum(['centerGuide', 'stuGuide', 'manGuide', 'feedback', 'cookieSettings', 'cookiePolicy', 'privacy', 'custom']),
      relateUrl: z.string().nullish(),
      children: z.array(z.object({ showName: z.string(), relateType: z.string(), relateUrl: z.string().nullish() })).optional(),
    }),
  ),
  footerQrCodes: z.array(z.object({ showName: z.string(), url: z.string(), urlEn: z.string().nullish(), urlMobile: z.string().nullish(), explainMobile: z.string().nullish() })),
  showVersion: z.boolean(),
  version: z.string().nullish(),
});
export type FooterConfig = z.infer<typeof FooterConfig>;

export const Bulletin = z.object({ id: z.string(), content: z.string(), startTime: z.string(), endTime: z.string(), status: z.number().int() });
export type Bulletin = z.infer<typeof Bulletin>;
