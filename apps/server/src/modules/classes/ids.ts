import { randomInt } from 'node:crypto';

/**
 * A new 19-digit id (classes, sessions, courseware, like every id of the platform): the millisecond clock (13
 * digits until the year 2286) then 6 random digits, so ids sort roughly by creation and never collide in practice.
 */
export const newNumericId = (): string => `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export const NUMERIC_ID = /^\d{19}$/;
