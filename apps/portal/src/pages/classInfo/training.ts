import type { Training } from '@academy/contract';

export type ScheduleRecord = { itemId: string | null; items: { itemId: string; progress: number; positionSeconds: number }[] };

/** The "mark progress" step: on to the next quarter (25 → 50), never past 100. */
export const nextProgress = (progress: number): number => Math.min(100, Math.floor(progress / 25) * 25 + 25);

/** Where in the item a progress stands, in seconds from its start (the record keeps it for a player to resume). */
export const positionFor = (item: { durationMinutes: number }, progress: number): number => Math.min(24 * 3600, Math.round((item.durationMinutes * 60 * progress) / 100));

/** The plan with what the server recorded: each item's progress (never lower than before) and where to continue. */
export function withRecord(training: Training, record: ScheduleRecord): Training {
  const recorded = new Map(record.items.map((entry) => [entry.itemId, entry]));
  const items = training.items.map((item) => {
    const entry = recorded.get(item.id);
    return entry ? { ...item, progress: Math.max(item.progress, entry.progress), positionSeconds: entry.positionSeconds } : item;
  });
  const progress = items.length === 0 ? 0 : Math.round(items.reduce((sum, item) => sum + item.progress, 0) / items.length);
  return { ...training, items, progress, resumeItemId: record.itemId ?? training.resumeItemId };
}
