import { describe, expect, test } from 'vitest';
import { ApiError } from '@academy/api-client';
import { FileRefused, mayRetryUpload } from './upload.ts';

describe('mayRetryUpload: Try again only where sending the same file again may succeed', () => {
  test('a lost connection, a server fault, a timeout or a rate limit: yes', () => {
    expect([new TypeError('Failed to fetch'), new ApiError(502, 'x', null), new ApiError(500, 'x', null), new ApiError(408, 'x', null), new ApiError(429, 'x', null)].map(mayRetryUpload)).toEqual([true, true, true, true, true]);
  });

  test('the file itself refused (415 type, 413 size, 400 content, or refused before sending): no', () => {
    expect([new ApiError(415, 'x', null), new ApiError(413, 'x', null), new ApiError(400, 'x', null), new FileRefused('too large')].map(mayRetryUpload)).toEqual([false, false, false, false]);
  });
});
