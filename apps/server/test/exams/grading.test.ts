import { describe, expect, test } from 'vitest';
import { attemptState, fitAnswer, gradeAnswer, judgeSwitch, normalizeBlank, scoreOf, shuffledFor, switchesLeft, type StoredQuestion } from '../../src/modules/exams/grading.ts';

const choices = [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }];
const question = (kind: StoredQuestion['kind'], correct: string[] | null, points = 1): StoredQuestion => ({ id: `q-${kind}`, kind, prompt: '?', choices: kind.endsWith('Choice') ? choices : [], correct, points, explanation: '' });

describe('exam grading rules (issue 33)', () => {
  test('an answer must fit its question’s kind', () => {
    expect(fitAnswer(question('singleChoice', ['a']), { choiceIds: ['a', 'b'] })).toEqual({ problem: 'oneChoice' });
    expect(fitAnswer(question('singleChoice', ['a']), { choiceIds: ['x'] })).toEqual({ problem: 'unknownChoice' });
    expect(fitAnswer(question('multipleChoice', ['a']), { choiceIds: ['c', 'a', 'c'] })).toEqual({ answer: { choiceIds: ['a', 'c'] } });
    expect(fitAnswer(question('trueFalse', ['true']), { text: 'true' })).toEqual({ problem: 'valueKind' });
    expect(fitAnswer(question('fillBlank', ['x']), { choiceIds: [] })).toEqual({ problem: 'textKind' });
    expect(fitAnswer(question('shortAnswer', null), { text: 'مرحبا' })).toEqual({ answer: { text: 'مرحبا' } });
  });

  test('all or nothing per question; blanks compared in any case, width and spacing; short answers await marking', () => {
    expect(gradeAnswer(question('multipleChoice', ['a', 'c'], 2), { choiceIds: ['a', 'c'] })).toBe(2);
    expect(gradeAnswer(question('multipleChoice', ['a', 'c'], 2), { choiceIds: ['a'] })).toBe(0);
    expect(gradeAnswer(question('trueFalse', ['false']), { value: false })).toBe(1);
    expect(gradeAnswer(question('fillBlank', ['Hello World']), { text: '  ＨＥＬＬＯ   world ' })).toBe(1);
    expect(gradeAnswer(question('fillBlank', ['x']), { text: '' })).toBe(0);
    expect(gradeAnswer(question('singleChoice', ['a']), null)).toBe(0);
    expect(gradeAnswer(question('shortAnswer', null), { text: 'because' })).toBeNull();
    expect(gradeAnswer(question('shortAnswer', null), { text: '  ' })).toBe(0);
    expect(normalizeBlank('Ｐｙｔｈｏｎ\t3')).toBe('python 3');
  });

  test('score, state, switches and a stable shuffle', () => {
    expect(scoreOf([{ points: 1, maxPoints: 1 }, { points: 0, maxPoints: 2 }])).toEqual({ score: 33.3, pending: false });
    expect(scoreOf([{ points: null, maxPoints: 1 }])).toEqual({ score: 0, pending: true });
    expect(attemptState(60, false, 60)).toBe('passed');
    expect(attemptState(59.9, false, 60)).toBe('failed');
    expect(attemptState(100, true, 60)).toBe('pendingMarking');
    const rule = { allowed: 2, tolerateSeconds: 5, submit: true };
    expect(judgeSwitch(rule, 0, 4.9)).toEqual({ counted: false, submit: false });
    expect(judgeSwitch(rule, 1, 5)).toEqual({ counted: true, submit: false });
    expect(judgeSwitch(rule, 2, 5)).toEqual({ counted: true, submit: true });
    expect(judgeSwitch({ ...rule, submit: false }, 5, 60)).toEqual({ counted: true, submit: false });
    expect(judgeSwitch({ ...rule, allowed: 0 }, 5, 60)).toEqual({ counted: true, submit: false });
    expect(switchesLeft(2, 3)).toBe(0);
    expect(switchesLeft(0, 3)).toBeNull();
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(shuffledFor('1', items, (x) => x)).toEqual(shuffledFor('1', items, (x) => x));
    expect(shuffledFor('1', items, (x) => x).sort()).toEqual(items);
  });
});
