import { readFileSync } from 'node:fs';
import { messageKinds, secretParamsOf, smsTemplates, smsTemplateSetting } from '@/server/messages/kinds';
import { missingSmsTemplates, smsTemplateCodes } from '@/server/messages/transports/configured';
import { BLANKED, renderMessage } from '@/server/messages/templates';

/**
 * Every message kind has its texts in both languages; text messages fit two
 * segments whatever an activity is called; e-mails leave out lines whose
 * value is empty and escape what people typed.
 */

// A real site's address (longer than the default localhost one), before anything reads the environment.
process.env.SITE_URL = 'https://www.tmz-platform.com';

/** The longest values each parameter takes in practice (titles and venues as long as the console allows). */
const LONGEST = {
  name: '欧阳娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜',
  /** Who registered a companion (registration_attendee_*): a registrant's name. */
  by: '欧阳娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜娜',
  title: '第十二届 TMZ 消费品产业展（上海）暨华东品牌与工厂供需对接大会及跨境电商出海合规公开课',
  time: '2026-12-10 09:30',
  place: '上海新国际博览中心 W1–W5 馆及室外展场（浦东新区龙阳路 2345 号）',
  address: '上海市浦东新区龙阳路 2345 号',
  code: 'ABCDEFGHJKLM',
  quantity: 3,
  position: 128,
  ticket: 'ABCDEFGHJKLMabcdefghij',
  link: 'https://www.tmz-platform.com/t/ABCDEFGHJKLMabcdefghij',
  online: 'https://meeting.tencent.com/dm/AbCdEfGh1234',
  number: 'BR-20261122-7KQ3MX',
  company: '宁波海曙区某某纺织品进出口贸易有限责任公司',
  note: '请补充商标注册证。',
  reference: 'FB-20261122-7KQ3MX',
  message: '你好',
  purpose: 'signup',
  minutes: 5,
  party: '宁波海曙区某某纺织品进出口贸易有限责任公司',
  booth: '12 号馆（N5 北登录厅旁）A1086',
};

/** Two segments of a long text message (67 characters each in UCS-2), with the provider's signature 【…】 in front. */
const TWO_SEGMENTS = 134;
const SIGNATURE = '【TMZ产业协同平台】';

describe('text messages', () => {
  it.each(smsTemplates())('%s fits two segments in Chinese, and in English', async (template) => {
    const online = template.endsWith('_online');
    const kind = online ? template.slice(0, -'_online'.length) : template;
    const params = { ...LONGEST, isOnline: online ? 1 : 0, online: online ? LONGEST.online : '' };
    const zh = await renderMessage({ kind, channel: 'sms', locale: 'zh-CN', params });
    const en = await renderMessage({ kind, channel: 'sms', locale: 'en', params: { ...params, title: 'The 12th TMZ Consumer Goods Industry Expo (Shanghai) and Brand Matching Forum', place: 'Shanghai New International Expo Centre', name: 'Alexandra Montgomery-Smith' } });
    if (zh.channel !== 'sms' || en.channel !== 'sms') throw new Error('not an SMS');
    expect(zh.template).toBe(template);
    expect(Array.from(SIGNATURE + zh.text).length).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(zh.text).not.toMatch(/\{\{|\}\}/);
    // English in GSM-7: 153 characters a segment when long.
    expect(en.text.length + SIGNATURE.length).toBeLessThanOrEqual(2 * 153);
    // The provider gets the template's own variables — never a link (Aliyun wants links fixed in the template:
    // the site's address is written there) — none longer than Aliyun's 35 characters.
    expect(Object.keys(zh.variables)).not.toContain('siteUrl');
    for (const value of Object.values(zh.variables)) {
      expect(Array.from(value).length).toBeLessThanOrEqual(35);
      expect(value).not.toMatch(/https?:|\.com/);
    }
    // The ticket link ends the text: a phone's link detector cannot take the words after it into the address.
    if ('ticket' in zh.variables) expect(zh.text).toMatch(/ https:\/\/www\.tmz-platform\.com\/t\/ABCDEFGHJKLMabcdefghij$/);
    if ('ticket' in en.variables) expect(en.text).toMatch(/ https:\/\/www\.tmz-platform\.com\/t\/ABCDEFGHJKLMabcdefghij$/);
  });

  it('cuts a long activity title with an ellipsis, and blanked secrets read as dots', async () => {
    const rendered = await renderMessage({ kind: 'registration_waitlisted', channel: 'sms', locale: 'zh-CN', params: LONGEST });
    expect(rendered.channel === 'sms' && rendered.variables.title).toMatch(/…$/);
    const blanked = await renderMessage({ kind: 'verification_code', channel: 'sms', locale: 'zh-CN', params: { code: null } });
    expect(blanked.channel === 'sms' && blanked.text).toContain(BLANKED);
    expect(secretParamsOf('verification_code')).toEqual(['code']);
  });
});

describe('Aliyun template codes', () => {
  it('are read from SMS_TEMPLATE_<TEMPLATE>, each listed in .env.example, and the missing ones are named', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const template of smsTemplates()) expect(example).toContain(`\n${smsTemplateSetting(template)}=`);
    const source = { SMS_TEMPLATE_VERIFICATION_CODE: ' SMS_100 ', SMS_TEMPLATE_FEEDBACK_RECEIPT: 'SMS_9' } as unknown as NodeJS.ProcessEnv;
    expect(smsTemplateCodes(source)).toEqual({ verification_code: 'SMS_100' });
    expect(missingSmsTemplates(source)).toEqual(smsTemplates().filter((template) => template !== 'verification_code'));
  });
});

describe('e-mails', () => {
  it.each(messageKinds())('%s has a subject and a body in both languages, with the footer', async (kind) => {
    for (const locale of ['zh-CN', 'en']) {
      const rendered = await renderMessage({ kind, channel: 'email', locale, params: LONGEST });
      if (rendered.channel !== 'email') throw new Error('not an e-mail');
      expect(rendered.subject).not.toMatch(/\{\{|messages:/);
      expect(rendered.text).not.toMatch(/\{\{|messages:/);
      expect(rendered.html).toContain('<p');
      expect(rendered.text).toContain('https://www.tmz-platform.com');
    }
  });

  it('leaves out a line whose value is empty (no editor\'s note), and escapes what people typed', async () => {
    const withNote = await renderMessage({ kind: 'article_rejected', channel: 'email', locale: 'zh-CN', params: { title: '<b>新品</b> & 渠道', note: '请补充数据来源', link: 'https://www.tmz-platform.com/account' } });
    const withoutNote = await renderMessage({ kind: 'article_rejected', channel: 'email', locale: 'zh-CN', params: { title: '新品', note: '', link: 'https://www.tmz-platform.com/account' } });
    if (withNote.channel !== 'email' || withoutNote.channel !== 'email') throw new Error('not an e-mail');
    expect(withNote.text).toContain('编辑的意见：请补充数据来源');
    expect(withoutNote.text).not.toContain('编辑的意见');
    expect(withNote.html).toContain('&#60;b&#62;新品&#60;/b&#62; &#38; 渠道');
    expect(withNote.html).not.toContain('<b>新品');
    expect(withNote.html).toContain('<a href="https://www.tmz-platform.com/account">');
  });

  it('an approval carries the editor’s note by e-mail, and its text message says where to read it', async () => {
    const link = 'https://www.tmz-platform.com/information-details?id=5';
    for (const kind of ['article_approved', 'certification_approved']) {
      const params = { title: '新品', name: '王敏', company: '福州青禾服饰有限公司', number: 'BR-20261122-7KQ3MX', note: '标题略作调整。', link };
      const email = await renderMessage({ kind, channel: 'email', locale: 'zh-CN', params });
      const sms = await renderMessage({ kind, channel: 'sms', locale: 'zh-CN', params });
      if (email.channel !== 'email' || sms.channel !== 'sms') throw new Error('wrong channel');
      expect(email.text).toMatch(/(编辑留言|审核留言)：标题略作调整。/);
      expect(sms.text).toMatch(kind === 'article_approved' ? /编辑如有留言，可登录网站在“我的投稿”中查看/ : /审核留言（如有）可在网站用申请编号查询/);
    }
  });

  it('never makes a link of an address someone typed (a name, a note): only the site\'s own and the live link', async () => {
    const rendered = await renderMessage({
      kind: 'registration_confirmed',
      channel: 'email',
      locale: 'zh-CN',
      params: { ...LONGEST, isOnline: 1, name: '领奖 https://evil.example/win', online: 'https://meeting.tencent.com/dm/AbCd' },
    });
    if (rendered.channel !== 'email') throw new Error('not an e-mail');
    expect(rendered.html).not.toContain('href="https://evil.example');
    expect(rendered.html).toContain('https://evil.example/win');
    expect(rendered.html).toContain('<a href="https://meeting.tencent.com/dm/AbCd">');
    expect(rendered.html).toContain('<a href="https://www.tmz-platform.com/t/ABCDEFGHJKLMabcdefghij">');
  });

  it('names the purpose of a verification code in the reader\'s language', async () => {
    const zh = await renderMessage({ kind: 'verification_code', channel: 'email', locale: 'zh-CN', params: { code: '123456', purpose: 'reset', minutes: 5 } });
    const en = await renderMessage({ kind: 'verification_code', channel: 'email', locale: 'en', params: { code: '123456', purpose: 'reset', minutes: 5 } });
    expect(zh.channel === 'email' && zh.text).toContain('您正在找回密码，验证码为：123456');
    expect(en.channel === 'email' && en.text).toContain('You asked to reset your password. Your code is: 123456');
  });
});
