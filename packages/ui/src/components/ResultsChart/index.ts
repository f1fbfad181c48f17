export { ResultsChart, type ResultsChartProps, type ResultsRow } from './ResultsChart.tsx';
export { FreeTextAnswers, type FreeTextAnswersProps, type FreeTextAnswer } from './FreeTextAnswers.tsx';
export { sharePercents, type ResultsKind } from './shares.ts';
export { resultsChartMessages } from './ResultsChart.messages.ts';
