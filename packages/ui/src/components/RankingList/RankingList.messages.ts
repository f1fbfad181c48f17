import { defineMessages } from 'react-intl';

export const rankingMessages = {
  ...defineMessages({
    newCourses: { id: 'ui.ranking.newCourses', defaultMessage: 'New courses', description: 'Ranking list title: newest courses (top 20).' },
    hotCourses: { id: 'ui.ranking.hotCourses', defaultMessage: 'Popular courses', description: 'Ranking list title: most viewed courses (top 20).' },
    hotKnowledge: { id: 'ui.ranking.hotKnowledge', defaultMessage: 'Popular knowledge', description: 'Ranking list title: most viewed documents (top 20).' },
    traineePoints: { id: 'ui.ranking.traineePoints', defaultMessage: 'Top learners', description: 'Ranking list title: learners with the most points (top 50).' },
    you: { id: 'ui.ranking.you', defaultMessage: 'You', description: 'Badge on the signed-in user’s own row in a ranking.' },
    period: { id: 'ui.ranking.period', defaultMessage: 'Period', description: 'Label of the ranking period choice.' },
    periodMonth: { id: 'ui.ranking.periodMonth', defaultMessage: 'Last month', description: 'Ranking period: the latest month (spec value 2).' },
    periodTotal: { id: 'ui.ranking.periodTotal', defaultMessage: 'All time', description: 'Ranking period: total (spec value 3).' },
    periodLastYear: { id: 'ui.ranking.periodLastYear', defaultMessage: 'Last 12 months', description: 'Ranking period: last year (spec value 4).' },
    periodThisYear: { id: 'ui.ranking.periodThisYear', defaultMessage: 'This year', description: 'Ranking period: this year (spec value 5).' },
    empty: { id: 'ui.ranking.empty', defaultMessage: 'No one is ranked yet', description: 'Empty ranking list.' },
  }),
  ...defineMessages<{ rank: { rank: number }; points: { count: number }; views: { count: string } }>({
    rank: { id: 'ui.ranking.rank', defaultMessage: 'Rank {rank, number}', description: 'Accessible text of a ranking position.' },
    points: { id: 'ui.ranking.points', defaultMessage: '{count, plural, one {# point} other {# points}}', description: 'Learning points of a learner in the ranking.' },
    views: { id: 'ui.ranking.views', defaultMessage: '{count} views', description: 'Views of a course in the ranking (already short-formatted).' },
  }),
};
