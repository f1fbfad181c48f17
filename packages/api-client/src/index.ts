export { callPath, PRIMED_ANSWERS_ID, createClient, createApi, ApiError, type Client, type ClientOptions, type CallInput, type Api } from './client.ts';
export { loadSections, resourceSort, type CardsData, type RankingData, type SectionData } from './homeSections.ts';
export { refusalDetails, refusalReason } from './refusals.ts';
