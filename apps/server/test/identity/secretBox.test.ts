import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../src/modules/identity/secretBox.ts';

describe('provider client secrets at rest', () => {
  it('are sealed (not readable in the row), open with the server secret, and refuse another secret or a change', () => {
    const box = sealSecret('server-secret', 'client-secret-of-school-a');
    expect(box).not.toContain('client-secret');
    expect(openSecret('server-secret', box)).toBe('client-secret-of-school-a');
    expect(() => openSecret('another-secret', box)).toThrow(/unable to authenticate/);
    const [version, iv, tag, sealed] = box.split('.');
    const flipped = `${sealed![0] === 'A' ? 'B' : 'A'}${sealed!.slice(1)}`;
    expect(() => openSecret('server-secret', [version, iv, tag, flipped].join('.'))).toThrow(/unable to authenticate/);
  });
});
