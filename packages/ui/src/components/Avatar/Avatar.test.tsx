import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { Avatar, initialsOf } from './Avatar.tsx';

describe('initialsOf', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Wang   Fang  ', 'WF'],
    ['Maria de los Ángeles Rodríguez-Villanueva', 'MR'],
    ['李明', '李'],
    ['约翰·史密斯', '约史'],
    ['13800000001', '1'],
    ['+86 138 0000 0001', '+'],
    ['zhang.wei@example.com', 'Z'],
    ['Émile Zola', 'ÉZ'],
    ['e\u0301mile', 'E\u0301'],
    ['👩‍🎓 Student', '👩‍🎓S'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name, 'en-US')).toBe(expected);
  });

  test('upper-cases by the locale’s rules', () => {
    expect(initialsOf('ilker', 'tr-TR')).toBe('İ');
  });

  test('Arabic initials stay two letters instead of joining', () => {
    expect(initialsOf('محمد علي', 'ar-SA')).toBe('م\u200cع');
  });
});

describe('Avatar', () => {
  test('without a photo: initials of the display name, and the name said once', async () => {
    await renderInApp(<Avatar user={{ realName: 'Ada Lovelace', nickName: 'ada' }} />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.querySelector('[aria-label]')).toBeNull();
  });

  test('the display name falls back to nickname, mobile and e-mail (spec §3)', async () => {
    await renderInApp(
      <>
        <Avatar user={{ realName: '', nickName: 'Ming' }} />
        <Avatar user={{ mobile: '13800000001' }} />
        <Avatar user={{ email: 'a@b.c' }} />
      </>,
    );
    expect(screen.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual(['Ming', '13800000001', 'a@b.c']);
  });

  test('with a photo: the alt text names it and the wrapper has no label', async () => {
    await renderInApp(<Avatar user={{ realName: 'Ada Lovelace' }} src="/ada.png" />);
    const photo = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(photo.tagName).toBe('IMG');
    expect(photo.parentElement).not.toHaveAttribute('aria-label');
    expect(photo.parentElement).not.toHaveAttribute('role');
  });

  test('a photo that fails to load gives way to the initials', async () => {
    await renderInApp(<Avatar user={{ realName: 'Ada Lovelace' }} src="/ada.png" />);
    fireEvent.error(screen.getByRole('img'));
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.tagName).not.toBe('IMG');
    expect(avatar).toHaveTextContent('AL');
  });

  test('decorative: hidden from screen readers', async () => {
    const { container } = await renderInApp(<Avatar user={{ realName: 'Ada Lovelace' }} src="/ada.png" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  test('no name at all: a person icon, hidden from screen readers', async () => {
    const { container } = await renderInApp(<Avatar user={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg[data-icon="user"]')).not.toBeNull();
  });

  test('initials follow the locale (Turkish dotted capital I)', async () => {
    await renderInApp(<Avatar user={{ realName: 'ilker' }} />, { locale: 'tr_TR' });
    expect(screen.getByRole('img')).toHaveTextContent('İ');
  });
});
