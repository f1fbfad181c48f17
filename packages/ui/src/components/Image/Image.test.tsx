import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { Image } from './Image.tsx';

const SRC = 'https://cdn.example.com/covers/a.png?v=2#c';

describe('Image', () => {
  test('shows the image with its alt text', async () => {
    await renderInApp(<Image src={SRC} alt="Introduction to Calculus" />);
    const img = screen.getByRole('img', { name: 'Introduction to Calculus' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', SRC);
  });

  test('thumbnail requests the 100-wide resize and keeps the query and hash (spec §9)', async () => {
    await renderInApp(<Image src={SRC} alt="Cover" thumbnail />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/covers/a.png?v=2&x-image-process=image/resize,w_100#c');
  });

  test('a failed load shows the placeholder, which keeps the alt text for screen readers', async () => {
    await renderInApp(<Image src={SRC} alt="Introduction to Calculus" />);
    fireEvent.error(screen.getByRole('img'));
    const placeholder = screen.getByRole('img', { name: 'Introduction to Calculus' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('an empty or missing src shows the placeholder without requesting anything', async () => {
    const { container, rerender } = await renderInApp(<Image src="" alt="Cover" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover' })).toBeInTheDocument();
    rerender(<Image src={null} alt="Cover" />);
    expect(container.querySelector('img')).toBeNull();
  });

  test('a new src is tried again after a failure', async () => {
    const { container, rerender } = await renderInApp(<Image src="/a.png" alt="Cover" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Image src="/b.png" alt="Cover" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
  });

  test('a decorative image that fails leaves nothing for screen readers', async () => {
    const { container } = await renderInApp(<Image src="" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
