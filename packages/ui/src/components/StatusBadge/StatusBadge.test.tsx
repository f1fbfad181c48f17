import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  test('names each event status in words, with its own icon', async () => {
    await renderInApp(
      <>
        <StatusBadge status={1} />
        <StatusBadge status={2} />
        <StatusBadge status={3} />
      </>,
    );
    expect(screen.getByText('Not started').querySelector('[data-icon="clock"]')).not.toBeNull();
    expect(screen.getByText('In progress').querySelector('[data-icon="play"]')).not.toBeNull();
    expect(screen.getByText('Ended').querySelector('[data-icon="checkCircle"]')).not.toBeNull();
  });

  test('is translated', async () => {
    await renderInApp(<StatusBadge status={2} />, { locale: 'zh_CN' });
    expect(screen.getByText('进行中')).toBeInTheDocument();
  });

  test('a tone brings its icon unless replaced or removed', async () => {
    await renderInApp(
      <>
        <StatusBadge tone="warning" label="Draft" />
        <StatusBadge tone="warning" icon="lock" label="Locked" />
        <StatusBadge tone="warning" icon={null} label="Plain" />
      </>,
    );
    expect(screen.getByText('Draft').querySelector('[data-icon="alert"]')).not.toBeNull();
    expect(screen.getByText('Locked').querySelector('[data-icon="lock"]')).not.toBeNull();
    expect(screen.getByText('Plain').querySelector('svg')).toBeNull();
  });
});
