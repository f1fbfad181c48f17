import { describe, expect, test } from 'vitest';
import { examProblems, questionProblem, totalPoints, type AuthoredQuestion } from './examAuthoring.ts';

const single: AuthoredQuestion = { kind: 'singleChoice', prompt: '2 + 2?', choices: [{ id: 'a', text: '3' }, { id: 'b', text: '4' }], correct: ['b'], points: 1 };

describe('exam authoring rules (issue 33)', () => {
  test('a complete question of every kind passes', () => {
    expect(questionProblem(single)).toBeNull();
    expect(questionProblem({ ...single, kind: 'multipleChoice', correct: ['a', 'b'] })).toBeNull();
    expect(questionProblem({ kind: 'trueFalse', prompt: 'x', choices: [], correct: ['false'], points: 1 })).toBeNull();
    expect(questionProblem({ kind: 'fillBlank', prompt: 'x ___', choices: [], correct: ['  ', 'five'], points: 0.5 })).toBeNull();
    expect(questionProblem({ kind: 'shortAnswer', prompt: 'Why?', choices: [], correct: null, points: 2 })).toBeNull();
  });

  test('what is wrong with a question, first thing first', () => {
    expect(questionProblem({ ...single, prompt: '  ' })).toBe('promptRequired');
    expect(questionProblem({ ...single, points: 0 })).toBe('pointsRange');
    expect(questionProblem({ ...single, points: 1.25 })).toBe('pointsRange');
    expect(questionProblem({ ...single, points: Number.NaN })).toBe('pointsRange');
    expect(questionProblem({ ...single, choices: [{ id: 'a', text: '3' }] })).toBe('fewChoices');
    expect(questionProblem({ ...single, choices: [{ id: 'a', text: '3' }, { id: 'b', text: ' ' }] })).toBe('choiceEmpty');
    expect(questionProblem({ ...single, choices: [{ id: 'a', text: '3' }, { id: 'a', text: '4' }] })).toBe('choiceDuplicate');
    expect(questionProblem({ ...single, correct: ['z'] })).toBe('unknownCorrect');
    expect(questionProblem({ ...single, correct: [] })).toBe('noCorrectChoice');
    expect(questionProblem({ ...single, correct: ['a', 'b'] })).toBe('oneCorrectChoice');
    expect(questionProblem({ kind: 'trueFalse', prompt: 'x', choices: [], correct: [], points: 1 })).toBe('trueOrFalse');
    expect(questionProblem({ kind: 'fillBlank', prompt: 'x', choices: [], correct: [' '], points: 1 })).toBe('noAcceptedText');
    expect(questionProblem({ kind: 'shortAnswer', prompt: 'x', choices: [], correct: [], points: 1 })).toBe('shortAnswerKey');
  });

  test('an exam needs a title, a pass mark from 0 to 100 and a question; each problem names its question', () => {
    expect(examProblems({ title: 'Quiz', passMark: 60, questions: [single] })).toEqual([]);
    expect(examProblems({ title: ' ', passMark: 101, questions: [] })).toEqual([
      { problem: 'titleRequired', question: null },
      { problem: 'passMarkRange', question: null },
      { problem: 'noQuestions', question: null },
    ]);
    expect(examProblems({ title: 'Quiz', passMark: 0, questions: [single, { ...single, correct: [] }] })).toEqual([{ problem: 'noCorrectChoice', question: 1 }]);
    expect(totalPoints([{ points: 1 }, { points: 0.1 }, { points: 0.2 }])).toBe(1.3);
  });
});
