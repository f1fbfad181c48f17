import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import type { Answers } from './answers.ts';
import { partialAnswers, sampleSurvey } from './fixtures.ts';
import { Questionnaire, type QuestionnaireProps } from './Questionnaire.tsx';

function Survey({ initial = {}, ...props }: Partial<QuestionnaireProps> & { initial?: Answers }) {
  const [answers, setAnswers] = useState(initial);
  return <Questionnaire {...sampleSurvey} onSubmit={() => {}} {...props} answers={answers} onChange={setAnswers} />;
}

describe('Questionnaire', () => {
  test('numbered questions of every kind, each a group named by its title', async () => {
    await renderInApp(<Survey />);
    expect(screen.getByRole('radiogroup', { name: /^1\.\s*How was the pace/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^2\.\s*Which materials/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^3\.\s*Overall/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^5\.\s*What should we improve/ })).toHaveAttribute('maxlength', '500');
    expect(screen.getByText('Questions marked * need an answer.')).toBeInTheDocument();
  });

  test('the progress line counts answered questions', async () => {
    await renderInApp(<Survey initial={partialAnswers} />);
    expect(screen.getByRole('progressbar', { name: '2 of 5 answered' })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lab sessions' }));
    expect(screen.getByRole('progressbar', { name: '3 of 5 answered' })).toBeInTheDocument();
  });

  test('submit with required questions unanswered: no onSubmit, an error next to each, focus on the first', async () => {
    const onSubmit = vi.fn();
    await renderInApp(<Survey initial={{ overall: 3 }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This question is required')).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: /How was the pace/ })).toHaveAccessibleDescription('This question is required');
    expect(screen.getByRole('alert')).toHaveTextContent('2 questions need an answer.');
    expect(screen.getByRole('radio', { name: 'Too slow' })).toHaveFocus();

    // Answering clears that question's error at once; the last answer lets the form go.
    await userEvent.click(screen.getByRole('radio', { name: 'Too fast' }));
    expect(screen.getAllByText('This question is required')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recorded videos' }));
    expect(screen.queryByText('This question is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('the server’s messages: next to their question and at the top', async () => {
    await renderInApp(<Survey initial={partialAnswers} errors={{ comments: 'Too long' }} formError="The survey is closed." />);
    expect(screen.getByRole('textbox', { name: /What should we improve/ })).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('alert')).toHaveTextContent('The survey is closed.');
  });

  test('anonymous surveys say so; read-only shows answers without progress or submit', async () => {
    await renderInApp(<Survey initial={partialAnswers} anonymous readOnly />);
    expect(screen.getByText('Your answers are anonymous: the teacher sees no names.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const pace = screen.getByRole('radiogroup', { name: /How was the pace/ });
    expect(within(pace).getByRole('radio', { name: 'About right' })).toBeChecked();
    expect(pace).toHaveAttribute('aria-readonly', 'true');
  });

  test('while submitting the button is busy and a second submit does nothing', async () => {
    const onSubmit = vi.fn();
    await renderInApp(<Survey initial={{ pace: 'slow', helpful: ['labs'], overall: 5 }} onSubmit={onSubmit} submitting />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
