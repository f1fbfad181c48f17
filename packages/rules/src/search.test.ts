import { describe, expect, test } from 'vitest';
import { isPublicSearchTerm, PUBLIC_SEARCH_TERM_MAX } from './search.ts';

describe('isPublicSearchTerm: what may be shown to everybody as a popular search', () => {
  test('topics people search for, in any script, with short numbers', () => {
    // The ones refused, so a failure names them.
    expect(['Leadership', 'python basics', '机器学习', 'التعلم الآلي', 'Excel 2019', 'ISO 9001', 'Top 10 tips', 'C++', 'Photoshop CS6', ' Spanish A2 ', '12345', 'ASP.NET', 'Node.js'].filter((term) => !isPublicSearchTerm(term))).toEqual([]);
  });

  test('never a phone number, however it is written', () => {
    expect(['13800138000', '138 0013 8000', '138-0013-8000', '+86 138 0013 8000', '(010) 6552 9988', '010.6552.9988', 'call 5551234', 'Wang 13912345678'].filter(isPublicSearchTerm)).toEqual([]);
  });

  test('never an e-mail address, handle or web address', () => {
    expect(['learner@example.com', 'Learner@Example.COM', '@wangfang', 'https://example.com/me', 'www.example.com', 'wang.fang@school.edu.cn'].filter(isPublicSearchTerm)).toEqual([]);
  });

  test('never a long digit string: ID, card, account numbers and one-time codes', () => {
    expect(['110101199003074514', '11010119900307451X', '6222 0202 0000 1234 567', '482913', '482 913', 'order 2024051800123'].filter(isPublicSearchTerm)).toEqual([]);
  });

  test('never empty, too long or with control characters', () => {
    expect(isPublicSearchTerm('')).toBe(false);
    expect(isPublicSearchTerm('   ')).toBe(false);
    expect(isPublicSearchTerm('a'.repeat(PUBLIC_SEARCH_TERM_MAX))).toBe(true);
    expect(isPublicSearchTerm('a'.repeat(PUBLIC_SEARCH_TERM_MAX + 1))).toBe(false);
    // Counted in characters, as people see them: 32 emoji are 32, not 64.
    expect(isPublicSearchTerm('😀'.repeat(PUBLIC_SEARCH_TERM_MAX))).toBe(true);
    expect(isPublicSearchTerm('tab\u0007bell')).toBe(false);
  });
});
