import { describe, expect, test } from 'vitest';
import type { Training } from '@academy/contract';
import { nextProgress, positionFor, withRecord } from './training.ts';

const item = (id: string, progress: number) => ({ id, coursewareUuid: `c-${id}`, name: id, coursewareType: 1 as const, position: 0, durationMinutes: 40, progress, positionSeconds: 0 });
const TRAINING: Training = { id: 't', classId: 'c', classTitle: 'Class', title: 'Plan', descriptionHtml: '', items: [item('a', 100), item('b', 30), item('c', 0)], resumeItemId: 'b', progress: 43, timeZone: 'Asia/Shanghai' };

describe('training progress', () => {
  test('each step is the next quarter, never past 100', () => {
    expect([0, 10, 25, 30, 75, 99, 100].map(nextProgress)).toEqual([25, 25, 50, 50, 100, 100, 100]);
  });

  test('the position is the share of the item’s duration', () => {
    expect(positionFor({ durationMinutes: 40 }, 50)).toBe(1200);
    expect(positionFor({ durationMinutes: 40 }, 0)).toBe(0);
  });

  test('a recorded step updates its item, the plan’s progress and where to continue; a lower value never lowers it', () => {
    const after = withRecord(TRAINING, { itemId: 'c', items: [{ itemId: 'c', progress: 25, positionSeconds: 600 }, { itemId: 'b', progress: 10, positionSeconds: 0 }] });
    expect(after.items.map((entry) => entry.progress)).toEqual([100, 30, 25]);
    expect(after.progress).toBe(52);
    expect(after.resumeItemId).toBe('c');
    expect(TRAINING.items[2]!.progress).toBe(0);
  });
});
