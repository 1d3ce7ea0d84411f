import { expect, test } from './support/test';

/** Members-only news: everyone sees titles and summaries; the full text is for members only. */

test('a members-only article shows its summary and never its body to a visitor', async ({ request }) => {
  const list = await (await request.get('/pay-news')).text();
  const id = /\/pay-news-details\?id=(\d+)/.exec(list)?.[1];
  expect(id).toBeDefined();
  const html = await (await request.get(`/pay-news-details?id=${id}`)).text();
  expect(html).toContain('会员专享全文');
  // Seeded bodies have headings; none may reach the visitor, in the markup or in the page data.
  expect(html).not.toMatch(/<h2>[^<]*<\/h2>\s*<p>/);
  expect(html).not.toContain('"body"');
});
