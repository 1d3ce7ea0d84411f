import { isWechatBrowser, shareDataFromDocument } from '@/lib/wechat/share';

/** What a page shared in WeChat shows: its own Open Graph tags, else its title and description; WeChat by its user agent. */

function documentWith(head: string, title = '页面标题'): Document {
  const doc = document.implementation.createHTMLDocument(title);
  doc.head.insertAdjacentHTML('beforeend', head);
  return doc;
}

it('reads the card from the Open Graph tags, the picture made absolute and the address without #', () => {
  const doc = documentWith(
    '<meta property="og:title" content="展会开幕 - TMZ"><meta property="og:description" content="第十二届展会"><meta property="og:image" content="/images/seed/covers/show.svg">',
  );
  expect(shareDataFromDocument(doc, 'https://www.example.com/activityDetail?id=3#agenda')).toEqual({
    title: '展会开幕 - TMZ',
    desc: '第十二届展会',
    link: 'https://www.example.com/activityDetail?id=3',
    imgUrl: 'https://www.example.com/images/seed/covers/show.svg',
  });
});

it('falls back to the title and description, and no picture', () => {
  const doc = documentWith('<meta name="description" content="平台简介">', '关于我们');
  expect(shareDataFromDocument(doc, 'https://www.example.com/about')).toEqual({ title: '关于我们', desc: '平台简介', link: 'https://www.example.com/about', imgUrl: '' });
});

it('knows WeChat\'s browser by its user agent', () => {
  expect(isWechatBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN')).toBe(true);
  expect(isWechatBrowser('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(false);
});
