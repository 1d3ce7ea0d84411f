import type { SeedActivity } from './types';

/**
 * The registrations behind each seeded activity's taken seats: the demo's
 * "已占 71/80 席" has 71 seats' worth of confirmed (or, for a past activity,
 * mostly checked-in) registrations behind it, and a full activity a short
 * waitlist. Made up and deterministic: common zh-CN names, plausible
 * companies and roles, and mobile numbers in 199 0000 xxxx — mainland-shaped
 * (1[3-9], 11 digits) but a block nobody is given, so a demo message reaches no one.
 */

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '萧', '田', '董', '潘'];
const GIVEN = ['伟', '芳', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '晓东', '思远', '雨桐', '子涵', '浩然', '欣怡', '嘉怡', '俊杰', '文博', '海燕', '志强', '婷婷', '建华', '晨阳', '佳琪', '一鸣', '若曦', '宇航', '梦瑶', '国庆', '玉兰'];

/** Company, role and the kind of business each is. */
const PEOPLE: readonly { company: string; position: string; audience: 'brand' | 'factory' | 'provider' | 'retailer' | 'other' }[] = [
  { company: '杭州青禾服饰有限公司', position: '品牌总监', audience: 'brand' },
  { company: '宁波织造实业有限公司', position: '外贸经理', audience: 'factory' },
  { company: '东莞精工五金制品厂', position: '厂长', audience: 'factory' },
  { company: '上海优选便利连锁', position: '采购经理', audience: 'retailer' },
  { company: '成都邻里生鲜超市', position: '门店店长', audience: 'retailer' },
  { company: '深圳启明供应链管理有限公司', position: '运营主管', audience: 'provider' },
  { company: '广州木棉日化有限公司', position: '市场专员', audience: 'brand' },
  { company: '苏州云织家纺有限公司', position: '总经理', audience: 'factory' },
  { company: '武汉楚味食品有限公司', position: '渠道经理', audience: 'brand' },
  { company: '南京同城好物便利店', position: '店主', audience: 'retailer' },
  { company: '厦门海港物流有限公司', position: '客户经理', audience: 'provider' },
  { company: '温州小家电制造有限公司', position: '销售总监', audience: 'factory' },
  { company: '北京简研包装设计工作室', position: '设计师', audience: 'provider' },
  { company: '青岛渔家海产品有限公司', position: '电商负责人', audience: 'brand' },
  { company: '长沙湘品社区团购', position: '选品专员', audience: 'retailer' },
  { company: '个人', position: '自由职业', audience: 'other' },
];

/** Party sizes in turn (each cut to the activity's limit and to the seats still to fill). */
const PARTIES = [1, 2, 1, 1, 3, 1, 2, 1, 4, 1, 1, 2, 5, 1, 2];
/** Waitlisted registrations seeded for a full activity. */
const WAITLIST = 3;
/** Of a past activity's registrations, those that did not come (the rest were checked in). */
const NO_SHOW_EVERY = 7;

export const SEED_MOBILE_PREFIX = '1990000';

export interface SeedRegistration {
  name: string;
  mobile: string;
  company: string;
  position: string;
  audience: (typeof PEOPLE)[number]['audience'];
  quantity: number;
  status: 'confirmed' | 'checked_in' | 'waitlisted';
}

/** The n-th made-up name (a surname and a given name; the same name may come again, as it does in life). */
export function seedName(n: number): string {
  return `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n + Math.floor(n / SURNAMES.length) * 3) % GIVEN.length]}`;
}

/** The n-th made-up mobile number: 199 0000 0000 onwards (at most 10 000). */
export function seedMobile(n: number): string {
  if (n >= 10_000) throw new Error('seed: more registrations than seed mobile numbers');
  return `${SEED_MOBILE_PREFIX}${String(n).padStart(4, '0')}`;
}

/** The registrations of one activity whose `seats` seats are taken (a full one's waitlist included). */
export function seedRegistrations(activity: Pick<SeedActivity, 'state' | 'perRegistrationLimit'>, seats: number, offset: number): SeedRegistration[] {
  const rows: SeedRegistration[] = [];
  let left = seats;
  const person = (n: number) => {
    const who = PEOPLE[(n * 5) % PEOPLE.length]!;
    return { name: seedName(offset + n), mobile: seedMobile(n), ...who };
  };
  for (let n = 0; left > 0; n += 1) {
    const quantity = Math.min(PARTIES[n % PARTIES.length]!, activity.perRegistrationLimit, left);
    left -= quantity;
    const checkedIn = activity.state === 'past' && n % NO_SHOW_EVERY !== NO_SHOW_EVERY - 1;
    rows.push({ ...person(n), quantity, status: checkedIn ? 'checked_in' : 'confirmed' });
  }
  if (activity.state === 'full') {
    for (let w = 0; w < WAITLIST; w += 1) rows.push({ ...person(rows.length), quantity: 1, status: 'waitlisted' });
  }
  return rows;
}
