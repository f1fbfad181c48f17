import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { EnrolButton, type EnrolState } from './EnrolButton.tsx';

/** The page's side: enrolling and un-enrolling switch the state. */
function Page({ initial, onEnrol = () => {}, onUnenrol = () => {} }: { initial: EnrolState; onEnrol?: () => void; onUnenrol?: () => void }) {
  const [state, setState] = useState(initial);
  return (
    <EnrolButton
      state={state}
      seatsLeft={3}
      onEnrol={() => {
        onEnrol();
        setState('enrolled');
      }}
      onUnenrol={() => {
        onUnenrol();
        setState('open');
      }}
    />
  );
}

describe('EnrolButton', () => {
  test('open: Enrol with the seats left', async () => {
    const onEnrol = vi.fn();
    await renderInApp(<EnrolButton state="open" seatsLeft={1} onEnrol={onEnrol} onUnenrol={() => {}} />);
    expect(screen.getByText('1 seat left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(onEnrol).toHaveBeenCalledOnce();
  });

  test.each([
    ['full', 'This class is full'],
    ['closed', 'Enrolment is closed'],
    ['ended', 'This class has ended'],
    ['notYetOpen', 'Enrolment has not opened yet'],
  ] as const)('%s: the reason in words, no button', async (state, text) => {
    await renderInApp(<EnrolButton state={state} onEnrol={() => {}} onUnenrol={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('notYetOpen with a date says when', async () => {
    await renderInApp(<EnrolButton state="notYetOpen" opensAt="1 Sep 2026, 09:00" onEnrol={() => {}} onUnenrol={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Enrolment opens 1 Sep 2026, 09:00');
  });

  test('pending: the button is busy and does not enrol twice', async () => {
    const onEnrol = vi.fn();
    await renderInApp(<EnrolButton state="open" pending onEnrol={onEnrol} onUnenrol={() => {}} />);
    await userEvent.click(screen.getByTestId('enrol'));
    expect(onEnrol).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  test('enrolling moves focus to Un-enrol and the status says Enrolled', async () => {
    await renderInApp(<Page initial="open" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Enrol' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Enrolled');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Un-enrol' })).toHaveFocus());
  });

  test('un-enrol asks first: Cancel keeps the enrolment, confirming calls onUnenrol once', async () => {
    const onUnenrol = vi.fn();
    await renderInApp(<Page initial="enrolled" onUnenrol={onUnenrol} />);
    await userEvent.click(screen.getByRole('button', { name: 'Un-enrol' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Un-enrol from this class?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onUnenrol).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Un-enrol' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-enrol' }));
    await waitFor(() => expect(onUnenrol).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enrol' })).toHaveFocus());
  });
});
