import { expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';

test('leading spaces and line breaks are stripped as the description is typed, so the counter counts what is sent', async () => {
  const submit = vi.fn(async () => ({ code: 200, message: 'OK' }));
  await renderInApp(<FeedbackDialog isOpen onOpenChange={() => undefined} schoolId="1000000000000000001" schoolName="Harbour" userName="Li" uploadImage={vi.fn()} submit={submit} />);
  const description = screen.getByRole('textbox', { name: /Description/ });
  await userEvent.click(description);
  await userEvent.keyboard('   {Enter}  The video stops');
  expect(description).toHaveValue('The video stops');
  expect(screen.getByText('15/200')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submit).toHaveBeenCalledWith(expect.objectContaining({ feedbackContent: 'The video stops' }));
}, 30_000);
