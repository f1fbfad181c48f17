import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.db.close());

const unknownPath = '/api/no/such/call';

describe('a refusal is worded in the reader’s language', () => {
  it('the page’s language (sxz-lang header) first', async () => {
    const answer = await browser(server).request('GET', unknownPath, { headers: { 'sxz-lang': 'ar_SA', cookie: 'sxz_lang=de_DE', 'accept-language': 'fr' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('لا توجد واجهة برمجية على GET /api/no/such/call');
  });

  it('else the remembered choice (sxz_lang cookie), else the browser’s language, else English', async () => {
    expect((await browser(server).request('GET', unknownPath, { headers: { cookie: 'sxz_lang=de_DE', 'accept-language': 'fr' } })).body.message).toBe('Keine API unter GET /api/no/such/call');
    expect((await browser(server).request('GET', unknownPath, { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } })).body.message).toBe('GET /api/no/such/call に API はありません');
    expect((await browser(server).request('GET', unknownPath, { headers: { 'sxz-lang': 'xx_XX' } })).body.message).toBe('No API at GET /api/no/such/call');
  });

  it('a thrown refusal too: a visitor asking for a member’s call', async () => {
    const answer = await browser(server).request('GET', '/api/manager/v1/getUploadUrl?fileName=a.pdf', { headers: { 'sxz-lang': 'zh_CN' } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('请登录后继续。');
  });
});
