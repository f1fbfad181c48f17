import { defineMessages } from 'react-intl';

export const resultsChartMessages = defineMessages<{
  showTable: Record<string, never>;
  showChart: Record<string, never>;
  respondents: { count: number };
  multipleNote: Record<string, never>;
  mean: { mean: string; max: number };
  empty: Record<string, never>;
  columnOption: Record<string, never>;
  columnCount: Record<string, never>;
  columnShare: Record<string, never>;
  barValue: { count: number; share: string };
  ratingRow: { n: number };
  textAnswers: { count: number };
}>({
  showTable: { id: 'ui.resultsChart.showTable', defaultMessage: 'Show as table', description: 'Button under a survey results chart: show the numbers as a table instead.' },
  showChart: { id: 'ui.resultsChart.showChart', defaultMessage: 'Show as chart', description: 'Button under a survey results table: show them as a bar chart again.' },
  respondents: {
    id: 'ui.resultsChart.respondents',
    defaultMessage: '{count, plural, one {# respondent} other {# respondents}}',
    description: 'How many people answered a survey question, above its results.',
  },
  multipleNote: {
    id: 'ui.resultsChart.multipleNote',
    defaultMessage: 'Several answers allowed, so the shares can add up to more than 100%.',
    description: 'Note under the results of a multiple-choice survey question.',
  },
  mean: { id: 'ui.resultsChart.mean', defaultMessage: 'Average: {mean} of {max, number}', description: 'Average of a 1–5 rating question: "Average: 4.2 of 5".' },
  empty: { id: 'ui.resultsChart.empty', defaultMessage: 'No answers yet', description: 'Survey results of a question nobody has answered yet.' },
  columnOption: { id: 'ui.resultsChart.columnOption', defaultMessage: 'Option', description: 'Column header in survey results: the choice people could pick.' },
  columnCount: { id: 'ui.resultsChart.columnCount', defaultMessage: 'Answers', description: 'Column header in survey results: how many people picked the option.' },
  columnShare: { id: 'ui.resultsChart.columnShare', defaultMessage: 'Share', description: 'Column header in survey results: the percentage of respondents who picked the option.' },
  barValue: { id: 'ui.resultsChart.barValue', defaultMessage: '{count, number} ({share})', description: 'Next to a bar in survey results: count and percentage, "12 (40%)".' },
  ratingRow: { id: 'ui.resultsChart.ratingRow', defaultMessage: '{n, plural, one {# star} other {# stars}}', description: 'Row of a rating question’s results: people who gave this many stars.' },
  textAnswers: {
    id: 'ui.resultsChart.textAnswers',
    defaultMessage: '{count, plural, one {# answer} other {# answers}}',
    description: 'How many written answers a free-text survey question received.',
  },
});
