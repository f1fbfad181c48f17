/** What a card needs to show one resource (the portal maps the API's resources onto this). */
export type ResourceSummary = {
  id: string;
  name?: string | null | undefined;
  nameEn?: string | null | undefined;
  contentKind: 'course' | 'exam' | 'knowledge' | 'live' | 'class' | 'article' | 'question' | 'shortVideo' | 'topic';
  resourceType: number;
  coverUrl: string | null;
  views: number;
  downloads: number;
  rating: number | null;
  createdAt: string;
  liveStatus: 1 | 2 | 3 | null;
  liveStartAt?: string | null | undefined;
  enrolled: boolean | null;
  zone: 0 | 1 | 2;
  price: number | null;
  currency: 'CNY' | 'EUR' | 'GBP' | 'JPY' | 'USD' | null;
  audience: 1 | 2 | 3;
  durationSeconds: number | null;
  author: string | null;
};
