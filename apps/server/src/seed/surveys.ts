import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { CLASS_DEMO } from './classes.ts';
import { DEMO } from './seed.ts';
import { insertRows } from '../db/insertRows.ts';

/**
 * Satisfaction surveys of the ongoing demo class (issue 19), by the lecturer 13800000002: a named questionnaire
 * (single, multiple, rating, text and an optional text) and an anonymous one (3 questions), both open now for 30
 * days, and a named one that closed yesterday. Every seeded learner enrolled in the class has answered the open ones
 * except `pendingLearner` and the demo learner 13800000001 — so once the demo learner answers, exactly one learner
 * is left to remind. (u-class-learner-30 is not enrolled in the ongoing class, so it answers nothing either.)
 */
export const SURVEY_DEMO = {
  named: '4100000000000000001',
  anonymous: '4100000000000000002',
  closed: '4100000000000000003',
  /** Enrolled in the ongoing class, has not answered the open questionnaires, never reminded. */
  pendingLearner: 'u-class-learner-29',
} as const;

const DAY = 86_400_000;

type Question = { kind: 'single' | 'multiple' | 'rating' | 'text'; title: string; required: boolean; maxLength?: number; options?: string[] };
type Spec = { id: string; title: string; description: string; anonymous: boolean; state: 'open' | 'closed'; questions: Question[] };

const SPECS: Spec[] = [
  {
    id: SURVEY_DEMO.named, title: '课程满意度调查 / Course satisfaction survey', anonymous: false, state: 'open',
    description: '感谢参加本期课程！请花两分钟告诉我们你的感受。Thank you for taking this class — two minutes to tell us how it went.',
    questions: [
      { kind: 'single', title: '整体而言，你对本课程满意吗？ / Overall, how satisfied are you with this class?', required: true, options: ['非常满意 / Very satisfied', '满意 / Satisfied', '一般 / Neutral', '不满意 / Dissatisfied'] },
      { kind: 'multiple', title: '哪些环节对你最有帮助？（可多选） / Which parts helped you most? (choose any)', required: true, options: ['直播授课 / Live lectures', '课后练习 / Exercises', '课件资料 / Courseware', '答疑 / Q&A sessions'] },
      { kind: 'rating', title: '请为讲师的讲解打分 / Rate the lecturer’s explanations', required: true },
      { kind: 'text', title: '你最喜欢本课程的哪一点？ / What did you like most about this class?', required: true, maxLength: 500 },
      { kind: 'text', title: '还有什么建议吗？（选填） / Any other suggestions? (optional)', required: false },
    ],
  },
  {
    id: SURVEY_DEMO.anonymous, title: '匿名教学反馈 / Anonymous teaching feedback', anonymous: true, state: 'open',
    description: '匿名问卷：讲师看不到是谁填写的。Anonymous: the lecturer cannot see who wrote what.',
    questions: [
      { kind: 'rating', title: '课程节奏是否合适？ / Is the pace of the class right?', required: true },
      { kind: 'single', title: '作业量 / The amount of homework', required: true, options: ['太多 / Too much', '适中 / About right', '太少 / Too little'] },
      { kind: 'text', title: '给讲师的匿名建议（选填） / Anonymous advice for the lecturer (optional)', required: false },
    ],
  },
  {
    id: SURVEY_DEMO.closed, title: '开课前问卷 / Before the class starts', anonymous: false, state: 'closed',
    description: '帮助讲师了解你的基础。Helps the lecturer know where you start from.',
    questions: [
      { kind: 'single', title: '你以前写过程序吗？ / Have you programmed before?', required: true, options: ['从未 / Never', '一点点 / A little', '经常 / Often'] },
      { kind: 'text', title: '你希望学到什么？ / What do you hope to learn?', required: true },
    ],
  },
];

const questionId = (spec: Spec, index: number) => `4200000000000000${spec.id.slice(-1)}${String(index + 1).padStart(2, '0')}`;
const optionId = (spec: Spec, question: number, option: number) => `430000000000${spec.id.slice(-1)}${String(question + 1).padStart(2, '0')}${String(option + 1).padStart(4, '0')}`;

/** Free texts by the learner's language (the seeded learners: 10 Chinese, 10 English, then Arabic names). */
const LIKED: string[][] = [
  ['每周的练习题很有针对性，讲解也很清楚。', '直播时可以随时提问，收获很大。', '老师把函数讲得特别透彻。', '课件排版清晰，复习很方便。', '项目实践让我真正用上了 Python。'],
  ['The weekly exercises were exactly at the right level.', 'Being able to ask questions during the live lectures helped a lot.', 'Functions finally make sense to me!', 'Clear slides — easy to revise from.', 'The project made everything click.'],
  ['التمارين الأسبوعية كانت مفيدة جداً.', 'الشرح واضح والمحاضر صبور.', 'أحببت الجلسات المباشرة والأسئلة.', 'المواد منظمة وسهلة المراجعة.', 'المشروع العملي كان أفضل جزء.'],
];
const SUGGESTIONS: string[][] = [
  ['希望能多一些课后答疑时间。', '作业截止时间可以再宽松一点。'],
  ['More time for Q&A after class, please.', 'Could the recordings be available sooner?'],
  ['أتمنى المزيد من الأمثلة العملية.', 'نرجو نشر التسجيلات بسرعة أكبر.'],
];
const ADVICE: string[][] = [
  ['语速可以稍微慢一点。', '多举一些生活中的例子。'],
  ['Slow down a little on the harder topics.', 'More real-world examples would help.'],
  ['يرجى إبطاء الشرح في المواضيع الصعبة.', 'المزيد من الأمثلة من الحياة اليومية.'],
];
const HOPES: string[][] = [['学会用 Python 处理表格数据。', '为转行做准备。'], ['Automate boring tasks at work.', 'Get ready for a data course.'], ['أريد أتمتة عملي اليومي.', 'التحضير لدراسة علم البيانات.']];

type Answer = { question: number; option?: number; rating?: number; text?: string };

/** Varied but fixed answers of the n-th learner (language 0 Chinese, 1 English, 2 Arabic). */
function answersOf(spec: Spec, n: number, language: number): Answer[] {
  const pick = <T>(list: T[]) => list[n % list.length]!;
  if (spec.id === SURVEY_DEMO.named) {
    const answers: Answer[] = [
      { question: 0, option: [0, 0, 1, 1, 0, 2, 1, 0, 3, 1][n % 10] },
      ...[0, 1, 2, 3].filter((option) => (n + option) % 3 !== 0 || option === n % 4).map((option) => ({ question: 1, option })),
      { question: 2, rating: [5, 4, 5, 3, 4, 5, 2, 4, 5, 4][n % 10] },
      { question: 3, text: pick(LIKED[language]!) },
    ];
    if (n % 3 === 0) answers.push({ question: 4, text: pick(SUGGESTIONS[language]!) });
    return answers;
  }
  if (spec.id === SURVEY_DEMO.anonymous) {
    const answers: Answer[] = [{ question: 0, rating: [4, 3, 5, 4, 2, 4, 5, 3][n % 8] }, { question: 1, option: [1, 0, 1, 1, 2, 1, 0][n % 7] }];
    if (n % 4 === 1) answers.push({ question: 2, text: pick(ADVICE[language]!) });
    return answers;
  }
  return [{ question: 0, option: n % 3 }, { question: 1, text: pick(HOPES[language]!) }];
}

/** The window a questionnaire should have now: open ones from yesterday for 30 days, the closed one until yesterday. */
const windowOf = (spec: Spec, today: number) =>
  spec.state === 'open' ? { opens: today - DAY, closes: today + 30 * DAY } : { opens: today - 16 * DAY, closes: today - DAY };

async function insertQuestionnaire(db: Queryable, spec: Spec, today: number, now: number, learners: string[]) {
  const schoolId = DEMO.mainland;
  const { opens, closes } = windowOf(spec, today);
  await db.query(
    'insert into questionnaires (id, class_id, school_id, title, description, anonymous, opens_at, closes_at, created_by, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    [spec.id, CLASS_DEMO.ongoing, schoolId, spec.title, spec.description, spec.anonymous, new Date(opens), new Date(closes), DEMO.lecturer.id, new Date(opens - DAY)],
  );
  for (const [index, question] of spec.questions.entries()) {
    await db.query(
      'insert into survey_questions (id, questionnaire_id, school_id, position, kind, title, required, max_length) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [questionId(spec, index), spec.id, schoolId, index, question.kind, question.title, question.required, question.maxLength ?? null],
    );
    for (const [position, label] of (question.options ?? []).entries()) {
      await db.query('insert into survey_options (id, question_id, school_id, position, label) values ($1, $2, $3, $4, $5)', [optionId(spec, index, position), questionId(spec, index), schoolId, position, label]);
    }
  }
  const answering = spec.state === 'closed' ? learners.filter((_, n) => n % 4 !== 3) : learners;
  const respondents: unknown[][] = [];
  const responses: unknown[][] = [];
  const items: unknown[][] = [];
  for (const [n, userId] of answering.entries()) {
    const learnerNumber = Number(userId.slice(-2)) - 1;
    const language = learnerNumber < 10 ? 0 : learnerNumber < 20 ? 1 : 2;
    // Spread evenly over the window so far.
    const submittedAt = new Date(opens + Math.floor(((Math.min(now, closes) - opens) * (n + 1)) / (answering.length + 1)));
    const responseId = randomUUID();
    respondents.push([spec.id, userId, schoolId, submittedAt]);
    responses.push([responseId, spec.id, schoolId, spec.anonymous ? null : userId, spec.anonymous ? null : submittedAt]);
    for (const answer of answersOf(spec, learnerNumber, language)) {
      items.push([responseId, questionId(spec, answer.question), schoolId, answer.option === undefined ? null : optionId(spec, answer.question, answer.option), answer.rating ?? null, answer.text ?? null]);
    }
  }
  await insertRows(db, 'survey_respondents', ['questionnaire_id', 'user_id', 'school_id', 'submitted_at'], respondents);
  await insertRows(db, 'survey_responses', ['id', 'questionnaire_id', 'school_id', 'user_id', 'submitted_at'], responses);
  await insertRows(db, 'survey_answer_items', ['response_id', 'question_id', 'school_id', 'option_id', 'rating', 'text'], items);
}

/**
 * Keeps each questionnaire in its intended state on later starts: when its window drifted (the open ones closed, or
 * are about to), the window and every time recorded about it move forward together.
 */
async function realign(db: Queryable, today: number, now: number) {
  for (const spec of SPECS) {
    const [row] = await db.query<{ opens_at: Date; closes_at: Date }>('select opens_at, closes_at from questionnaires where id = $1', [spec.id]);
    if (!row) continue;
    const closes = new Date(row.closes_at).getTime();
    const drifted = spec.state === 'open' ? closes < now + 7 * DAY : closes < today - 7 * DAY;
    if (!drifted) continue;
    const shift = `${windowOf(spec, today).opens - new Date(row.opens_at).getTime()} milliseconds`;
    await db.query('update questionnaires set opens_at = opens_at + $2::interval, closes_at = closes_at + $2::interval where id = $1', [spec.id, shift]);
    await db.query('update survey_respondents set submitted_at = submitted_at + $2::interval where questionnaire_id = $1', [spec.id, shift]);
    await db.query('update survey_responses set submitted_at = submitted_at + $2::interval where questionnaire_id = $1 and submitted_at is not null', [spec.id, shift]);
    await db.query('update survey_reminders set sent_at = sent_at + $2::interval where questionnaire_id = $1', [spec.id, shift]);
  }
}

/** Idempotent: seeds the surveys once (after the classes), afterwards only keeps their windows current. */
export async function seedSurveys(db: Queryable, now = Date.now()): Promise<void> {
  const today = Math.floor(now / DAY) * DAY;
  const [seeded] = await db.query('select 1 from questionnaires where id = $1', [SURVEY_DEMO.named]);
  if (seeded) return realign(db, today, now);
  const [ongoing] = await db.query('select 1 from classes where id = $1', [CLASS_DEMO.ongoing]);
  if (!ongoing) return;
  const learners = (
    await db.query<{ user_id: string }>(
      "select user_id from class_enrolments where class_id = $1 and status = 1 and user_id like 'u-class-learner-%' and user_id <> $2 order by user_id",
      [CLASS_DEMO.ongoing, SURVEY_DEMO.pendingLearner],
    )
  ).map((row) => row.user_id);
  for (const spec of SPECS) await insertQuestionnaire(db, spec, today, now, learners);
  // The closed questionnaire's history: one reminder batch, sent by the lecturer before it closed.
  const closedWindow = windowOf(SPECS[2]!, today);
  await db.query(
    `insert into survey_reminders (batch_id, questionnaire_id, user_id, school_id, sent_by, sent_at)
     select '4400000000000000001', $1, e.user_id, e.school_id, $2, $3 from class_enrolments e
     where e.class_id = $4 and e.status = 1 and e.user_id like 'u-class-learner-%'
       and not exists (select 1 from survey_respondents r where r.questionnaire_id = $1 and r.user_id = e.user_id)`,
    [SURVEY_DEMO.closed, DEMO.lecturer.id, new Date(closedWindow.closes - 3 * DAY), CLASS_DEMO.ongoing],
  );
}
