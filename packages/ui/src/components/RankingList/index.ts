export { RankingList, RANKING_LIMIT, type RankingListProps, type RankingListKind, type RankingEntry } from './RankingList.tsx';
