import type { SeedActivity } from './types';

/**
 * Activities in every registration state. Days are relative to the seeding day;
 * seats and dates are chosen so each one lands in the state it is labelled with.
 */
export const seedActivities: SeedActivity[] = [
  {
    state: 'open',
    kind: 'show',
    figures: { exhibitors: 620, visitors: 32000, areaSqm: 45000 },
    title: '第十二届 TMZ 消费品产业展（上海）',
    titleEn: 'The 12th TMZ Consumer Goods Industry Show (Shanghai)',
    summary:
      '三天展期汇聚品牌方、工厂、服务商与零售商，设新品首发区、工厂能力展区、零售买家洽谈区和供应链服务区，观众免费登记入场。',
    summaryEn:
      'Three days that bring brands, factories, service providers and retailers together: new product launches, a factory capability zone, retail buyer meetings and supply chain services. Visitor registration is free.',
    description: `<h2>展会概况</h2>
<p>TMZ 消费品产业展是平台一年一度的旗舰活动。本届展会分为<strong>新品首发区、工厂能力展区、零售买家洽谈区、供应链与服务商展区</strong>四大板块，覆盖家居日用、个护美妆、食品饮料、小家电和母婴等品类。</p>
<img src="/images/seed/covers/matchmaking.svg" alt="买家预约洽谈示意插图" width="1200" height="675">
<h3>谁适合来</h3>
<ul>
<li>正在找新品和供应商的零售采购、买手与经销商</li>
<li>希望找到可靠代工伙伴、了解新工艺的品牌方</li>
<li>想直接接触品牌和渠道的工厂负责人</li>
<li>提供检测、物流、包装、数据等服务的机构</li>
</ul>
<h3>今年的新安排</h3>
<p>买家洽谈区采用<strong>预约制</strong>：登记后可在会员中心提交采购意向，主办方顾问会在展前为你安排一对一洽谈。展期每天下午设主题论坛，围绕选品、渠道和供应链协同展开。</p>
<blockquote>观众登记免费，凭确认码在入口处扫码入场，一个确认码对应一位观众。</blockquote>`,
    cover: '/images/seed/covers/trade-show.svg',
    venue: '上海新国际博览中心 W3–W5 馆',
    venueEn: 'Shanghai New International Expo Centre, Halls W3–W5',
    address: '上海市浦东新区龙阳路 2345 号',
    city: '上海',
    lng: 121.562,
    lat: 31.208,
    startsInDays: 45,
    startTime: '09:00',
    durationHours: 56,
    capacity: 2000,
    perRegistrationLimit: 5,
    seatsTaken: 1268,
    agenda: [
      { time: '第一天 09:00', title: '开幕式暨年度新品首发', titleEn: 'Opening ceremony and new product launches' },
      { time: '第一天 14:00', title: '主题论坛：从选品到上架的协同之道', titleEn: 'Forum: from product selection to shelf' },
      { time: '第二天 09:30', title: '零售买家预约洽谈（全天）', titleEn: 'Pre-booked retail buyer meetings (all day)' },
      { time: '第二天 14:00', title: '主题论坛：工厂数字化与柔性生产', titleEn: 'Forum: factory digitalisation and flexible production' },
      { time: '第三天 09:30', title: '供应链服务专场与工厂开放讲解', titleEn: 'Supply chain services and factory showcases' },
      { time: '第三天 14:00', title: '主题论坛：可持续包装与合规', titleEn: 'Forum: sustainable packaging and compliance' },
      { time: '第三天 17:00', title: '闭幕', titleEn: 'Closing' },
    ],
    transport:
      '地铁 2 号线、7 号线、16 号线、18 号线及磁浮线至龙阳路站，步行约 10 分钟至 W 馆入口；地铁 7 号线花木路站 2 号口出，步行约 8 分钟。展馆设有收费停车场，展期车位紧张，建议公共交通出行。',
    faq: [
      { q: '观众登记收费吗？', a: '观众登记免费。展商和买家洽谈区的预约同样免费，但需要先完成登记。' },
      { q: '一次最多可以为几个人登记？', a: '每次最多登记 5 人，每位观众都会收到独立的确认码，请分别凭码入场。' },
      { q: '可以带样品到现场和展商交流吗？', a: '可以随身携带小件样品。大件样品或需要展示台的，请提前联系主办方。' },
      { q: '是否有三天通票？', a: '观众确认码在三天展期内均有效，可多次进出。' },
    ],
    notes: [
      '请携带与登记信息一致的有效证件，入口处可能随机核验。',
      '展馆内禁止吸烟，请勿携带易燃易爆物品和大型行李。',
      '论坛座位有限，先到先得，满座后请在分会场观看直播。',
      '未满 16 周岁者请在成年人陪同下参观。',
    ],
  },
  {
    state: 'open',
    kind: 'forum',
    show: '第十二届 TMZ 消费品产业展（上海）',
    startTime: '14:00',
    title: 'TMZ 主题论坛：从选品到上架的协同之道',
    titleEn: 'TMZ Forum: From Product Selection to Shelf',
    summary:
      '第十二届 TMZ 展会首日下午的主题论坛：零售采购、品牌方和工厂负责人同台，谈新品从选品、打样到上架的协同。论坛单独报名，座位有限。',
    summaryEn:
      'The forum on the first afternoon of the 12th TMZ show: retail buyers, brands and factory managers on how a new product gets from selection and sampling to the shelf. Separate registration; seats are limited.',
    description: `<h2>论坛简介</h2>
<p>一款新品从被选中到真正上架，要经过品牌方、工厂和零售渠道的多轮协同。本场论坛邀请三方代表，结合真实案例讨论<strong>选品标准、打样节奏和上架前的准备</strong>。</p>
<h3>适合谁来</h3>
<ul>
<li>负责新品引进的零售采购与买手</li>
<li>正在规划新品上市节奏的品牌方</li>
<li>希望更早参与品牌新品开发的工厂</li>
</ul>
<blockquote>论坛在展馆 W3 馆论坛区举行，凭论坛确认码入场；展会观众登记与论坛报名相互独立。</blockquote>`,
    cover: '/images/seed/covers/trade-show.svg',
    venue: '上海新国际博览中心 W3 馆论坛区',
    venueEn: 'Shanghai New International Expo Centre, Hall W3 Forum Area',
    address: '上海市浦东新区龙阳路 2345 号',
    city: '上海',
    lng: 121.562,
    lat: 31.208,
    startsInDays: 45,
    durationHours: 2.5,
    capacity: 300,
    perRegistrationLimit: 2,
    seatsTaken: 186,
    agenda: [
      { time: '14:00', title: '开场：新品上架为什么总是慢半拍', titleEn: 'Opening: why new products reach shelves late' },
      { time: '14:20', title: '圆桌：零售采购眼中的好新品', titleEn: 'Round table: a good new product in a buyer’s eyes' },
      { time: '15:20', title: '案例：一款个护新品的打样与上架', titleEn: 'Case: sampling and launching a personal care product' },
      { time: '16:00', title: '问答与交流', titleEn: 'Q&A and networking' },
    ],
    transport: '论坛在展馆 W3 馆论坛区举行，交通同展会：地铁 2、7、16、18 号线及磁浮线至龙阳路站，步行约 10 分钟至 W 馆入口。',
    faq: [
      { q: '参加论坛需要先登记为展会观众吗？', a: '论坛与展会观众登记相互独立，凭论坛确认码即可进入论坛区。' },
      { q: '论坛有直播吗？', a: '满座后可在分会场观看同步直播。' },
    ],
    notes: ['请提前 15 分钟入场签到。', '论坛座位有限，先到先得。'],
  },
  {
    state: 'open',
    kind: 'matchmaking',
    title: '供应商精准对接日·深圳站',
    titleEn: 'Supplier Matchmaking Day · Shenzhen',
    summary:
      '面向小家电、3C 配件与家居品类，由顾问提前匹配采购需求与工厂能力，现场每场洽谈 20 分钟，帮助品牌方高效找到合适的工厂。',
    summaryEn:
      'For small appliances, electronics accessories and home goods. Consultants match buying needs with factory capabilities in advance; each on-site meeting lasts 20 minutes.',
    description: `<h2>活动介绍</h2>
<p>找工厂最耗时间的，往往不是谈判，而是前期的筛选。本次对接日由平台供应链顾问<strong>提前两周收集品牌方需求</strong>，根据品类、工艺、起订量和认证要求，为每位参会者预排 4–6 场一对一洽谈。</p>
<h3>参与方式</h3>
<ol>
<li>报名后填写采购需求表（品类、目标价格区间、预计数量、上市时间）</li>
<li>顾问在活动前一周发送洽谈日程</li>
<li>现场按日程洽谈，可当场约定打样或验厂</li>
</ol>
<p>参会工厂均已完成平台资质审核，具备相关品类的量产经验。</p>`,
    cover: '/images/seed/covers/matchmaking.svg',
    venue: '南山科技园·产业协同中心 2 楼多功能厅',
    venueEn: 'Industry Collaboration Centre, Nanshan Science Park, 2F',
    address: '深圳市南山区科苑路 15 号',
    city: '深圳',
    lng: 113.953,
    lat: 22.541,
    startsInDays: 18,
    durationHours: 7,
    capacity: 120,
    perRegistrationLimit: 2,
    seatsTaken: 74,
    agenda: [
      { time: '09:30', title: '签到与领取洽谈日程', titleEn: 'Check-in and meeting schedules' },
      { time: '10:00', title: '开场：如何在一次洽谈中判断工厂是否匹配', titleEn: 'Opening: judging a factory in one meeting' },
      { time: '10:30', title: '一对一洽谈（上午场）', titleEn: 'One-to-one meetings (morning)' },
      { time: '12:00', title: '午餐与自由交流', titleEn: 'Lunch and networking' },
      { time: '13:30', title: '一对一洽谈（下午场）', titleEn: 'One-to-one meetings (afternoon)' },
      { time: '16:00', title: '顾问答疑与后续打样安排', titleEn: 'Q&A with consultants and sampling follow-up' },
    ],
    transport:
      '地铁 1 号线高新园站 D 出口，步行约 12 分钟；地铁 2 号线科苑站，步行约 10 分钟。园区地下停车场可停车，按时计费。',
    faq: [
      { q: '工厂可以报名参加吗？', a: '本场面向采购方。工厂请通过会员顾问申请加入对接名单，经审核后安排。' },
      { q: '没有明确采购计划也能参加吗？', a: '可以，但请在需求表中尽量写清楚方向，顾问才能帮你安排合适的工厂。' },
      { q: '活动提供午餐吗？', a: '提供简餐，请在报名时注明饮食禁忌。' },
    ],
    notes: [
      '每家企业最多报名 2 人，请由实际负责采购或产品的同事参加。',
      '请在活动前 7 天提交需求表，逾期提交的将无法保证洽谈安排。',
      '洽谈中涉及的商业信息请双方自行约定保密。',
    ],
  },
  {
    state: 'open',
    kind: 'course',
    title: '线上公开课：跨境电商合规与出海选品',
    titleEn: 'Online Class: Cross-border E-commerce Compliance and Product Selection',
    summary:
      '两小时线上直播，讲清出口消费品常见的认证、标签和退货要求，并用案例拆解如何为海外市场选品和定价，适合准备出海的工厂与品牌。',
    summaryEn:
      'A two-hour live class on certification, labelling and returns for exported consumer goods, with case studies on choosing and pricing products for overseas markets.',
    description: `<h2>课程内容</h2>
<p>很多工厂和品牌在出海第一步就被合规问题卡住：产品做好了，却因为认证、标签或包装不符合要求而无法上架。本次公开课由平台跨境电商顾问主讲，<strong>聚焦“上架前必须搞清楚的事”</strong>。</p>
<ul>
<li>目标市场常见的产品认证类型与办理周期</li>
<li>外包装和说明书的语言、标识要求</li>
<li>海外仓、退货与售后的成本测算</li>
<li>出海选品：哪些品类适合先做小批量验证</li>
</ul>
<p>课程最后留出 30 分钟答疑，可以在报名时提前提交问题。</p>`,
    cover: '/images/seed/covers/online-seminar.svg',
    venue: '线上活动',
    venueEn: 'Online',
    address: '报名成功后，直播链接将通过短信和邮件发送',
    city: '线上',
    lng: 121.4589,
    lat: 31.2304,
    startsInDays: 10,
    startTime: '19:30',
    durationHours: 2,
    capacity: 500,
    perRegistrationLimit: 1,
    seatsTaken: 213,
    agenda: [
      { time: '19:30', title: '出海第一步：认证与标签', titleEn: 'First step abroad: certification and labels' },
      { time: '20:00', title: '物流、海外仓与退货成本', titleEn: 'Logistics, overseas warehouses and returns' },
      { time: '20:30', title: '案例：一款家居小件的出海选品与定价', titleEn: 'Case: selecting and pricing a small home item' },
      { time: '21:00', title: '答疑', titleEn: 'Q&A' },
    ],
    transport: '线上直播：报名成功后，直播链接通过短信和邮件发给您。建议使用电脑观看，提前 10 分钟点开链接测试声音和画面。',
    faq: [
      { q: '有回放吗？', a: '已报名的用户可在直播结束后 7 天内观看回放。' },
      { q: '课件可以下载吗？', a: '课程结束后，课件摘要会发送到报名邮箱。' },
      { q: '可以多人共用一个报名吗？', a: '每个报名对应一个观看名额，同事需要观看请分别报名。' },
    ],
    notes: [
      '直播链接仅限本人使用，请勿转发。',
      '课程内容仅供参考，具体认证要求请以目标市场的官方规定为准。',
      '直播期间请文明发言，主持人会移除与课程无关的广告信息。',
    ],
  },
  {
    state: 'full',
    kind: 'salon',
    title: '零售买手闭门沙龙·杭州',
    titleEn: 'Retail Buyers’ Closed-door Salon · Hangzhou',
    summary:
      '邀请社区便利、精品超市和买手店的采购负责人，分享他们如何评估新品、如何谈进场条件，品牌方可在小范围交流中直接获得反馈。',
    summaryEn:
      'Buyers from convenience chains, premium supermarkets and select shops share how they evaluate new products and entry terms, with direct feedback for brands in a small group.',
    description: `<h2>沙龙主题</h2>
<p>零售商到底想要什么样的新品？本次沙龙请来几位来自社区便利店、精品超市和生活方式买手店的采购负责人，<strong>用真实的提案经历</strong>聊聊新品评估的标准和常见的“减分项”。</p>
<h3>交流形式</h3>
<p>采用圆桌形式，限 60 人。每位品牌方可带一款产品，在自由交流环节听取买手的直接反馈。</p>
<blockquote>为保证交流质量，本次沙龙不设录像，讨论内容请勿对外公开引用。</blockquote>`,
    cover: '/images/seed/covers/retail.svg',
    venue: 'TMZ 杭州会客厅',
    venueEn: 'TMZ Hangzhou Lounge',
    address: '杭州市西湖区文三路 90 号 6 楼',
    city: '杭州',
    lng: 120.138,
    lat: 30.278,
    startsInDays: 20,
    startTime: '14:00',
    durationHours: 3.5,
    capacity: 60,
    perRegistrationLimit: 2,
    seatsTaken: 60,
    agenda: [
      { time: '14:00', title: '签到与茶歇', titleEn: 'Check-in and tea' },
      { time: '14:30', title: '圆桌：买手眼中的好新品', titleEn: 'Round table: what buyers call a good new product' },
      { time: '15:30', title: '进场条件、账期与促销的那些事', titleEn: 'Entry terms, payment terms and promotions' },
      { time: '16:15', title: '自由交流与产品反馈', titleEn: 'Open discussion and product feedback' },
      { time: '17:30', title: '结束', titleEn: 'End' },
    ],
    transport: '地铁 2 号线文三路站，步行约 6 分钟；周边停车位较少，建议公共交通出行。',
    faq: [
      { q: '名额已满，还能参加吗？', a: '可以留下联系方式，如有人取消，我们会按顺序通知。' },
      { q: '可以带多款产品吗？', a: '为保证每位参会者都有交流机会，每家品牌限带一款产品。' },
      { q: '零售商可以报名吗？', a: '零售采购人员请联系会员顾问，以嘉宾身份参加。' },
    ],
    notes: [
      '请准时到场，开场后 30 分钟停止签到。',
      '现场不设录像和直播，请勿录音录像。',
      '如无法参加，请提前取消，把名额留给候补的朋友。',
    ],
  },
  {
    state: 'closed',
    kind: 'course',
    title: '包装合规与可持续设计工作坊',
    titleEn: 'Workshop: Packaging Compliance and Sustainable Design',
    summary:
      '一天的实操工作坊：对照标签要求逐项检查自家包装，学习减量设计与易回收材料的选择方法，并由包装工厂现场讲解打样注意事项。',
    summaryEn:
      'A hands-on day: check your own packaging against labelling requirements, learn reduced and recyclable design, and hear a packaging factory explain sampling.',
    description: `<h2>工作坊内容</h2>
<p>包装既是产品的第一张名片，也是合规风险最集中的地方之一。本次工作坊采用小组实操形式，参会者需<strong>携带一款自家产品的包装</strong>，在顾问指导下完成以下练习：</p>
<ol>
<li>标签信息逐项核对：品名、成分、执行标准、生产者信息、警示语</li>
<li>包装层级梳理：哪些层级可以减掉或合并</li>
<li>材料替换：单一材质和易回收材料的取舍</li>
<li>与包装工厂沟通打样：需要提供什么、常见的返工原因</li>
</ol>
<img src="/images/seed/body/packaging-layers.svg" alt="包装层级与合规要点示意图" width="960" height="540">
<p>活动结束后，每组会拿到一份包装自查清单，方便带回公司继续使用。</p>`,
    cover: '/images/seed/covers/packaging.svg',
    venue: '珠江新城协同创新中心 3 楼工作坊',
    venueEn: 'Zhujiang New Town Innovation Centre, 3F Workshop',
    address: '广州市天河区华夏路 28 号',
    city: '广州',
    lng: 113.326,
    lat: 23.122,
    startsInDays: 2,
    durationHours: 6,
    capacity: 80,
    perRegistrationLimit: 3,
    seatsTaken: 71,
    agenda: [
      { time: '09:30', title: '签到与分组', titleEn: 'Check-in and grouping' },
      { time: '10:00', title: '包装标签的常见问题', titleEn: 'Common packaging label issues' },
      { time: '11:00', title: '小组实操：标签逐项自查', titleEn: 'Group exercise: label self-check' },
      { time: '12:00', title: '午餐', titleEn: 'Lunch' },
      { time: '13:00', title: '减量设计与可回收材料', titleEn: 'Reduced design and recyclable materials' },
      { time: '14:00', title: '包装工厂讲解：打样与量产注意事项', titleEn: 'Packaging factory talk: sampling and mass production' },
      { time: '15:00', title: '成果分享与答疑', titleEn: 'Group presentations and Q&A' },
    ],
    transport: '地铁 3 号线、5 号线珠江新城站 B1 出口，步行约 8 分钟。大楼地下停车场对外开放。',
    faq: [
      { q: '报名已经截止了吗？', a: '是的，为便于分组和准备物料，报名已于活动前截止。已报名的朋友请按时参加。' },
      { q: '必须带包装样品吗？', a: '建议携带。没有实物的可以带包装设计稿的打印件。' },
      { q: '会有下一期吗？', a: '我们计划在上海和深圳继续举办，请关注活动页面。' },
    ],
    notes: [
      '请携带一款自家产品的包装或设计稿。',
      '现场提供纸笔和自查清单，建议自带笔记本电脑。',
      '工作坊为小组实操形式，请尽量全程参加。',
    ],
  },
  {
    state: 'past',
    kind: 'show',
    figures: { exhibitors: 540, visitors: 28600, areaSqm: 40000 },
    title: '第十一届 TMZ 消费品产业展（深圳）',
    titleEn: 'The 11th TMZ Consumer Goods Industry Show (Shenzhen)',
    summary:
      '上一届 TMZ 展会在深圳举办，三天展期设置品牌、工厂、服务商与零售买家四大展区，并举办了多场围绕新品开发与渠道协同的主题论坛。',
    summaryEn:
      'The previous TMZ show, held in Shenzhen over three days, with zones for brands, factories, service providers and retail buyers and a series of forums.',
    description: `<h2>回顾</h2>
<p>第十一届 TMZ 消费品产业展在深圳国际会展中心举办。展会首次设立<strong>工厂能力展区</strong>，让工厂以工艺和案例而不是单个产品来展示自己，受到品牌方的普遍欢迎。</p>
<h3>主要活动</h3>
<ul>
<li>新品首发：品牌方集中发布新品，零售买家现场试用</li>
<li>买家洽谈：顾问预排一对一洽谈，展后持续跟进打样与下单</li>
<li>主题论坛：围绕选品、柔性供应链和门店运营展开讨论</li>
</ul>
<p>论坛的部分内容已整理成文章，可在“行业热点”和“实用干货”栏目中阅读。</p>`,
    cover: '/images/seed/covers/trade-show.svg',
    venue: '深圳国际会展中心 8–10 号馆',
    venueEn: 'Shenzhen World Exhibition & Convention Center, Halls 8–10',
    address: '深圳市宝安区福海街道展城路 1 号',
    city: '深圳',
    lng: 113.779,
    lat: 22.715,
    startsInDays: -170,
    startTime: '09:00',
    durationHours: 56,
    capacity: 1800,
    perRegistrationLimit: 5,
    seatsTaken: 1652,
    agenda: [
      { time: '第一天 09:00', title: '开幕式与新品首发', titleEn: 'Opening and new product launches' },
      { time: '第一天 14:00', title: '论坛：新品开发中的品牌与工厂协同', titleEn: 'Forum: brand–factory collaboration in product development' },
      { time: '第二天 09:30', title: '零售买家预约洽谈', titleEn: 'Pre-booked retail buyer meetings' },
      { time: '第二天 14:00', title: '论坛：门店运营与社区零售', titleEn: 'Forum: store operations and community retail' },
      { time: '第三天 09:30', title: '工厂能力展区专场讲解', titleEn: 'Factory capability zone tours' },
      { time: '第三天 17:00', title: '闭幕', titleEn: 'Closing' },
    ],
    transport: '地铁 12 号线、20 号线至国展站，出站即达展馆；展期设有接驳巴士往返深圳北站与宝安机场。',
    faq: [
      { q: '可以补看论坛内容吗？', a: '部分论坛内容已整理为文章发布，会员可在会员专属栏目中阅读完整版。' },
      { q: '下一届在哪里举办？', a: '请关注活动页面，下一届的时间与地点会提前公布。' },
      { q: '如何成为下一届的展商？', a: '可联系展会运营团队咨询展位，老展商享有优先选位。' },
    ],
    notes: ['本活动已结束，感谢所有展商和观众的参与。', '展会期间的洽谈线索可在会员中心继续跟进。', '展会照片与论坛资料将陆续在资讯栏目发布。'],
  },
  {
    state: 'past',
    kind: 'visit',
    title: '工厂开放日：走进智能制造车间',
    titleEn: 'Factory Open Day: Inside a Smart Manufacturing Workshop',
    summary:
      '组织品牌方走进杭州的智能制造示范车间，实地了解柔性产线、质量追溯和小批量快反的做法，并与工厂负责人面对面交流合作方式。',
    summaryEn:
      'Brands visited a smart manufacturing workshop in Hangzhou to see flexible lines, quality traceability and small-batch quick response, and talked with the factory managers.',
    description: `<h2>活动回顾</h2>
<p>“工厂能不能接小单”“质量怎么保证”是品牌方最常问的问题。本次开放日带大家<strong>直接走进车间</strong>，看柔性产线如何在一天内完成换线，看质量数据如何从工位一路追溯到批次。</p>
<img src="/images/seed/covers/ai-manufacturing.svg" alt="智能制造车间示意插图" width="1200" height="675">
<h3>参观要点</h3>
<ul>
<li>换线与排产：小批量订单如何插单而不影响大货</li>
<li>质量追溯：关键工序的检验记录怎样关联到批次</li>
<li>样品间：打样周期和样品管理的做法</li>
</ul>`,
    cover: '/images/seed/covers/factory.svg',
    venue: '钱塘智能制造示范园 3 号厂房',
    venueEn: 'Qiantang Smart Manufacturing Park, Building 3',
    address: '杭州市钱塘区白杨街道 6 号大街 88 号',
    city: '杭州',
    lng: 120.338,
    lat: 30.308,
    startsInDays: -35,
    startTime: '13:30',
    durationHours: 4,
    capacity: 40,
    perRegistrationLimit: 2,
    seatsTaken: 38,
    agenda: [
      { time: '13:30', title: '园区集合与安全说明', titleEn: 'Meeting point and safety briefing' },
      { time: '14:00', title: '参观柔性产线与质量检验区', titleEn: 'Tour of flexible lines and inspection area' },
      { time: '15:30', title: '工厂负责人分享：如何与品牌方合作', titleEn: 'Talk: how the factory works with brands' },
      { time: '16:30', title: '交流与合影', titleEn: 'Discussion and group photo' },
    ],
    transport: '地铁 1 号线文泽路站，换乘出租车约 10 分钟；自驾可停放园区访客停车场。',
    faq: [
      { q: '还会举办类似的开放日吗？', a: '会的，我们每季度安排一次工厂开放日，品类会轮换。' },
      { q: '参观时可以拍照吗？', a: '部分区域涉及工艺保密，需按工厂指引拍照。' },
      { q: '可以带样品去咨询吗？', a: '可以，建议提前告知顾问，以便工厂准备相关工程人员。' },
    ],
    notes: ['本活动已结束。', '车间内请穿平底鞋，并遵守安全标识。', '参观内容涉及工厂的工艺信息，请勿对外传播。'],
  },
  {
    state: 'upcoming',
    kind: 'show',
    title: 'TMZ 展会·华南站（广州）',
    titleEn: 'TMZ Show · South China (Guangzhou)',
    summary:
      'TMZ 展会首次在广州举办华南站，重点展示食品饮料、个护日化和家居用品产业带的工厂与品牌，观众登记将于展前两个月开放。',
    summaryEn:
      'The first South China edition of the TMZ show, in Guangzhou, featuring factories and brands from the food and drink, personal care and home goods clusters. Visitor registration opens two months before the show.',
    description: `<h2>即将启动</h2>
<p>为了让华南产业带的工厂和品牌更方便地参展，TMZ 展会将在广州举办华南站。本站以<strong>产业带为单位组织展区</strong>，方便零售买家按品类集中考察。</p>
<h3>时间安排</h3>
<ul>
<li>展商招募：现已开始，老展商可优先选位</li>
<li>观众登记：展前约两个月开放</li>
<li>买家洽谈预约：展前一个月开放</li>
</ul>
<p>如需提前了解参展方案，请联系展会运营团队或你的会员顾问。</p>`,
    cover: '/images/seed/covers/announcement.svg',
    venue: '琶洲会展中心 B 区',
    venueEn: 'Pazhou Exhibition Complex, Area B',
    address: '广州市海珠区阅江中路 380 号',
    city: '广州',
    lng: 113.367,
    lat: 23.105,
    startsInDays: 120,
    startTime: '09:00',
    durationHours: 56,
    capacity: 1500,
    perRegistrationLimit: 5,
    seatsTaken: 0,
    agenda: [
      { time: '第一天 09:00', title: '开幕式与产业带巡馆', titleEn: 'Opening and industry cluster tour' },
      { time: '第一天 14:00', title: '论坛：产业带工厂如何做自有品牌', titleEn: 'Forum: own brands for cluster factories' },
      { time: '第二天 09:30', title: '零售买家预约洽谈', titleEn: 'Pre-booked retail buyer meetings' },
      { time: '第二天 14:00', title: '论坛：食品饮料新品的渠道打法', titleEn: 'Forum: channel strategy for new food and drink products' },
      { time: '第三天 09:30', title: '供应链服务专场', titleEn: 'Supply chain services day' },
      { time: '第三天 17:00', title: '闭幕', titleEn: 'Closing' },
    ],
    transport: '地铁 8 号线琶洲站、新港东站，出站步行约 5 分钟；有轨电车琶洲线可达展馆周边。',
    faq: [
      { q: '现在可以登记吗？', a: '观众登记尚未开放，开放后我们会在活动页面和会员短信中通知。' },
      { q: '展商怎么报名？', a: '展商招募已经开始，请联系展会运营团队获取展位方案。' },
      { q: '与上海站有什么区别？', a: '华南站按产业带组织展区，更侧重食品饮料、个护日化和家居用品。' },
    ],
    notes: ['登记开放时间以活动页面公告为准。', '展期、展馆等信息如有调整，将提前公布。', '老展商续展享有优先选位。'],
  },
  {
    state: 'upcoming',
    kind: 'forum',
    title: '品牌出海年度峰会',
    titleEn: 'Annual Brands Going Global Summit',
    summary:
      '邀请跨境电商、海外渠道、物流和合规服务领域的从业者，分享消费品品牌出海的路径选择与实践经验，并设置服务商对接环节。',
    summaryEn:
      'Practitioners from cross-border e-commerce, overseas retail, logistics and compliance share how consumer brands go global, followed by meetings with service providers.',
    description: `<h2>峰会简介</h2>
<p>出海不是一个动作，而是一连串选择：先做平台还是独立站，先进哪个市场，用海外仓还是直发。本次峰会邀请一线从业者分享<strong>真实的路径和教训</strong>，帮助品牌方少走弯路。</p>
<h3>主要议题</h3>
<ul>
<li>出海市场选择与选品逻辑</li>
<li>合规、认证与知识产权保护</li>
<li>物流与海外仓的成本结构</li>
<li>本地化内容与品牌建设</li>
</ul>`,
    cover: '/images/seed/covers/cross-border.svg',
    venue: '杭州国际博览中心 2 楼会议厅',
    venueEn: 'Hangzhou International Expo Center, 2F Conference Hall',
    address: '杭州市萧山区奔竞大道 353 号',
    city: '杭州',
    lng: 120.237,
    lat: 30.234,
    startsInDays: 95,
    startTime: '09:00',
    durationHours: 8,
    capacity: 600,
    perRegistrationLimit: 3,
    seatsTaken: 0,
    agenda: [
      { time: '09:00', title: '签到', titleEn: 'Check-in' },
      { time: '09:30', title: '主旨分享：消费品出海的几条路径', titleEn: 'Keynote: paths for consumer brands going global' },
      { time: '10:30', title: '圆桌：出海第一年踩过的坑', titleEn: 'Panel: lessons from the first year abroad' },
      { time: '13:30', title: '专题：合规、认证与知识产权', titleEn: 'Session: compliance, certification and IP' },
      { time: '14:30', title: '专题：物流与海外仓成本', titleEn: 'Session: logistics and overseas warehouse costs' },
      { time: '15:30', title: '服务商一对一对接', titleEn: 'One-to-one meetings with service providers' },
    ],
    transport: '地铁 6 号线、7 号线奥体中心站，步行约 10 分钟；场馆地下停车场可停车。',
    faq: [
      { q: '什么时候开放报名？', a: '报名将于峰会前约一个月开放，请关注活动页面。' },
      { q: '峰会收费吗？', a: '会员免费参加，非会员的参会方式将在报名开放时公布。' },
      { q: '服务商可以参与对接吗？', a: '可以，服务商请联系平台申请对接席位。' },
    ],
    notes: ['报名开放时间以活动页面公告为准。', '议程可能根据嘉宾安排微调。', '请携带名片，便于对接环节交流。'],
  },
];
