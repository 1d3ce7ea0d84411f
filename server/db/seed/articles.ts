import type { SeedArticle } from './types';

/*
 * Demo articles for the four channels. Everything here is fictional: member names
 * are made up, and figures in the how-to pieces are worked examples, not data.
 */

const news: SeedArticle[] = [
  {
    channel: 'news',
    title: '第十二届 TMZ 展会观众登记正式开启',
    titleEn: 'Visitor Registration Opens for the 12th TMZ Show',
    summary:
      '第十二届 TMZ 消费品产业展将在上海新国际博览中心举办，观众登记即日起开放，买家洽谈区今年改为预约制，登记后可提交采购意向。',
    summaryEn:
      'The 12th TMZ Consumer Goods Industry Show will be held at the Shanghai New International Expo Centre. Visitor registration is open, and buyer meetings are now booked in advance.',
    body: `<p>第十二届 TMZ 消费品产业展观众登记今天正式开启。本届展会为期三天，设<strong>新品首发区、工厂能力展区、零售买家洽谈区和供应链与服务商展区</strong>四大板块，覆盖家居日用、个护美妆、食品饮料、小家电和母婴等品类。</p>
<h2>今年有哪些变化</h2>
<h3>买家洽谈改为预约制</h3>
<p>过去几届，不少零售买家反馈在展馆里“走了一天，真正聊透的没几家”。今年起，买家洽谈区改为预约制：观众完成登记后，可以在会员中心提交采购意向，写明品类、价格带和预计采购时间，平台顾问会在展前为你匹配展商并安排一对一洽谈。</p>
<h3>工厂能力展区扩大</h3>
<p>上一届首次设立的工厂能力展区获得了品牌方的积极反馈。本届该展区面积扩大，参展工厂将以<strong>工艺、设备和过往案例</strong>为主线布展，方便品牌方直接判断工厂能做什么、做到什么程度。</p>
<img src="/images/seed/covers/matchmaking.svg" alt="买家预约洽谈示意插图" width="1200" height="675">
<h2>如何登记</h2>
<ol>
<li>在<a href="{{show:第十二届 TMZ 消费品产业展（上海）}}">展会活动页面</a>点击“立即报名”，填写姓名、手机号和单位信息；</li>
<li>每次最多可为 5 人登记，每人会收到独立的确认码；</li>
<li>展期凭确认码扫码入场，三天内可多次进出。</li>
</ol>
<p>展期、场馆交通和同期论坛请见 <a href="/tmz">TMZ 展会页面</a>。观众登记免费。主题论坛座位有限，先到先得；满座后可在分会场观看同步直播。展商招募仍在进行中，有意参展的品牌方、工厂和服务商可以联系展会运营团队了解展位方案。</p>
<blockquote>提示：请在登记时填写真实的单位信息，买家洽谈的匹配会参考这些信息。</blockquote>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: 'TMZ 展会组委会',
    daysAgo: 1,
    views: 2386,
  },
  {
    channel: 'news',
    title: '平台上线“工厂能力档案”，找工厂更省时',
    titleEn: 'Factory Capability Profiles Launch on the Platform',
    summary:
      '入驻工厂现在可以用统一格式展示品类、工艺、设备、起订量和认证情况，品牌方按条件筛选后即可发起询盘，顾问全程协助核实信息。',
    summaryEn:
      'Member factories can now present categories, processes, equipment, minimum orders and certifications in one format. Brands filter, enquire, and consultants help verify the details.',
    body: `<p>本周起，平台正式上线<strong>工厂能力档案</strong>功能。入驻工厂可以按照统一的格式，完整展示自己的主营品类、核心工艺、关键设备、常规起订量、打样周期和已获得的认证。</p>
<h2>为什么要做工厂能力档案</h2>
<p>品牌方找工厂时最常遇到的问题，是信息不对称：宣传资料上写着“什么都能做”，实际沟通下来才发现工艺不匹配，或者起订量远超预期。反过来，很多工厂确实有过硬的能力，却不知道怎样向品牌方讲清楚。</p>
<p>工厂能力档案希望把双方的第一轮沟通前置到线上，<strong>让品牌方在询盘之前就能做一次初筛</strong>。</p>
<h2>档案包含哪些内容</h2>
<ul>
<li>基础信息：所在地区、厂房面积、员工规模、主要客户类型；</li>
<li>能力信息：主营品类、核心工艺、关键设备及数量；</li>
<li>合作条件：常规起订量、打样周期、大货交期区间；</li>
<li>资质信息：质量体系与产品认证，附证书图片；</li>
<li>案例：过往代表性产品，可隐去客户名称。</li>
</ul>
<img src="/images/seed/covers/quality.svg" alt="资质核验示意插图" width="1200" height="675">
<h2>信息如何核实</h2>
<p>档案中的资质和认证信息由会员顾问逐项核对，核对完成的条目会显示“已核实”标记。顾问还会结合实地走访情况，对产能和工艺描述给出补充说明。</p>
<p>品牌方可以按品类、地区、起订量等条件筛选工厂，并直接在档案页发起询盘。已入驻的工厂会员可联系自己的顾问开通档案编辑权限，新工厂可先提交入驻申请。</p>`,
    cover: '/images/seed/covers/factory.svg',
    author: '平台编辑部',
    daysAgo: 3,
    views: 1642,
  },
  {
    channel: 'news',
    title: '本月新入驻会员：六家工厂与四个新品牌',
    titleEn: 'New Members This Month: Six Factories and Four Brands',
    summary:
      '本月共有十家企业完成入驻审核，包括纺织、包装、日化和五金加工工厂，以及家居、茶饮和个护方向的新品牌，覆盖华东和华南多个产业带。',
    summaryEn:
      'Ten companies joined this month: factories in textiles, packaging, personal care and metalwork, and new brands in home goods, tea drinks and personal care.',
    body: `<p>本月共有十家企业完成入驻审核，正式成为平台会员。我们简单介绍一下他们，欢迎有合作需求的会员通过顾问联系。</p>
<h2>新入驻工厂</h2>
<ul>
<li><strong>恒织纺织</strong>：家纺与功能面料工厂，具备织造、染整到成品缝制的一体化能力，擅长床品和毛巾类产品。</li>
<li><strong>澄明包装印刷</strong>：彩盒、礼盒和纸浆模塑包装，支持小批量打样，近年投入较多精力在可回收包装方案上。</li>
<li><strong>海岚日化</strong>：洗护和家清产品代工，可承接配方开发、灌装和包装的一站式订单。</li>
<li><strong>远川精密制造</strong>：五金件与小家电结构件加工，打样到量产的转换经验丰富。</li>
<li>另有两家分别从事竹木制品和硅胶制品的工厂，档案正在完善中。</li>
</ul>
<h2>新入驻品牌</h2>
<ul>
<li><strong>青禾生活</strong>：天然材质日用品品牌，产品覆盖厨房、收纳和清洁用品。</li>
<li><strong>拾光茶饮</strong>：主打原叶冷泡茶，正在寻找更多社区零售渠道。</li>
<li><strong>木白家居</strong>：实木小家具与软装品牌，计划扩充产品线。</li>
<li>还有一个个护新品牌处于产品开发阶段，暂不公开名称。</li>
</ul>
<h2>入驻之后</h2>
<p>每位新会员都会对接一名专属顾问，在第一个月内完成档案完善、需求梳理和首轮对接。品牌方会员可以参加下个月的供应商精准对接日，工厂会员可以申请在 TMZ 展会工厂能力展区展示。</p>
<p>如果你也希望加入平台，可以在“关于我们”页面提交入驻申请，顾问会在两个工作日内与你联系。</p>`,
    cover: '/images/seed/covers/announcement.svg',
    author: '平台编辑部',
    daysAgo: 6,
    views: 1215,
  },
  {
    channel: 'news',
    title: '平台与长三角消费品产业联盟签署合作协议',
    titleEn: 'Platform Signs Cooperation Agreement with the YRD Consumer Goods Alliance',
    summary:
      '双方将在工厂资源对接、行业标准共建、人才培训和 TMZ 展会联合招展四个方面开展合作，联盟成员企业可享受平台会员服务优惠。',
    summaryEn:
      'The two sides will cooperate on factory matchmaking, industry standards, training and joint exhibitor recruitment for the TMZ show. Alliance members get discounts on platform membership.',
    body: `<p>近日，平台与长三角消费品产业联盟正式签署合作协议。联盟由区域内的品牌、工厂与服务机构共同发起，长期致力于推动产业协同和标准共建。</p>
<h2>合作的四个方向</h2>
<h3>一、工厂资源对接</h3>
<p>联盟成员中有大量专注细分品类的中小工厂。双方将共同梳理这些工厂的能力信息，录入平台工厂能力档案，帮助它们被更多品牌方看见。</p>
<h3>二、行业标准共建</h3>
<p>围绕打样流程、验货标准和包装规范等合作中的高频问题，双方计划联合编写一批<strong>团体推荐做法</strong>，先在成员企业中试用，再逐步推广。</p>
<h3>三、人才培训</h3>
<p>面向工厂管理者和品牌方的产品、采购人员，联合开设供应链管理、质量管理和渠道运营方面的短期课程。</p>
<h3>四、展会联合招展</h3>
<p>联盟将组织成员企业以联合展团形式参加 TMZ 展会，并在展会期间举办产业带专场对接活动。</p>
<h2>对会员意味着什么</h2>
<ul>
<li>联盟成员企业加入平台，可享受会员服务费优惠；</li>
<li>平台会员可优先参加联盟组织的工厂参访和行业交流；</li>
<li>双方共建的推荐做法将在“实用干货”栏目陆续发布。</li>
</ul>
<p>联盟负责人在签约时提到，区域内不少工厂的工艺水平并不差，缺的是被看见的渠道和与品牌方对话的方法；平台方面则表示，希望借助联盟对产业带的了解，把工厂资源梳理得更扎实，让撮合建立在真实信息之上。</p>
<p>合作的具体安排将在后续通知中公布，欢迎会员通过顾问了解详情。</p>`,
    cover: '/images/seed/covers/partnership.svg',
    author: '平台编辑部',
    daysAgo: 9,
    views: 978,
  },
  {
    channel: 'news',
    title: 'TMZ 展会·华南站定址广州，展商招募启动',
    titleEn: 'TMZ Show South China Edition Set for Guangzhou; Exhibitor Recruitment Begins',
    summary:
      '华南站将按产业带组织展区，重点展示食品饮料、个护日化和家居用品工厂与品牌。展商招募即日启动，老展商可优先选位。',
    summaryEn:
      'The South China edition will be organised by industry cluster, featuring food and drink, personal care and home goods. Exhibitor recruitment starts now; returning exhibitors choose first.',
    body: `<p>TMZ 展会组委会宣布，TMZ 展会·华南站将在广州琶洲会展中心举办，展商招募即日启动。这是 TMZ 展会第一次在广州设站。</p>
<h2>为什么选择广州</h2>
<p>华南地区聚集了大量食品饮料、个护日化和家居用品的产业带，工厂密度高、配套完整。过去几届上海展会上，来自华南的展商和观众比例一直不低，但路途成本让不少中小工厂望而却步。在广州设站，就是希望<strong>把展会办到产业带家门口</strong>。</p>
<h2>展区怎样组织</h2>
<p>与上海站按展商类型划分不同，华南站将以<strong>产业带为单位</strong>组织展区。同一产业带的工厂、品牌和服务商集中布展，零售买家可以按品类一站式考察，对比工艺和价格。</p>
<ul>
<li>食品饮料产业带展区</li>
<li>个护日化产业带展区</li>
<li>家居用品产业带展区</li>
<li>供应链与跨境服务展区</li>
</ul>
<h2>时间安排</h2>
<ol>
<li>展商招募：即日起，老展商享有优先选位；</li>
<li>观众登记：展前约两个月开放；</li>
<li>买家洽谈预约：展前约一个月开放。</li>
</ol>
<p>对于首次参展的工厂，组委会将提供布展指导：怎样用有限的展位讲清楚自己的工艺和案例，怎样准备样品和报价资料，怎样在展期内记录和分级洽谈线索。相关内容也会在“实用干货”栏目陆续发布。</p>
<p>有意参展的企业可以联系展会运营团队索取参展手册，也可以通过自己的会员顾问咨询。更多信息将在活动页面陆续更新。</p>`,
    cover: '/images/seed/covers/announcement.svg',
    author: 'TMZ 展会组委会',
    daysAgo: 13,
    views: 1487,
  },
  {
    channel: 'news',
    title: '供应商精准对接日深圳站开放报名',
    titleEn: 'Registration Opens for the Supplier Matchmaking Day in Shenzhen',
    summary:
      '本场对接日聚焦小家电、3C 配件和家居品类，顾问将根据品牌方提交的需求表预排一对一洽谈，每家企业限报 2 人，名额有限。',
    summaryEn:
      'The Shenzhen matchmaking day focuses on small appliances, electronics accessories and home goods. Consultants pre-arrange one-to-one meetings from each brand’s requirements form.',
    body: `<p>供应商精准对接日深圳站现已开放报名。本场活动聚焦<strong>小家电、3C 配件和家居</strong>三个品类，面向正在寻找工厂的品牌方和采购团队。</p>
<h2>和普通对接会有什么不同</h2>
<p>常见的对接会是“大家都来，现场自己找”，效率取决于运气。精准对接日的做法是：品牌方报名后先填写需求表，写明品类、目标价格区间、预计数量、上市时间和认证要求；平台供应链顾问在活动前两周完成匹配，为每位参会者预排 4 到 6 场一对一洽谈，每场 20 分钟。</p>
<h2>参会工厂</h2>
<p>所有参会工厂都已完成平台资质审核，具备相关品类的量产经验。顾问在匹配时会同时考虑工艺能力、起订量和产能档期，尽量避免“聊得很好，但做不了”的情况。</p>
<h2>报名须知</h2>
<ul>
<li>每家企业最多报名 2 人，建议由负责产品或采购的同事参加；</li>
<li>请在活动前 7 天提交需求表，逾期将无法保证洽谈安排；</li>
<li>现场可当场约定打样或验厂，后续由顾问协助跟进。</li>
</ul>
<p>顾问建议，参会前把产品需求尽量写具体：目标人群、核心功能、外观参考、预计首单数量和可接受的价格区间。需求越清楚，匹配越准确，现场 20 分钟也就越能聊到实处。对于暂时只有方向、还没有成型方案的品牌方，顾问会优先安排具备开发能力的工厂。</p>
<p>活动地点在深圳南山科技园，详细交通信息请查看活动页面。工厂会员如希望加入对接名单，请联系你的顾问。</p>`,
    cover: '/images/seed/covers/matchmaking.svg',
    author: 'TMZ 展会组委会',
    daysAgo: 16,
    views: 864,
  },
  {
    channel: 'news',
    title: '会员顾问团队扩容，新增包装与定价方向',
    titleEn: 'Consultant Team Expands with Packaging and Pricing Specialists',
    summary:
      '为回应会员在包装合规和渠道定价上的咨询需求，顾问团队新增包装与合规、定价与渠道利润两个方向，会员可在顾问页面预约咨询。',
    summaryEn:
      'In response to member questions on packaging compliance and channel pricing, the consultant team adds two specialities. Members can book sessions from the consultants page.',
    body: `<p>过去半年，会员向顾问团队提出的问题中，有两类明显增多：一是包装和标签是否合规、怎样减少过度包装；二是新品如何定价、各级渠道的毛利怎样分配。为此，顾问团队新增了两个专业方向。</p>
<h2>包装与合规方向</h2>
<p>该方向的顾问具有包装工程和标签审核背景，可以为会员提供：</p>
<ul>
<li>包装方案评审：结构、材料和成本的平衡建议；</li>
<li>标签合规预检：对照常见要求逐项核对；</li>
<li>可持续包装改造：减量设计和易回收材料选择。</li>
</ul>
<h2>定价与渠道利润方向</h2>
<p>该方向的顾问具有财务分析和渠道管理背景，可以帮助会员：</p>
<ul>
<li>从成本和目标零售价出发，测算各级渠道的合理毛利；</li>
<li>设计促销和返利政策，避免价格体系混乱；</li>
<li>为与零售商谈判进场条件做测算准备。</li>
</ul>
<p>两个新方向的顾问都会与现有的供应链、品牌策略和零售渠道顾问协同工作。比如一款新品从定价到包装再到进场，往往需要几位顾问一起参与，会员不必分别沟通，由首位接待的顾问负责统筹。</p>
<h2>如何预约</h2>
<p>会员可以在“顾问团队”页面查看每位顾问的专长和简介，选择合适的顾问后通过电话或邮件预约。每位会员每季度可享受两次免费的一对一咨询，更深入的项目制服务另行沟通。</p>
<blockquote>顾问服务的目标不是替会员做决定，而是帮助会员把问题想清楚、把数字算清楚。</blockquote>`,
    cover: '/images/seed/covers/matchmaking.svg',
    author: '平台编辑部',
    daysAgo: 25,
    views: 732,
  },
  {
    channel: 'news',
    title: '验货预约服务上线，出货检验可在线预约',
    titleEn: 'Online Booking for Pre-shipment Inspections Now Available',
    summary:
      '平台联合第三方检测机构推出验货预约服务，会员在线提交订单信息和检验标准后，即可预约出货检验，报告在检验完成后发送到会员中心。',
    summaryEn:
      'Together with a third-party testing partner, members can now book pre-shipment inspections online and receive reports in their member centre.',
    body: `<p>平台联合合作检测机构，正式推出<strong>验货预约服务</strong>。品牌方会员在大货出货前，可以直接在线预约第三方出货检验。</p>
<h2>为什么要做这项服务</h2>
<p>很多成长期品牌没有专职的质量团队，大货出货前往往只能依赖工厂的自检报告，或者临时请朋友帮忙去看一看。一旦到货后发现问题，返工和退换的成本都很高。通过平台预约，会员可以用相对可控的成本，在出货前由专业人员按约定标准完成检验。</p>
<h2>预约流程</h2>
<ol>
<li>在会员中心提交订单信息：品名、数量、工厂地址、预计完成日期；</li>
<li>上传或选择检验标准：封样照片、关键尺寸、功能测试要求；</li>
<li>确认检验日期与费用，检测机构安排检验员；</li>
<li>检验完成后，报告发送到会员中心，顾问可协助解读。</li>
</ol>
<img src="/images/seed/body/qc-checklist.svg" alt="出货检验清单示意图" width="960" height="540">
<h2>几点提醒</h2>
<ul>
<li>请至少提前 3 个工作日预约，旺季建议更早；</li>
<li>检验标准越清楚，检验结果越有参考价值，建议先与工厂确认封样；</li>
<li>检验发现问题后，是否放行由品牌方决定，顾问可协助与工厂沟通整改。</li>
</ul>
<p>检验报告会列出抽样数量、发现的问题及其严重程度，并附现场照片。顾问提醒，报告的价值不仅在于这一批货能否放行，更在于积累问题记录：同一工厂反复出现的问题，往往指向工艺或管理上的根因，值得在下一次下单前和工厂一起解决。</p>
<p>关于如何制定检验标准，可以阅读“实用干货”栏目中的出货前质检清单一文。</p>`,
    cover: '/images/seed/covers/quality.svg',
    author: '平台编辑部',
    daysAgo: 40,
    views: 1105,
  },
  {
    channel: 'news',
    title: '第十一届 TMZ 展会闭幕，工厂能力展区首次亮相',
    titleEn: 'The 11th TMZ Show Closes; Factory Capability Zone Debuts',
    summary:
      '第十一届 TMZ 消费品产业展在深圳落幕。本届首次设立工厂能力展区，工厂以工艺和案例而非单品布展，买家洽谈区全天保持满座。',
    summaryEn:
      'The 11th TMZ show closed in Shenzhen. A factory capability zone, where factories showed processes and cases instead of single products, appeared for the first time.',
    body: `<p>为期三天的第十一届 TMZ 消费品产业展在深圳国际会展中心闭幕。本届展会汇集了来自全国各地的品牌方、工厂、服务商和零售买家。</p>
<h2>工厂能力展区首次亮相</h2>
<p>本届最受关注的变化，是首次设立的工厂能力展区。与传统展位摆满产品不同，参展工厂被要求<strong>以工艺、设备和案例为主线布展</strong>：有的工厂把关键工序拆成几个展台，现场演示；有的工厂展示同一款产品从打样到量产的几个版本，讲清楚每一次修改的原因。</p>
<p>不少品牌方表示，这种方式比看成品更能帮助他们判断工厂的真实水平。</p>
<img src="/images/seed/covers/factory.svg" alt="工厂能力展区示意插图" width="1200" height="675">
<h2>三场主题论坛</h2>
<ul>
<li>新品开发中的品牌与工厂协同：怎样写出工厂看得懂的需求；</li>
<li>门店运营与社区零售：零售商如何评估新品；</li>
<li>柔性供应链：小单快反的组织方式和成本控制。</li>
</ul>
<h2>展后跟进</h2>
<p>展会期间产生的洽谈线索已同步到会员中心，顾问团队将在接下来的两周内协助会员完成分级和回访。论坛的部分内容将整理成文章，在“行业热点”和“实用干货”栏目发布。</p>
<p>组委会也收集了一些改进意见：部分观众希望洽谈区的预约能够更早开放，部分工厂希望展位能提供更多的样品陈列空间。这些意见将在下一届的展区规划和服务流程中逐项落实。</p>
<p>感谢每一位展商、观众和合作伙伴，我们下一届再见。</p>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: 'TMZ 展会组委会',
    daysAgo: 167,
    views: 3920,
  },
  {
    channel: 'news',
    title: '品牌认证标识上线，认证品牌资料页可展示',
    titleEn: 'Certified Brand Badge Now Shown on Brand Profiles',
    summary:
      '完成营业执照和商标信息核验的品牌方，资料页将显示认证标识，方便工厂和零售商在合作前快速确认对方身份，认证申请可在会员中心提交。',
    summaryEn:
      'Brands whose business licence and trademark details have been verified now show a certification badge, so factories and retailers can confirm who they are dealing with.',
    body: `<p>平台今天上线<strong>品牌认证标识</strong>。完成认证的品牌方，在资料页、询盘消息和展会名录中都会显示认证标识。</p>
<h2>认证核验什么</h2>
<ul>
<li>营业执照：核对统一社会信用代码、企业名称与经营状态；</li>
<li>商标信息：核对品牌名称与商标注册或授权使用情况；</li>
<li>联系人身份：确认申请人与企业的关系。</li>
</ul>
<p>认证只说明企业身份和品牌归属已经核验，<strong>并不代表平台对产品质量或经营能力作出担保</strong>。合作前的工厂评估、样品确认和合同约定，仍需要双方认真完成。</p>
<h2>为什么要做认证</h2>
<p>工厂和零售商会员反映，他们每天都会收到大量询盘，其中一部分来源不明，花了时间报价打样，最后却联系不上对方。认证标识可以帮助他们<strong>优先处理身份清晰的询盘</strong>，也让认真做品牌的会员更容易获得信任。</p>
<h2>如何申请</h2>
<ol>
<li>在会员中心进入“品牌认证”，填写企业与品牌信息；</li>
<li>上传营业执照和商标相关材料的图片；</li>
<li>审核通常在三个工作日内完成，结果会通过短信通知。</li>
</ol>
<p>已经认证的品牌，如企业名称、商标授权等信息发生变化，请及时在会员中心更新，重新核验期间标识会暂时隐藏。对于冒用他人品牌申请认证的行为，平台将取消其会员资格。</p>
<p>零售商认证将在近期上线，届时零售商会员也可申请相应标识。</p>`,
    cover: '/images/seed/covers/brand.svg',
    author: '平台编辑部',
    daysAgo: 76,
    views: 1358,
  },
  {
    channel: 'news',
    title: '平台推出跨境出海服务包，覆盖选品到物流',
    titleEn: 'Platform Launches a Going-global Service Package',
    summary:
      '服务包整合了出海可行性评估、目标市场合规预检、物流与海外仓方案三项服务，帮助工厂和品牌先小批量验证，再决定是否加大投入。',
    summaryEn:
      'The package combines a feasibility review, a compliance pre-check for the target market and logistics and warehouse planning, so members can test small before investing more.',
    body: `<p>越来越多的工厂和品牌会员向顾问咨询出海事宜。为此，平台联合跨境物流和检测认证方面的合作伙伴，推出<strong>跨境出海服务包</strong>。</p>
<h2>服务包包含什么</h2>
<h3>出海可行性评估</h3>
<p>顾问会和会员一起梳理现有产品线，评估哪些产品适合先行尝试，需要做哪些改动，以及目标市场的大致竞争情况和价格区间。</p>
<h3>目标市场合规预检</h3>
<p>对照目标市场的常见要求，检查产品认证、标签和说明书、包装材料等方面的缺口，列出需要补充的事项和大致周期。</p>
<h3>物流与海外仓方案</h3>
<p>根据产品体积、重量和预计销量，比较直发、海外仓等不同方案的成本和时效，给出建议。</p>
<h2>我们建议的节奏</h2>
<ol>
<li>先用一到两款产品、小批量做市场验证；</li>
<li>根据验证结果调整产品、定价和渠道；</li>
<li>确认模式可行后，再扩大品类和投入。</li>
</ol>
<p>这样做的好处是把试错成本控制在可承受的范围内。出海初期最常见的损失，往往来自对需求的过度乐观：一次备货太多，结果因为认证、包装或售后问题压在海外仓里，仓储费每个月都在增加。先小批量验证，能让团队在真实的订单和反馈中学习，再决定下一步投入多少。</p>
<h3>适合哪些会员</h3>
<p>服务包更适合已经有稳定国内销售、产品和供应链相对成熟的会员。如果产品仍在频繁调整，建议先把国内市场做扎实，再考虑出海。</p>
<p>服务包面向所有会员开放，可联系跨境电商顾问预约首次沟通。</p>`,
    cover: '/images/seed/covers/cross-border.svg',
    author: '平台编辑部',
    daysAgo: 112,
    views: 2047,
  },
  {
    channel: 'news',
    title: '平台英文版上线，海外采购商可直接浏览',
    titleEn: 'English Version of the Platform Goes Live',
    summary:
      '平台网站英文版正式上线，海外采购商可以浏览平台服务、TMZ 展会信息和会员工厂介绍，并用英文提交咨询，顾问团队负责后续对接。',
    summaryEn:
      'The English version of the website is live. Overseas buyers can read about services, the TMZ show and member factories, and send enquiries in English.',
    body: `<p>平台网站英文版今天正式上线。海外采购商和合作伙伴现在可以直接用英文浏览平台服务、TMZ 展会信息和部分会员介绍。</p>
<h2>英文版包含哪些内容</h2>
<ul>
<li>平台介绍与服务说明：品牌方、工厂、服务商和零售商分别能获得什么；</li>
<li>TMZ 展会信息：展期、展馆、展区设置与观众登记方式；</li>
<li>活动信息：对接日、沙龙和线上公开课的英文介绍；</li>
<li>资讯栏目：文章标题和摘要提供英文版本。</li>
</ul>
<h2>海外咨询如何处理</h2>
<p>海外采购商可以在英文页面提交咨询，写明需要的品类、数量和目标市场。顾问团队会在两个工作日内回复，并根据需求推荐合适的工厂或品牌会员。对于有意参加 TMZ 展会的海外买家，顾问还可以协助安排展期内的洽谈日程。</p>
<h2>对会员的建议</h2>
<p>如果你有出海计划，建议尽早完善工厂能力档案或品牌资料中的英文信息。清晰的英文介绍、规范的产品参数和认证信息，会让海外采购商更愿意发起沟通。</p>
<p>需要提醒的是，海外采购商的沟通习惯与国内客户不尽相同：他们通常更关注认证、测试报告和交期承诺，希望一次拿到完整的规格书和报价。提前把这些资料用英文整理好，可以明显缩短来回沟通的时间，也能显得更专业。</p>
<blockquote>英文版会持续完善。如发现翻译不准确的地方，欢迎通过意见反馈告诉我们。</blockquote>`,
    cover: '/images/seed/covers/online-seminar.svg',
    author: '平台编辑部',
    daysAgo: 205,
    views: 1580,
  },
  {
    channel: 'news',
    title: '零售商会员计划启动，首批社区便利店加入',
    titleEn: 'Retailer Membership Programme Launches with First Community Stores',
    summary:
      '零售商会员可在平台上集中查看经过审核的新品信息、申请样品并参加买手沙龙，首批加入的包括社区便利店和精品超市，新品品牌方可定向提案。',
    summaryEn:
      'Retail members can browse vetted new products, request samples and join buyer salons. The first members include community convenience stores and premium supermarkets.',
    body: `<p>平台正式启动<strong>零售商会员计划</strong>。首批加入的零售商包括邻里优选便利、悦购生活超市等社区便利店和精品超市。</p>
<h2>零售商会员能获得什么</h2>
<ul>
<li><strong>新品库</strong>：集中查看经过审核的新品信息，包括规格、价格带、起订量和已进入的渠道；</li>
<li><strong>样品申请</strong>：对感兴趣的新品在线申请样品，由品牌方寄送；</li>
<li><strong>买手沙龙</strong>：定期参加小范围交流，与同行和品牌方面对面；</li>
<li><strong>TMZ 展会买家服务</strong>：展期内优先安排预约洽谈。</li>
</ul>
<h2>对品牌方意味着什么</h2>
<p>品牌方会员可以向零售商会员<strong>定向提交新品提案</strong>。为保证零售商的时间被尊重，每份提案需要包含完整的产品信息、建议零售价、供货条件和已有的销售数据或测试结果。信息不完整的提案会被退回补充。</p>
<p>对于尚未有销售数据的新品，可以提供小范围测试的结果，例如社群试用反馈、快闪活动的销售情况或复购情况。零售商最看重的不是数字有多漂亮，而是品牌方是否真正了解自己的产品卖给谁、为什么能卖好。</p>
<h2>下一步</h2>
<p>平台也会定期请零售商会员反馈提案质量，把常见问题整理成提案写作指南，帮助品牌方少走弯路。</p>
<p>平台计划在未来几个月内引入更多区域连锁和买手店，并陆续推出零售商认证。有意加入的零售企业可以联系零售渠道顾问了解详情。</p>`,
    cover: '/images/seed/covers/retail.svg',
    author: '平台编辑部',
    daysAgo: 298,
    views: 2214,
  },
];

const hot: SeedArticle[] = [
  {
    channel: 'hot',
    title: '社区零售回暖，小规格新品更受门店欢迎',
    titleEn: 'Community Retail Picks Up, and Small-format Products Win Shelf Space',
    summary:
      '社区便利店和小型超市重新受到关注，门店货架有限、客群稳定，更偏爱小规格、高周转、能讲清楚卖点的新品，品牌方的产品设计需要随之调整。',
    summaryEn:
      'Community stores are back in focus. With little shelf space and loyal shoppers, they prefer small, fast-moving products with a clear selling point, and brands need to adapt.',
    body: `<p>最近一段时间，在平台组织的买手沙龙和零售商走访中，一个明显的感受是：社区零售又“热”起来了。无论是连锁便利店、社区生鲜店，还是开在小区门口的精品超市，都在积极寻找新品。</p>
<h2>社区门店的选品逻辑</h2>
<p>与大卖场相比，社区门店有两个显著特点：<strong>货架小，客群稳</strong>。一家便利店可能只有几十个货架，每个位置都要“挣钱”；而来店的大多是周边住户，一周来好几次，对新鲜感有需求，但对价格也很敏感。</p>
<p>这决定了社区门店更喜欢这样的新品：</p>
<ul>
<li><strong>小规格</strong>：单次购买门槛低，适合尝鲜，也更适合小家庭；</li>
<li><strong>高周转</strong>：能在两三周内看到动销，否则很快会被撤下；</li>
<li><strong>卖点一句话讲得清</strong>：店员没有时间做讲解，包装本身要会“说话”；</li>
<li><strong>供货灵活</strong>：起订量低、补货快，门店不愿意压库存。</li>
</ul>
<img src="/images/seed/body/store-selection.svg" alt="社区门店选址与客群示意图" width="960" height="540">
<h2>品牌方可以做什么</h2>
<h3>为社区渠道单独设计规格</h3>
<p>很多品牌的主力规格是为电商或大卖场设计的，直接拿到社区门店往往“太大、太贵”。可以考虑推出专门的小规格或组合装，同时控制好与其他渠道的价格关系。</p>
<h3>把陈列和试用想在前面</h3>
<p>门店愿不愿意给好位置，很大程度上取决于品牌方能否提供简单有效的陈列方案，比如一个小型挂架、一张清晰的价签卡，或者可以放在收银台旁的试用装。</p>
<h3>和工厂一起准备小批量快补</h3>
<p>社区渠道订单碎、频次高，需要工厂配合小批量生产和快速补货。在选择代工厂时，除了单价，也要把起订量和补货周期放进考量。</p>
<blockquote>社区零售不是“小号的大卖场”，它更像一个离消费者最近的试验场。</blockquote>`,
    cover: '/images/seed/covers/retail.svg',
    author: '行业观察组',
    daysAgo: 2,
    views: 3126,
  },
  {
    channel: 'hot',
    title: '即时零售兴起，品牌的选品逻辑正在改变',
    titleEn: 'Instant Retail Is Changing How Brands Choose Products',
    summary:
      '下单后半小时到一小时送达的即时零售，让“临时需求”成为重要的消费场景。品牌在选品时不仅要看品类热度，也要看是否适合即时配送和前置仓的货架。',
    summaryEn:
      'Instant retail, with delivery within an hour, turns last-minute needs into a major shopping occasion. Brands must ask whether products suit fast delivery and small forward warehouses.',
    body: `<p>“家里没洗衣液了”“朋友来了想加个菜”“孩子明天要交手工作业”——这些临时冒出来的需求，过去大多在楼下小店解决，现在越来越多地通过即时零售完成：手机下单，半小时到一小时送到家。</p>
<h2>即时零售改变了什么</h2>
<p>即时零售的背后，是离消费者很近的门店和前置仓。它们的面积有限，能上架的商品数量远远少于传统电商。这意味着，品牌想进入这个渠道，面对的是一个<strong>更挑剔的货架</strong>。</p>
<h3>需求场景比品类热度更重要</h3>
<p>在即时零售里，消费者通常是带着明确需求来的，很少“逛”。因此，选品的出发点不是某个品类最近是否热门，而是<strong>它是否对应一个高频、紧急、可预期的场景</strong>。比如应急药品、日用消耗品、聚会零食、宠物用品等。</p>
<h3>包装和规格要适合配送</h3>
<p>易碎、易漏、体积大的商品在即时配送中损耗高，平台和门店都会谨慎。液体类产品需要更好的密封，组合装要考虑配送箱的尺寸。一些品牌专门为即时零售设计了“应急装”，规格更小、包装更结实。</p>
<img src="/images/seed/covers/logistics.svg" alt="即时配送与仓配示意插图" width="1200" height="675">
<h2>对品牌方的三点建议</h2>
<ol>
<li><strong>从场景出发梳理产品线</strong>：列出产品对应的使用场景，找出其中“急需”的那部分，优先推向即时渠道；</li>
<li><strong>与供应链一起评估补货能力</strong>：前置仓库存浅、补货频繁，工厂和仓配需要配合多批次小批量的节奏；</li>
<li><strong>把价格体系想清楚</strong>：即时零售常有配送费和满减，要避免与其他渠道的价格冲突。</li>
</ol>
<p>即时零售不会取代其他渠道，但它让品牌重新思考一个老问题：消费者在什么时候、什么情况下最需要你的产品。回答好这个问题，选品就有了方向。</p>`,
    cover: '/images/seed/covers/consumer-trends.svg',
    author: '行业观察组',
    daysAgo: 5,
    views: 2741,
  },
  {
    channel: 'hot',
    title: 'AI 质检走进中小工厂：先解决哪些问题',
    titleEn: 'AI Inspection Reaches Smaller Factories: Where to Start',
    summary:
      '基于图像识别的质检工具成本逐步下降，开始进入中小工厂。但并不是所有检验环节都适合交给算法，先从重复性高、标准清晰的外观检验做起更稳妥。',
    summaryEn:
      'Image-based inspection tools are getting cheaper and reaching smaller factories. Not every check suits an algorithm; repetitive visual checks with clear criteria are the safest start.',
    body: `<p>在平台组织的工厂走访中，越来越多的工厂负责人会问同一个问题：“AI 质检到底能不能用？”几年前，视觉检测设备价格高、调试复杂，基本是大厂的专属。如今，相机、算力和软件的成本都在下降，一些面向中小工厂的方案已经可以按产线单独部署。</p>
<h2>哪些环节适合先做</h2>
<p>从我们接触到的案例看，最容易见效的是这样的环节：</p>
<ul>
<li><strong>重复性高</strong>：同一工位每天要看成千上万件，人工容易疲劳漏检；</li>
<li><strong>标准清晰</strong>：缺陷可以用图片描述，比如划痕、污点、缺件、印刷错位；</li>
<li><strong>节拍稳定</strong>：产品在固定位置、固定光线下通过，便于拍摄。</li>
</ul>
<p>反过来，依赖手感、气味或需要拆解才能判断的检验，目前仍然更适合由有经验的质检员完成。</p>
<h2>上线前要想清楚的事</h2>
<h3>缺陷样本从哪里来</h3>
<p>算法需要大量的“好件”和“坏件”图片来学习。很多工厂平时不保留不良品照片，项目一开始就卡在样本上。建议在决定上马之前，先用几周时间有意识地收集和标注缺陷样本。</p>
<h3>误判了怎么办</h3>
<p>任何检测都会有误判。要提前约定：被判为不良的产品由谁复核，复核结果如何反馈给系统，漏检的问题又如何追溯。</p>
<h3>品牌方是否认可</h3>
<p>如果工厂的检验方式发生变化，最好主动告知品牌方，并提供一段时间的对比数据。品牌方认可了，新的检验方式才能真正替代旧流程。</p>
<blockquote>AI 质检不是买一台设备，而是建立一套数据驱动的质量管理方法。</blockquote>`,
    cover: '/images/seed/covers/ai-manufacturing.svg',
    author: '黄立诚',
    daysAgo: 8,
    views: 1893,
  },
  {
    channel: 'hot',
    title: '可持续包装，正从加分项变成采购门槛',
    titleEn: 'Sustainable Packaging Moves from Bonus to Buying Requirement',
    summary:
      '越来越多的零售商在新品评估中询问包装材料和可回收性，部分出口订单也对包装提出明确要求。品牌方和工厂需要提前规划，而不是临时替换材料。',
    summaryEn:
      'More retailers ask about materials and recyclability when assessing new products, and some export orders set packaging rules. Brands and factories need to plan ahead.',
    body: `<p>几年前，品牌方提起环保包装，更多是出于品牌形象的考虑，是一个“加分项”。而在最近的零售商提案会上，我们越来越频繁地听到采购人员问：“这个包装能回收吗？”“外箱里的填充物是什么材料？”</p>
<h2>变化从哪里来</h2>
<p>一方面，消费者对过度包装的反感越来越明显，社交媒体上“开箱吐槽”并不少见；另一方面，一些零售商开始把包装情况纳入供应商评估，部分出口订单也会在合同中写明包装材料和标识的要求。对工厂和品牌方来说，包装正在从设计问题变成<strong>合规和准入问题</strong>。</p>
<h2>常见的改进方向</h2>
<ul>
<li><strong>减量</strong>：去掉不必要的内衬、吊牌和塑封，缩小包装尺寸；</li>
<li><strong>单一材质</strong>：尽量避免纸塑复合、难以分离的结构，方便回收；</li>
<li><strong>替代材料</strong>：用纸浆模塑替代泡沫缓冲，用纸质胶带替代塑料胶带；</li>
<li><strong>清晰标识</strong>：标注材料类别和回收方式，帮助消费者正确分类。</li>
</ul>
<img src="/images/seed/covers/packaging.svg" alt="包装方案示意插图" width="1200" height="675">
<h2>别忽视的代价</h2>
<p>换材料并不总是更便宜。纸浆模塑需要开模，单价可能高于泡沫；更薄的包装可能在运输中损坏率上升。因此，改包装之前最好做<strong>小批量运输测试</strong>，并把损耗、仓储和物流成本一起算进去。</p>
<p>另一个常被忽视的问题是交期。替代材料的供应商数量有限，打样周期往往更长，临近上市才想起来换包装，很容易来不及。</p>
<h2>给品牌方的建议</h2>
<p>把包装纳入新品开发的早期讨论，和包装工厂一起评估几种方案的成本与可行性；对已有产品，可以从销量最大的几款开始逐步优化。循序渐进，比一次性全部替换更稳妥。</p>`,
    cover: '/images/seed/covers/sustainability.svg',
    author: '孙若楠',
    daysAgo: 12,
    views: 1467,
  },
  {
    channel: 'hot',
    title: '跨境电商新常态：小批量、多批次、快周转',
    titleEn: 'The New Normal in Cross-border E-commerce: Small Batches, Fast Turns',
    summary:
      '海外市场需求变化快、仓储成本高，越来越多的卖家从“一次大备货”转向小批量多批次发货，这对国内工厂的柔性生产和交付节奏提出了新要求。',
    summaryEn:
      'Fast-changing overseas demand and high storage costs push sellers from big one-off stock to frequent small shipments, which asks more of factories’ flexible production.',
    body: `<p>与几年前相比，跨境电商卖家的备货方式发生了明显变化。过去常见的做法是提前几个月下一张大单，整柜发往海外仓，然后慢慢卖；现在越来越多的卖家选择<strong>小批量试销、根据数据补货、多批次发运</strong>。</p>
<h2>为什么会这样</h2>
<h3>需求变化更快</h3>
<p>海外消费者的偏好同样受社交媒体影响，一个款式可能突然走红，也可能很快降温。大备货意味着押注，押错了就是滞销库存。</p>
<h3>仓储成本更敏感</h3>
<p>海外仓通常按体积和存放时间计费，长期压货的成本会不断累积。卖家更愿意让货物“少放、快走”。</p>
<h3>资金压力</h3>
<p>中小卖家的现金流有限，把资金分批投入，风险更可控。</p>
<h2>对工厂意味着什么</h2>
<p>小批量多批次的订单，对工厂来说并不轻松：换线更频繁，原材料采购更碎，单位成本可能上升。但这也是机会——能够配合这种节奏的工厂，更容易和卖家建立长期合作。</p>
<ul>
<li><strong>把起订量分层</strong>：首单试销用较高单价、较低起订量，返单量大时给出阶梯价格；</li>
<li><strong>提前备通用物料</strong>：与卖家沟通后，对通用的原材料和包材做适量储备，缩短返单交期；</li>
<li><strong>共享销售数据</strong>：争取卖家定期分享销售和库存情况，提前安排排产。</li>
</ul>
<img src="/images/seed/body/supply-network.svg" alt="供应链协同示意图" width="960" height="540">
<h2>物流环节的配合</h2>
<p>多批次发运也改变了物流的组织方式：拼箱、空运和海运搭配使用，爆款用快的方式补，长尾款用慢的方式补。卖家、工厂和物流服务商之间的信息越透明，整体成本越低。</p>
<p>跨境电商的竞争，正在从“谁的货便宜”转向“谁的供应链反应快”。</p>`,
    cover: '/images/seed/covers/cross-border.svg',
    author: '许嘉航',
    daysAgo: 30,
    views: 2268,
  },
  {
    channel: 'hot',
    title: '直播电商回归理性，供应链能力成分水岭',
    titleEn: 'Live Commerce Matures, and Supply Chain Capability Sets Brands Apart',
    summary:
      '直播带货从拼流量、拼低价逐步回到拼产品和拼交付。退货率、发货时效和品质稳定性，正在决定品牌能否在直播渠道长期做下去。',
    summaryEn:
      'Live selling is shifting from traffic and low prices back to product and delivery. Return rates, shipping speed and consistent quality decide who lasts.',
    body: `<p>直播电商经历了几年的高速增长，如今进入一个更理性的阶段。主播和平台不再只看价格有多低、话术有多热闹，而是越来越关注<strong>退货率、发货时效和售后评价</strong>。对品牌方来说，竞争的重心正从前端的流量，转到后端的供应链。</p>
<h2>直播对供应链的特殊要求</h2>
<h3>爆发式的订单</h3>
<p>一场直播可能在几分钟内产生平时几周的订单量。如果库存不足或发货跟不上，差评和退款会迅速抵消销售带来的收益。</p>
<h3>对品质一致性的考验</h3>
<p>直播间展示的是样品，消费者收到的是大货。一旦大货与样品存在差异，退货率会明显上升。直播前的<strong>大货抽检</strong>比平时更重要。</p>
<h3>快速的返单能力</h3>
<p>一款产品在直播中卖得好，往往需要迅速返单以延续热度。工厂能否在短时间内补上货，直接影响后续场次的安排。</p>
<h2>品牌方可以提前准备什么</h2>
<ol>
<li>与工厂约定直播专用的安全库存和返单周期；</li>
<li>对直播款做专门的大货抽检，确认与样品一致；</li>
<li>提前与仓配服务商沟通发货峰值，必要时分仓发货；</li>
<li>为直播款准备更清晰的使用说明，降低因误解导致的退货。</li>
</ol>
<h2>一个值得注意的趋势</h2>
<p>越来越多的主播团队开始直接接触工厂，甚至深度参与产品开发。这对品牌方既是挑战，也提醒我们：品牌的价值不能只停留在包装和营销上，对产品定义和供应链的掌控，才是难以替代的部分。</p>`,
    cover: '/images/seed/covers/live-commerce.svg',
    author: '行业观察组',
    daysAgo: 47,
    views: 2955,
  },
  {
    channel: 'hot',
    title: '新锐品牌的第二增长曲线：从爆品到品类',
    titleEn: 'The Second Growth Curve for New Brands: From Hit Product to Category',
    summary:
      '靠一款爆品起家的新锐品牌，常在两三年后遇到增长瓶颈。从单品走向品类，需要重新思考品牌定位、产品线结构和与工厂的合作方式。',
    summaryEn:
      'New brands that grew on one hit product often stall after a few years. Moving to a full category means rethinking positioning, product lines and factory partnerships.',
    body: `<p>过去几年，不少新锐品牌依靠一款爆品迅速打开市场。但在与会员的交流中，我们发现一个普遍的困惑：爆品的生命周期越来越短，模仿者越来越快，品牌该如何找到下一步的增长？</p>
<h2>爆品之后的三种常见路径</h2>
<h3>路径一：继续找下一个爆品</h3>
<p>这是最直觉的做法，但成功率并不稳定。每一款爆品都需要重新投入营销，而消费者未必会把新产品和原来的品牌联系在一起。</p>
<h3>路径二：围绕核心人群扩展品类</h3>
<p>从“一个产品”变成“一类人的选择”。比如一个从收纳盒起家的品牌，可以围绕“小户型家庭的整理需求”扩展到挂钩、分隔板、清洁工具等，让品牌在消费者心中对应一个清晰的需求。</p>
<h3>路径三：向渠道纵深发展</h3>
<p>在原有品类里，把线上积累的认知带到线下门店、社区零售和海外市场，用渠道拓展带来增量。</p>
<h2>走向品类需要补的课</h2>
<ul>
<li><strong>产品线结构</strong>：明确哪些是引流款、哪些是利润款、哪些是形象款，避免产品越来越多却互相打架；</li>
<li><strong>品牌一致性</strong>：不同产品出自不同工厂，设计语言、品质标准和包装风格需要统一；</li>
<li><strong>供应商体系</strong>：从依赖一家工厂，到管理多家工厂，需要建立评估、分工和备份机制；</li>
<li><strong>组织能力</strong>：产品、供应链和质量团队需要随之成长。</li>
</ul>
<p>从爆品到品类，本质上是从“卖一个东西”到“经营一个品牌”。这个过程比做出一款爆品更慢，但也更扎实。</p>`,
    cover: '/images/seed/covers/brand.svg',
    author: '林晓彤',
    daysAgo: 63,
    views: 3388,
  },
  {
    channel: 'hot',
    title: '柔性供应链：小单快反是怎样跑通的',
    titleEn: 'Flexible Supply Chains: How Small-batch Quick Response Works',
    summary:
      '小单快反不只是工厂愿意接小单，而是从面料备货、版型储备、排产方式到数据共享的一整套协同。我们拆解其中几个关键环节和常见误区。',
    summaryEn:
      'Quick response is more than a factory accepting small orders. It takes coordinated material stock, ready patterns, scheduling and shared data. We look at the key steps and pitfalls.',
    body: `<p>“小单快反”这个词在服装行业流行已久，如今也被越来越多的品类借鉴：家居、饰品、小家电都有品牌在尝试。简单说，就是<strong>先小批量上市测试，根据销售数据快速返单</strong>，卖得好的多做，卖得不好的及时停。</p>
<h2>小单快反为什么难</h2>
<p>很多品牌方以为，只要找到愿意接小单的工厂就可以了。实际上，小单快反之所以难，是因为它要求整条链路都跟上节奏：</p>
<ul>
<li>原材料要有一定储备，否则每次返单都要等采购；</li>
<li>工厂要能快速换线，否则小单的换线成本会吃掉利润；</li>
<li>品牌方要能及时看到销售数据并作出决策；</li>
<li>仓配要能接住多批次、小批量的到货。</li>
</ul>
<img src="/images/seed/body/supply-network.svg" alt="供应链协同示意图" width="960" height="540">
<h2>跑通的几个关键</h2>
<h3>通用物料前置</h3>
<p>与工厂约定一批通用的原材料和辅料，由品牌方承担一定的备货责任。这样返单时只需要生产，不需要等料。</p>
<h3>款式模块化</h3>
<p>在设计阶段就考虑复用：同一个结构、不同的颜色或图案；同一套模具、不同的配件组合。模块化越高，返单越快。</p>
<h3>数据共享与决策节奏</h3>
<p>约定固定的数据复盘时间，比如每周一次，根据销售速度决定返单数量。决策拖延，是小单快反最常见的“隐形瓶颈”。</p>
<h2>一个常见误区</h2>
<p>小单快反并不意味着所有产品都要这样做。基础款、长销款更适合稳定的批量生产；只有需求不确定的新款和季节款，才值得用小单快反的方式去测试。两种模式搭配使用，才能兼顾效率与成本。</p>`,
    cover: '/images/seed/covers/supply-chain.svg',
    author: '陈思远',
    daysAgo: 91,
    views: 2604,
  },
  {
    channel: 'hot',
    title: '自有品牌升温：零售商与工厂的新合作方式',
    titleEn: 'Private Labels on the Rise: New Ways for Retailers and Factories to Work Together',
    summary:
      '越来越多的零售商开发自有品牌，直接与工厂合作。这为工厂带来稳定订单，也对其产品开发和品质管理能力提出更高要求。',
    summaryEn:
      'More retailers develop private labels and work directly with factories, bringing steady orders but also higher expectations for product development and quality.',
    body: `<p>在平台的零售商会员中，开发自有品牌的越来越多。从社区便利店的饮用水、纸巾，到精品超市的零食、厨房用品，零售商正在把越来越多的货架留给自己的品牌。</p>
<h2>零售商为什么做自有品牌</h2>
<ul>
<li><strong>差异化</strong>：同样的商品在各家都能买到，自有品牌让门店有独特的理由被选择；</li>
<li><strong>毛利空间</strong>：减少中间环节，在保证品质的前提下给出更有竞争力的价格；</li>
<li><strong>对品质的掌控</strong>：直接参与产品定义和标准制定。</li>
</ul>
<h2>对工厂的机会与要求</h2>
<p>对工厂来说，零售商的自有品牌订单通常更稳定，付款也相对规范。但零售商往往不是产品专家，他们需要的不只是“按图生产”，而是一个能提供<strong>开发建议、成本方案和品质保障</strong>的合作伙伴。</p>
<h3>开发能力</h3>
<p>能根据零售商的客群和价格带，给出几套可选方案，并说明各自的成本和风险。</p>
<h3>质量与合规</h3>
<p>零售商对食品安全、产品标签和包装合规非常敏感，因为出了问题，门店首当其冲。工厂需要有完善的检验记录，配合零售商的审核。</p>
<h3>供货稳定</h3>
<p>自有品牌一旦上架，就要持续供货，断货会直接影响门店的销售和口碑。</p>
<h2>品牌方如何看待</h2>
<p>零售商自有品牌的崛起，会挤压部分同质化品牌的空间。对品牌方来说，更重要的是想清楚自己能提供什么零售商自有品牌做不到的价值：更强的产品创新、更鲜明的品牌个性，或者更专业的细分领域能力。</p>`,
    cover: '/images/seed/covers/partnership.svg',
    author: '周明哲',
    daysAgo: 124,
    views: 1771,
  },
  {
    channel: 'hot',
    title: '情绪消费兴起：小而美的产品如何被看见',
    titleEn: 'Emotional Spending: How Small, Thoughtful Products Get Noticed',
    summary:
      '为心情和陪伴买单的消费越来越常见，香氛、摆件、文创和宠物用品等小而美的产品受到关注。这类产品如何定义、定价并找到合适渠道，值得仔细琢磨。',
    summaryEn:
      'Spending on mood and companionship is growing, lifting scents, décor, stationery and pet products. How to define, price and place such small, thoughtful products deserves care.',
    body: `<p>“买它不是因为需要，而是因为喜欢”——越来越多的消费者愿意为好心情、仪式感和陪伴买单。香薰蜡烛、桌面摆件、文创周边、宠物用品，这些过去被视为“可有可无”的品类，正在成为不少品牌的增长来源。</p>
<h2>情绪消费的特点</h2>
<ul>
<li><strong>决策快，但挑剔</strong>：看到喜欢就买，但对设计和质感的要求很高；</li>
<li><strong>社交属性强</strong>：消费者乐于分享，好产品很容易通过口碑传播；</li>
<li><strong>生命周期短</strong>：审美疲劳来得快，需要持续推出新款；</li>
<li><strong>价格弹性大</strong>：只要打动人心，消费者对价格没有那么敏感。</li>
</ul>
<h2>产品怎样定义</h2>
<p>情绪类产品最怕“什么都想要”。好的产品往往有一个清晰的情绪主题，比如“下班后的十分钟放松”“给独居生活一点陪伴”。主题明确了，设计、包装、文案和陈列才有统一的方向。</p>
<h2>供应链上的挑战</h2>
<p>这类产品通常款式多、批量小、工艺细节多，对工厂的打样能力和小批量生产能力要求较高。香薰类还涉及原料安全和标签规范，需要格外注意合规。建议品牌方在开发初期就与工厂充分沟通工艺可行性，避免设计稿很美、量产却做不出来。</p>
<h2>渠道怎么选</h2>
<p>情绪类产品适合“被看见”的渠道：生活方式买手店、精品超市的礼品区、内容平台和线下快闪。相比大卖场，这些渠道更能传达产品的氛围和故事。在 TMZ 展会上，新品首发区也是这类品牌集中亮相的地方。</p>`,
    cover: '/images/seed/covers/consumer-trends.svg',
    author: '行业观察组',
    daysAgo: 152,
    views: 2087,
  },
  {
    channel: 'hot',
    title: '数字化工具在中小工厂的真实落地情况',
    titleEn: 'How Digital Tools Are Really Being Used in Smaller Factories',
    summary:
      '我们走访了多家中小工厂，发现数字化落地最成功的，往往不是投入最大的，而是从一个具体痛点出发、让一线员工真正用起来的项目。',
    summaryEn:
      'Visits to smaller factories show that the most successful digital projects are rarely the biggest; they start from one concrete problem and get used by people on the floor.',
    body: `<p>数字化转型被讨论了很多年，但对中小工厂来说，真实的情况是什么样的？过去几个月，平台顾问团队走访了华东和华南的多家中小工厂，和老板、厂长、班组长聊了聊。以下是一些观察。</p>
<h2>落地较好的几类应用</h2>
<h3>排产与进度看板</h3>
<p>这是最常见、也最容易见效的一类。很多工厂原来靠白板和聊天群管理订单进度，业务员要一遍遍问车间“做到哪了”。换成简单的进度看板后，订单状态一目了然，沟通成本明显下降。</p>
<h3>扫码报工</h3>
<p>员工完成一道工序后扫码登记，既方便计件工资核算，也让每一批产品的生产记录可以追溯。</p>
<h3>质量问题记录</h3>
<p>把检验中发现的问题拍照上传、分类记录，积累一段时间后，就能看出哪些问题反复出现、集中在哪些工序。</p>
<h2>遇到的常见困难</h2>
<ul>
<li><strong>一步到位的想法</strong>：买了功能齐全的大系统，结果只用了一小部分，员工还觉得麻烦；</li>
<li><strong>数据录入负担</strong>：如果录数据比干活还累，一线员工自然会抵触；</li>
<li><strong>缺少内部负责人</strong>：项目全靠外部实施，实施方一走就慢慢停用。</li>
</ul>
<h2>几点建议</h2>
<p>从一个最痛的问题开始，选最简单的工具，先在一条产线或一个车间试点；指定一位内部负责人，定期看数据、用数据开会。数字化的价值，不在于系统有多先进，而在于它是否真的改变了管理方式。对于想要与品牌方建立长期合作的工厂来说，清晰可查的生产和质量记录，本身就是一种竞争力。</p>`,
    cover: '/images/seed/covers/factory.svg',
    author: '黄立诚',
    daysAgo: 214,
    views: 1329,
  },
  {
    channel: 'hot',
    title: '出海品牌的本地化：远不只是翻译说明书',
    titleEn: 'Localisation for Brands Going Global Is Much More Than Translation',
    summary:
      '很多品牌出海时把本地化理解为翻译。实际上，产品规格、包装信息、使用习惯、售后方式乃至品牌故事，都需要根据目标市场重新审视。',
    summaryEn:
      'Many brands treat localisation as translation. In practice, specifications, packaging, usage habits, after-sales and even the brand story need a fresh look for each market.',
    body: `<p>一家家居品牌的负责人曾经在交流会上分享：他们的产品在国内销售很好，第一次出海时，把包装和说明书认真翻译成了目标市场的语言，结果退货率远高于预期。后来才发现，问题不在翻译，而在于<strong>产品本身没有“本地化”</strong>。</p>
<h2>本地化包括哪些层面</h2>
<h3>产品规格</h3>
<p>电压、插头、尺寸单位，这些是基础。更细的还有使用习惯：厨房用品的尺寸要适配当地常见的灶具和橱柜，床品要对应当地常见的床垫规格。</p>
<h3>包装与标签</h3>
<p>不同市场对包装标签的要求各不相同，包括必须标注的信息、语言、警示语和回收标识等。这部分属于合规，出了问题可能直接导致无法上架。</p>
<h3>使用场景与卖点</h3>
<p>国内消费者看重的卖点，在海外未必有吸引力。比如强调“节省空间”在大户型为主的市场可能并不打动人，反而“易清洁”“耐用”更受关注。</p>
<h3>售后与退换</h3>
<p>一些市场的消费者习惯无理由退货，售后政策和逆向物流需要提前规划，成本也要计入定价。</p>
<h2>怎样做得更好</h2>
<ol>
<li>上市前找目标市场的真实用户试用，收集反馈；</li>
<li>研究当地同类产品的评价，特别是差评中反复出现的问题；</li>
<li>与熟悉当地市场的服务商合作，弥补自身认知的不足；</li>
<li>把本地化视为持续迭代，而不是一次性的工作。</li>
</ol>
<p>本地化做得好，品牌才能真正在一个市场扎下根来，而不只是把货卖过去。</p>`,
    cover: '/images/seed/covers/cross-border.svg',
    author: '许嘉航',
    daysAgo: 262,
    views: 1644,
  },
  {
    channel: 'hot',
    title: '展会的价值在变：从“看展”到“做生意”',
    titleEn: 'Trade Shows Are Changing: From Browsing to Doing Business',
    summary:
      '线上渠道越来越发达，线下展会的价值却没有消失，而是在变化：观众不再满足于逛一逛，更希望在有限时间里见到对的人、谈成具体的合作。',
    summaryEn:
      'Online channels keep growing, yet trade shows still matter. Visitors no longer want to browse; they want to meet the right people and agree concrete deals in limited time.',
    body: `<p>每到展会季，总有人问：信息都在网上了，为什么还要花时间和成本去参加展会？在与 TMZ 展会的展商和观众交流后，我们发现，展会的价值并没有消失，而是在<strong>发生变化</strong>。</p>
<h2>观众的期待变了</h2>
<p>过去，很多观众来展会是为了“看看有什么新东西”。如今，新品信息在网上随时可以看到，观众更希望在展会上完成那些线上难以完成的事：</p>
<ul>
<li><strong>见到对的人</strong>：和工厂的技术负责人、零售商的采购负责人直接对话；</li>
<li><strong>看到真东西</strong>：摸到样品，看到工艺，判断质感；</li>
<li><strong>推进具体合作</strong>：当场约定打样、验厂或下一次会面。</li>
</ul>
<h2>展会组织方式的变化</h2>
<h3>从“逛”到“约”</h3>
<p>预约制洽谈越来越普遍。观众提前提交需求，主办方在展前完成匹配，展会现场的时间更多用于深入交流。</p>
<h3>从“展品”到“能力”</h3>
<p>工厂不再只是摆满产品，而是展示工艺、设备和案例，让品牌方判断其真实能力。</p>
<h3>从“三天”到“全年”</h3>
<p>展会不再是一年一次的集中活动，展前的线上对接、展后的持续跟进，以及全年的小型对接日和沙龙，共同构成了完整的服务。</p>
<h2>给展商的建议</h2>
<p>把展会当作一次“销售冲刺”而不是“品牌曝光”：明确目标客户，提前邀约，准备能现场决策的资料，展后两周内完成跟进。这样，展会的投入才能真正转化为生意。</p>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: '郭欣然',
    daysAgo: 334,
    views: 2478,
  },
];

const practical: SeedArticle[] = [
  {
    channel: 'practical',
    title: '如何选择合适的 OEM 工厂：六个判断维度',
    titleEn: 'Choosing the Right OEM Factory: Six Things to Check',
    summary:
      '找代工厂不能只比单价。从品类经验、工艺能力、产能档期、质量体系、沟通效率到财务稳健，六个维度帮你把候选工厂从十几家缩小到两三家。',
    summaryEn:
      'Do not compare unit prices alone. Category experience, process capability, capacity, quality system, communication and financial health narrow a long list to two or three factories.',
    body: `<p>品牌方找代工厂，常见的做法是多发几家询价，然后选价格最低的。可一旦开始合作才发现：打样反复不过、交期一拖再拖、大货品质不稳定。单价低一点省下的钱，远远抵不上这些问题带来的损失。下面六个维度，可以帮助你更全面地评估工厂。</p>
<h2>一、品类经验</h2>
<p>工厂过去主要做什么产品？有没有做过与你的产品结构、材料相近的东西？<strong>相近品类的量产经验</strong>比“什么都能做”更可靠。可以请工厂提供过往产品的样品或照片，隐去客户名称也无妨。</p>
<h2>二、工艺能力</h2>
<p>你的产品有哪些关键工艺？工厂是自己做，还是外发？关键工序外发并不一定不好，但要了解外发厂是谁、质量如何控制。</p>
<h2>三、产能与档期</h2>
<p>工厂的产能是否与你的订单量匹配？太大的工厂可能不重视你的小单，太小的工厂可能在旺季接不住你的返单。问清楚旺季时间和目前的排产情况。</p>
<h2>四、质量体系</h2>
<ul>
<li>有没有来料检验、过程检验和出货检验；</li>
<li>检验有没有记录，能否追溯到批次；</li>
<li>出现质量问题时，怎样分析原因、如何整改。</li>
</ul>
<img src="/images/seed/body/qc-checklist.svg" alt="工厂质量检验清单示意图" width="960" height="540">
<h2>五、沟通效率</h2>
<p>询价阶段回复是否及时、报价是否清晰、对技术问题能否给出专业意见。<strong>前期沟通的质量，往往预示着合作中的体验</strong>。</p>
<h2>六、经营稳健</h2>
<p>工厂成立多久、主要客户是否稳定、有无拖欠供应商货款的传闻。合作一段时间后工厂突然出问题，对品牌方的打击是最大的。</p>
<blockquote>建议：在下单前至少安排一次实地验厂，看车间、看仓库、看检验记录，比看宣传册可靠得多。</blockquote>
<p>平台的工厂能力档案已经覆盖了上述大部分信息，可以作为初筛的起点，再结合顾问的实地评估做最终判断。</p>`,
    cover: '/images/seed/covers/factory.svg',
    author: '陈思远',
    daysAgo: 1,
    views: 2912,
  },
  {
    channel: 'practical',
    title: '起订量怎么谈：给初创品牌的五条建议',
    titleEn: 'Negotiating Minimum Order Quantities: Five Tips for Young Brands',
    summary:
      '初创品牌订单小，常被工厂的起订量拦在门外。理解工厂为什么要起订量，再用分阶段承诺、共用物料和灵活付款等方式，往往能谈出双方都能接受的方案。',
    summaryEn:
      'Young brands with small orders often hit factory minimums. Understand why minimums exist, then use staged commitments, shared materials and flexible payment to reach a workable deal.',
    body: `<p>“你们起订量多少？”几乎是每个初创品牌找工厂时的第一个问题，也常常是最让人沮丧的问题。工厂报出的数量，可能是你预计首单的好几倍。但起订量并不是不可商量的，关键是先理解它从哪里来。</p>
<h2>工厂为什么要起订量</h2>
<p>起订量背后主要是三类成本：<strong>开机和换线成本</strong>（调试设备、首件确认）、<strong>原材料采购门槛</strong>（面料、包材等往往有自己的起订量）、以及<strong>管理成本</strong>（每张订单都要跟单、检验、出货）。订单量越小，这些固定成本分摊到每件产品上就越高。</p>
<img src="/images/seed/body/moq-cost-curve.svg" alt="订单量与单位成本关系示意图" width="960" height="540">
<h2>五条实用建议</h2>
<ol>
<li><strong>先问清楚起订量的构成</strong>：是设备的问题，还是材料的问题？如果是材料起订量，可以考虑改用工厂常备的材料或颜色。</li>
<li><strong>接受更高的首单单价</strong>：用稍高的单价换取较低的起订量，约定返单达到一定数量后恢复正常价格。</li>
<li><strong>分阶段承诺</strong>：比如首单做起订量的一部分，同时书面约定未来一段时间内的总采购意向，让工厂看到长期价值。</li>
<li><strong>合并规格</strong>：减少颜色和尺码数量，把订单量集中在少数规格上。</li>
<li><strong>灵活的付款方式</strong>：在能力范围内提高预付款比例，降低工厂的资金风险，也是一种有诚意的交换。</li>
</ol>
<h2>需要避免的做法</h2>
<ul>
<li>夸大未来订单量，换取眼前的优惠——工厂很快会发现，信任一旦受损很难修复；</li>
<li>只追求最低起订量，而忽视了工厂是否真正适合你的产品。</li>
</ul>
<p>起订量谈判的本质，是让工厂相信和你合作是值得的。把你的品牌计划、渠道规划和资金安排坦诚地讲清楚，往往比压价更有效。</p>`,
    cover: '/images/seed/covers/pricing.svg',
    author: '陈思远',
    daysAgo: 4,
    views: 3574,
  },
  {
    channel: 'practical',
    title: '打样与封样：把“差不多”变成白纸黑字',
    titleEn: 'Sampling and Sign-off: Turning “Close Enough” into a Written Standard',
    summary:
      '打样反复不过、大货与样品不一致，多半源于标准没有写清楚。本文梳理打样确认的五个步骤，以及封样时必须留下的记录。',
    summaryEn:
      'Endless sample rounds and bulk that differs from samples usually come from unwritten standards. Five steps for sample approval and the records to keep at sign-off.',
    body: `<p>“颜色再深一点”“手感要更好一些”“和上次那个差不多就行”——这样的反馈在打样过程中非常常见，也是打样反复不过、大货与样品不一致的主要原因。打样的目的，不只是做出一个好看的样品，而是<strong>把双方对产品的理解统一成可执行的标准</strong>。</p>
<img src="/images/seed/body/sample-approval.svg" alt="打样确认流程示意图" width="960" height="540">
<h2>打样确认的五个步骤</h2>
<h3>1. 需求确认</h3>
<p>打样前，把产品需求写成文档：尺寸、材料、颜色、功能、包装，以及参考样品或图片。颜色尽量用色卡编号，而不是“浅蓝色”这样的描述。</p>
<h3>2. 首次打样</h3>
<p>工厂根据需求打样，同时提供一份打样说明：用了什么材料、哪些地方与需求不同、为什么。</p>
<h3>3. 样品评审</h3>
<p>品牌方逐项对照需求检查样品，把意见写成清单，每一条都要具体，比如“提手长度由 12 厘米改为 14 厘米”。</p>
<h3>4. 修改复样</h3>
<p>工厂按清单修改。每一轮修改都要留下记录，避免改了这里又忘了那里。</p>
<h3>5. 封样签字</h3>
<p>样品确认后，双方签字封样，各保留一份。封样是大货生产和验货的依据。</p>
<h2>封样时要留下什么</h2>
<ul>
<li>确认样品实物，贴上封样标签，注明日期和双方签字；</li>
<li>关键尺寸和重量的测量记录；</li>
<li>颜色对照：色卡编号或标准色样；</li>
<li>允许的偏差范围，例如尺寸公差、色差等级；</li>
<li>包装方式和外箱标识的照片。</li>
</ul>
<blockquote>封样不是一个仪式，而是一份合同附件。越清楚，后面的争议越少。</blockquote>`,
    cover: '/images/seed/covers/quality.svg',
    author: '唐一帆',
    daysAgo: 10,
    views: 2231,
  },
  {
    channel: 'practical',
    title: '出货前质检清单：外观、尺寸、功能与包装',
    titleEn: 'Pre-shipment Inspection Checklist: Appearance, Size, Function and Packaging',
    summary:
      '出货检验是大货交付前的最后一道关口。本文给出一份通用的检验清单，并说明抽样、缺陷分级和问题处理的基本做法，品牌方可据此与工厂约定检验标准。',
    summaryEn:
      'The pre-shipment inspection is the last gate before delivery. A general checklist plus the basics of sampling, defect grading and handling problems, to agree with your factory.',
    body: `<p>大货做完了，工厂说“没问题”，能直接发货吗？对于成长期的品牌来说，出货前检验是避免批量质量问题的最后一道关口。下面这份清单适用于大多数消费品，可以根据具体品类增减。</p>
<img src="/images/seed/body/qc-checklist.svg" alt="出货检验清单示意图" width="960" height="540">
<h2>检验清单</h2>
<h3>外观</h3>
<ul>
<li>与封样对比：颜色、光泽、图案、印刷位置；</li>
<li>表面缺陷：划痕、污渍、毛边、气泡、变形；</li>
<li>做工：缝线、粘接、装配缝隙是否均匀。</li>
</ul>
<h3>尺寸与重量</h3>
<ul>
<li>按图纸抽测关键尺寸，记录实测值；</li>
<li>称量单品重量和整箱重量，与标准对比。</li>
</ul>
<h3>功能</h3>
<ul>
<li>开合、旋转、锁扣等结构是否顺畅；</li>
<li>电器类产品的通电测试和基本功能测试；</li>
<li>装配件是否齐全，说明书是否放入。</li>
</ul>
<h3>包装与标识</h3>
<ul>
<li>彩盒印刷、条码是否清晰可扫描；</li>
<li>标签信息是否完整准确；</li>
<li>外箱箱唛、装箱数量、封箱方式；</li>
<li>必要时做跌落测试，检查包装保护性。</li>
</ul>
<h2>抽样与判定</h2>
<p>出货检验通常按约定的抽样标准抽取一定数量的样品。缺陷一般分为<strong>致命、严重、轻微</strong>三级，分别设定允许的数量上限。抽样数量和判定标准应在下单时就与工厂约定，写入合同或订单附件。</p>
<h2>发现问题怎么办</h2>
<p>检验不合格并不一定意味着整批退货。可以根据问题性质选择返工、挑选或让步接收。无论哪种处理，都要<strong>留下书面记录</strong>，并要求工厂分析原因、提出预防措施，避免下一批重复出现。</p>`,
    cover: '/images/seed/covers/quality.svg',
    author: '赵雅琳',
    daysAgo: 13,
    views: 2689,
  },
  {
    channel: 'practical',
    title: '产品包装合规自查：标签上必须写清楚什么',
    titleEn: 'Packaging Compliance Self-check: What the Label Must Say',
    summary:
      '包装标签是监管检查和消费者投诉的高发点。本文按包装层级梳理常见的标注要求和易错点，帮助品牌方在打样前完成一轮自查。',
    summaryEn:
      'Labels are a common target for inspections and complaints. Common labelling requirements and mistakes by packaging layer, so brands can self-check before sampling.',
    body: `<p>不少品牌方遇到过这样的情况：产品已经进了门店，却因为标签上少了一项信息被要求下架整改，已经印好的包装只能作废。包装合规的问题，最好在<strong>打样之前</strong>就解决。</p>
<img src="/images/seed/body/packaging-layers.svg" alt="包装层级与合规要点示意图" width="960" height="540">
<h2>按包装层级自查</h2>
<h3>销售包装（消费者看到的那一层）</h3>
<ul>
<li>产品名称：能反映产品真实属性，不能只写品牌名或宣传语；</li>
<li>生产者或经销者的名称、地址和联系方式；</li>
<li>产品执行的标准编号；</li>
<li>规格、净含量或主要参数；</li>
<li>成分或材质，特定品类还需标注含量；</li>
<li>生产日期、保质期或批号（按品类要求）；</li>
<li>使用说明和必要的安全警示。</li>
</ul>
<h3>运输外箱</h3>
<ul>
<li>品名、规格、数量、毛重和净重；</li>
<li>堆码层数限制和防潮、向上等储运标志；</li>
<li>零售商要求的箱唛格式和条码。</li>
</ul>
<h2>常见的易错点</h2>
<ol>
<li><strong>宣传用语过度</strong>：使用绝对化用语或无法证明的功效描述；</li>
<li><strong>信息前后不一致</strong>：包装、说明书和电商详情页的参数不一致；</li>
<li><strong>字体过小</strong>：关键信息字号太小，难以辨认；</li>
<li><strong>照搬其他产品</strong>：沿用旧包装的执行标准，但产品已经变了。</li>
</ol>
<h2>建议的流程</h2>
<p>设计稿定稿前，由产品、质量和法务（或外部顾问）三方各看一遍；打样后再对照实物核对一次。不同品类的要求差异较大，具体请以适用的法规和标准为准。平台的包装与合规顾问可以提供打样前的预检服务。</p>`,
    cover: '/images/seed/covers/packaging.svg',
    author: '孙若楠',
    daysAgo: 28,
    views: 1932,
  },
  {
    channel: 'practical',
    title: '第一次参加展会：提前 12 周的准备清单',
    titleEn: 'Your First Trade Show: A 12-week Preparation Checklist',
    summary:
      '第一次参展，最常见的遗憾是准备太晚。从确定目标、展位设计、样品物料到客户邀约和展后跟进，按时间线把事情拆开，参展效果会好很多。',
    summaryEn:
      'The most common regret at a first show is starting too late. A timeline from goals and booth design to samples, invitations and follow-up makes a big difference.',
    body: `<p>第一次参加展会的企业，常常在展会结束后才意识到：样品带少了、资料没准备好、该来的客户没邀约到。其实，大多数问题都可以通过提前规划避免。下面是一份以 12 周为周期的准备清单。</p>
<img src="/images/seed/body/show-timeline.svg" alt="参展准备时间线示意图" width="960" height="540">
<h2>展前 12 周：确定目标与预算</h2>
<ul>
<li>明确参展目标：找渠道、找工厂、发布新品，还是维护老客户？</li>
<li>设定可衡量的指标，比如有效洽谈数量、样品申请数量；</li>
<li>确定预算：展位费、搭建、差旅、物料和样品。</li>
</ul>
<h2>展前 8 周：展位设计与搭建</h2>
<ul>
<li>确定展位形式和搭建商，围绕参展目标设计展示重点；</li>
<li>规划洽谈区，确保能坐下来深入交流；</li>
<li>确认展会的搭建规定和提交截止日期。</li>
</ul>
<h2>展前 4 周：样品与物料</h2>
<ul>
<li>准备展示样品和备用样品，确认运输方式；</li>
<li>制作产品手册、报价单和名片，准备电子版方便现场发送；</li>
<li>统一团队的介绍话术和常见问题的回答。</li>
</ul>
<h2>展前 1 周：邀约与排班</h2>
<ul>
<li>向重点客户发送邀请，约定具体的洽谈时间；</li>
<li>安排展位值守排班，确保任何时候都有懂产品的人在；</li>
<li>准备线索登记表，统一记录方式。</li>
</ul>
<h2>展会期间与展后</h2>
<p>展会期间，每天结束后花半小时整理当天的线索。展会结束后两周内，按意向程度分级跟进，<strong>不要让热线索在等待中变冷</strong>。</p>
<blockquote>TMZ 展会为展商提供参展指导服务，首次参展的会员可以联系展会营销顾问。</blockquote>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: '郭欣然',
    daysAgo: 52,
    views: 2140,
  },
  {
    channel: 'practical',
    title: '展位设计的五个细节：让路过的人停下来',
    titleEn: 'Five Booth Design Details That Make Passers-by Stop',
    summary:
      '展位不在于大，而在于让目标客户三秒内看懂你是谁、五分钟内愿意坐下来聊。从信息层级、动线、灯光到洽谈区，五个细节决定展位的效果。',
    summaryEn:
      'A booth need not be big. It must tell the right visitor who you are in three seconds and invite a five-minute conversation. Five details from messaging and flow to lighting.',
    body: `<p>展会现场，观众从一个展位走过，通常只会停留几秒钟。能不能在这几秒钟里抓住目标客户的注意力，很大程度上取决于展位设计。以下五个细节，适用于大多数标准展位和小型特装展位。</p>
<img src="/images/seed/body/booth-layout.svg" alt="标准展位布局示意图" width="960" height="540">
<h2>一、一句话说清楚你是谁</h2>
<p>展位最显眼的位置，用一句话说明你是做什么的、为谁服务。比如“小家电结构件代工，支持小批量打样”，比一个大大的公司名更有用。<strong>观众在三秒内看懂，才会停下来</strong>。</p>
<h2>二、信息分层</h2>
<p>远处看主标语，走近看核心产品和卖点，停下来看详细参数和案例。不要把所有信息都堆在背板上，文字越多，越没人看。</p>
<h2>三、开放的动线</h2>
<p>展位入口不要被桌子或展台挡住。接待台放在靠近通道但不阻挡进入的位置，让观众感觉可以随时走进来看看。</p>
<h2>四、灯光与样品</h2>
<p>展馆的顶光通常不够理想，重点样品需要补光。样品数量宁少勿多，挑最能代表能力的几款，配上简短的说明卡。</p>
<h2>五、真正能坐下来的洽谈区</h2>
<p>很多展位把洽谈区压缩得很小，结果客户站着聊几句就走了。留出能坐下两三组人的空间，配上桌面资料和样品，才能把“看一看”变成“谈一谈”。</p>
<h2>额外提醒</h2>
<ul>
<li>准备储物空间，避免杂物出现在展示区；</li>
<li>展位人员不要扎堆聊天或看手机；</li>
<li>提前确认电源位置和网络条件。</li>
</ul>
<p>好的展位设计，不是为了好看，而是为了帮助展商在有限的时间里，和对的人开始对话。</p>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: '郭欣然',
    daysAgo: 67,
    views: 1516,
  },
  {
    channel: 'practical',
    title: '门店选址实用指南：看人流，更要看人群',
    titleEn: 'Practical Store Site Selection: Look at Who Passes, Not Just How Many',
    summary:
      '门店选址不是找人最多的地方，而是找目标客群最集中、租金与销售能匹配的地方。本文介绍一套简单的实地评估方法和需要注意的细节。',
    summaryEn:
      'Site selection is not about the busiest spot but where your target customers gather and rent matches sales. A simple field method and the details to watch.',
    body: `<p>无论是品牌开设形象店，还是零售商拓展门店，选址都是决定成败的关键。很多人选址时只看人流量，结果人很多，进店的却很少。选址的核心是：<strong>你的目标客群是否经常出现在这里，并且有理由走进来</strong>。</p>
<img src="/images/seed/body/store-selection.svg" alt="门店选址评估示意图" width="960" height="540">
<h2>第一步：画出目标客群</h2>
<p>你的顾客是谁？年龄、家庭结构、消费习惯、什么时候出门购物？社区便利店的核心客群是周边住户，精品生活馆可能更依赖写字楼白领，两者的选址逻辑完全不同。</p>
<h2>第二步：实地观察</h2>
<ul>
<li><strong>分时段数人</strong>：工作日和周末、早中晚各观察一次，记录经过的人数和人群特征；</li>
<li><strong>看动线</strong>：人们从哪里来、往哪里去，门店是否在他们的必经之路上；</li>
<li><strong>看可见性</strong>：从主要方向走来，多远能看到门头；</li>
<li><strong>看周边业态</strong>：有没有能带来客流的配套，比如菜市场、地铁口、学校。</li>
</ul>
<h2>第三步：评估竞争</h2>
<p>周边有没有同类门店？竞争并不一定是坏事，成熟的商圈说明有需求。关键是你能否提供差异化的商品或服务。</p>
<h2>第四步：算一笔账</h2>
<ol>
<li>估算日均进店人数和转化率，推算月销售额；</li>
<li>计算租金、人工、水电等固定成本；</li>
<li>看租金占预计销售额的比例是否在可承受范围内。</li>
</ol>
<h2>容易忽视的细节</h2>
<p>门前是否允许外摆、卸货是否方便、周边是否有道路施工计划、物业对招牌的限制等，这些细节都可能影响门店的实际经营。签约前最好多问几位周边商户的意见。</p>`,
    cover: '/images/seed/covers/retail.svg',
    author: '周明哲',
    daysAgo: 96,
    views: 1873,
  },
  {
    channel: 'practical',
    title: '新品定价：从成本加成到渠道倒推',
    titleEn: 'Pricing a New Product: From Cost-plus to Working Back from the Shelf',
    summary:
      '只用成本加成定价，常会在进入零售渠道时发现利润不够分。本文介绍如何从目标零售价倒推各级毛利，并用一个示例演示完整的测算过程。',
    summaryEn:
      'Cost-plus pricing often leaves too little margin for retail channels. How to work back from the target shelf price to each level’s margin, with a worked example.',
    body: `<p>很多品牌方定价的方式是：算出成本，乘以一个倍数，得到零售价。这种方法简单，但往往在进入零售渠道时遇到问题——零售商要求的毛利加上经销环节的费用，让品牌方几乎无利可图。更稳妥的做法，是<strong>同时从两头算</strong>。</p>
<img src="/images/seed/body/pricing-stack.svg" alt="零售价格构成示意图" width="960" height="540">
<h2>从下往上：成本是多少</h2>
<ul>
<li>生产成本：工厂报价，包括材料、加工和包装；</li>
<li>物流成本：从工厂到仓库、从仓库到渠道；</li>
<li>损耗与售后：退换货、破损、过期；</li>
<li>营销与渠道费用：进场费、促销、陈列费用等。</li>
</ul>
<h2>从上往下：消费者愿意付多少</h2>
<p>先研究同类产品的价格带，确定你的产品在其中的位置，得到一个目标零售价。然后逐级倒推：零售商需要多少毛利，经销商需要多少，剩下的才是品牌方的出货价。</p>
<h2>一个简化示例</h2>
<p>假设某款厨房小件的目标零售价定为 39 元（以下均为示意数字）：</p>
<ol>
<li>零售商期望毛利约 35%，品牌给零售商的供货价约为 25 元；</li>
<li>如果通过经销商供货，经销商期望毛利约 15%，品牌出货价约为 21 元；</li>
<li>扣除税费、物流和营销费用后，品牌需要将生产成本控制在一定范围内，才能保留合理的利润。</li>
</ol>
<p>如果倒推出来的可接受成本低于工厂报价，就需要调整：改规格、换材料、换渠道，或者重新定位价格带。</p>
<h2>定价时的几点提醒</h2>
<ul>
<li>为促销预留空间，否则一打折就亏本；</li>
<li>不同渠道的价格要有逻辑，避免渠道之间互相冲突；</li>
<li>定价一旦公布，再上调会很困难，首发前多做测算。</li>
</ul>`,
    cover: '/images/seed/covers/pricing.svg',
    author: '何静怡',
    daysAgo: 133,
    views: 2466,
  },
  {
    channel: 'practical',
    title: '选品方法论：用三个问题筛掉不靠谱的新品',
    titleEn: 'A Product Selection Method: Three Questions to Filter Weak Ideas',
    summary:
      '选品时最容易被“看起来很火”的产品吸引。用“谁在什么场景下用”“为什么选你”“能不能稳定做出来”三个问题过一遍，可以避开大部分坑。',
    summaryEn:
      'It is easy to be drawn to products that look hot. Three questions — who uses it and when, why choose you, can it be made reliably — avoid most traps.',
    body: `<p>选品是品牌方和零售商每天都在做的事。社交媒体上的热门产品、展会上的新奇样品、同行推荐的爆款，看起来都很有潜力。但真正投入之后，很多产品卖不动，或者卖得动却做不出来。下面三个问题，可以帮助你在投入之前做一次快速筛选。</p>
<h2>问题一：谁，在什么场景下用？</h2>
<p>如果你说不出一个具体的用户和具体的使用场景，这个产品很可能只是“看起来不错”。好的回答应该像这样：“租房的年轻人，在没有阳台的小户型里晾晒小件衣物。”</p>
<ul>
<li>这个场景出现的频率高吗？</li>
<li>用户现在是怎么解决的？有什么不满？</li>
<li>你的产品比现有的方案好在哪里？</li>
</ul>
<h2>问题二：为什么选你？</h2>
<p>即使需求是真实的，市场上可能已经有很多同类产品。你的产品有什么不同？是功能、设计、价格，还是渠道？如果答案只是“更便宜”，就要想清楚能否长期保持成本优势。</p>
<h2>问题三：能不能稳定地做出来？</h2>
<p>很多新品在打样阶段看起来很好，量产时却问题频出。选品时就要考虑：</p>
<ul>
<li>关键工艺是否成熟，有没有合适的工厂；</li>
<li>原材料供应是否稳定，价格波动大不大；</li>
<li>起订量和交期能否匹配你的销售节奏；</li>
<li>是否涉及特殊的认证或合规要求。</li>
</ul>
<h2>通过筛选之后</h2>
<p>三个问题都有清晰答案的产品，可以进入小批量测试阶段：先少量生产，在一两个渠道试销，观察动销和用户反馈，再决定是否扩大。平台的新品开发顾问可以协助会员完成这一过程中的竞品拆解和测试设计。</p>
<blockquote>选品不是押注，而是一系列可以逐步验证的小决定。</blockquote>`,
    cover: '/images/seed/covers/consumer-trends.svg',
    author: '唐一帆',
    daysAgo: 171,
    views: 3102,
  },
  {
    channel: 'practical',
    title: '给零售商的新品提案，应该怎么写',
    titleEn: 'How to Write a New Product Proposal for Retail Buyers',
    summary:
      '零售采购每天要看大量提案，真正能留下印象的，是那些把产品、价格、供货和支持政策在一页纸上讲清楚的提案。本文提供一个可直接套用的结构。',
    summaryEn:
      'Retail buyers read many proposals. The ones remembered put product, price, supply and support on one clear page. A structure you can reuse.',
    body: `<p>在买手沙龙上，一位社区连锁的采购负责人说：“我每周要看几十份新品资料，大部分都是产品画册，翻完也不知道该不该进。”对零售商来说，新品提案不是品牌宣传，而是一份<strong>帮助他们做决策的材料</strong>。</p>
<h2>提案的基本结构</h2>
<h3>一、一句话介绍</h3>
<p>这是什么产品，为谁解决什么问题。放在第一页最上面。</p>
<h3>二、为什么适合这家门店</h3>
<p>结合零售商的客群和现有品类，说明产品能补充什么空白，或者比现有商品好在哪里。提前去门店看一看，比泛泛而谈有说服力得多。</p>
<h3>三、产品信息</h3>
<ul>
<li>规格、包装、保质期或使用期限；</li>
<li>条码、箱规、每箱数量；</li>
<li>相关的检测报告和资质。</li>
</ul>
<h3>四、价格与利润</h3>
<p>建议零售价、供货价和零售商的毛利空间。如果有促销计划，也一并说明。</p>
<h3>五、销售证明</h3>
<p>已进入的渠道和动销情况。新品没有销售数据时，可以提供试用反馈或小范围测试的结果。</p>
<h3>六、供货与支持</h3>
<ul>
<li>起订量、补货周期和配送方式；</li>
<li>陈列物料、试吃试用、店员培训等支持；</li>
<li>滞销商品的处理方式。</li>
</ul>
<h2>几点建议</h2>
<ol>
<li>核心信息控制在一到两页，详细资料放附件；</li>
<li>数字要真实，宁可保守，不要夸大；</li>
<li>附上样品，并注明联系人和响应时间。</li>
</ol>
<p>一份好的提案，能让采购在五分钟内判断“值不值得进一步谈”。这本身就是对对方时间的尊重。</p>`,
    cover: '/images/seed/covers/retail.svg',
    author: '周明哲',
    daysAgo: 226,
    views: 1761,
  },
  {
    channel: 'practical',
    title: '展会结束后，如何在两周内跟进线索',
    titleEn: 'Following Up Trade Show Leads Within Two Weeks',
    summary:
      '展会上收集的名片和联系方式，如果不在两周内跟进，多半会变成无效线索。本文介绍线索分级、跟进节奏和复盘方法，帮助展商把展会投入转化为订单。',
    summaryEn:
      'Contacts gathered at a show go cold if not followed up within two weeks. How to grade leads, set a follow-up rhythm and review results so the show pays off.',
    body: `<p>展会结束，团队带回来一沓名片和一长串联系方式，然后呢？很多展商的答案是：回到公司忙于日常工作，等想起来跟进时，已经过去一个月，对方早已记不清你是谁。展会的成果，很大程度上取决于<strong>展后两周</strong>。</p>
<h2>第一步：线索分级</h2>
<p>展会结束后的第一个工作日，把所有线索整理到一张表里，按意向程度分为三级：</p>
<ul>
<li><strong>A 级</strong>：有明确需求和时间表，现场已讨论具体产品或价格；</li>
<li><strong>B 级</strong>：有兴趣，但需求尚不明确，或需要内部讨论；</li>
<li><strong>C 级</strong>：了解性质的交流，暂无合作计划。</li>
</ul>
<p>分级的依据，来自展会期间的现场记录。这也是为什么建议在展会上每天整理线索。</p>
<h2>第二步：按级别跟进</h2>
<h3>A 级：三天内</h3>
<p>发送个性化的跟进邮件或消息，回顾现场讨论的内容，附上对方需要的资料，并提出明确的下一步，比如寄样、报价或视频会议。</p>
<h3>B 级：一周内</h3>
<p>发送感谢信息和相关资料，询问对方的需求和时间安排，保持联系。</p>
<h3>C 级：两周内</h3>
<p>发送统一的感谢信息和公司介绍，纳入日常的客户维护名单。</p>
<h2>第三步：复盘</h2>
<ol>
<li>对照参展目标，统计有效线索数量和质量；</li>
<li>分析哪些展示内容和话术效果好；</li>
<li>记录下一次参展需要改进的地方。</li>
</ol>
<p>一个月后再看一次：A 级线索中有多少进入了打样或报价阶段？这才是衡量展会效果最直接的指标。TMZ 展会的洽谈线索会同步到会员中心，方便展商统一管理。</p>`,
    cover: '/images/seed/covers/matchmaking.svg',
    author: '郭欣然',
    daysAgo: 281,
    views: 1398,
  },
  {
    channel: 'practical',
    title: '与工厂签合作协议，这些条款别漏掉',
    titleEn: 'Key Clauses Not to Miss in a Manufacturing Agreement',
    summary:
      '品牌方与工厂的合作，常因为协议过于简单而在出现问题时陷入被动。本文梳理质量标准、交期、知识产权、模具归属和保密等关键条款的要点。',
    summaryEn:
      'Brand–factory deals often go wrong because the contract is too thin. Key points on quality standards, delivery, intellectual property, tooling ownership and confidentiality.',
    body: `<p>很多品牌方和工厂的合作，起步于一张报价单和几次线上沟通。合作顺利时没什么问题，一旦出现质量纠纷、交期延误或产品被仿冒，才发现手里没有可依据的书面约定。以下条款建议在正式合作前写清楚。具体文本请咨询专业法律人士。</p>
<h2>质量标准与验收</h2>
<ul>
<li>以封样和技术文件作为质量标准，写明封样编号；</li>
<li>约定检验方式、抽样标准和缺陷判定规则；</li>
<li>不合格时的处理方式：返工、换货、扣款或退货。</li>
</ul>
<h2>交期与延误</h2>
<p>写明交货日期和交货方式，以及延误时的通知义务和责任。对于因品牌方原因（如延迟确认样品）导致的延误，也应约定如何顺延。</p>
<h2>知识产权</h2>
<p>品牌方提供的设计、图纸和品牌标识，所有权属于品牌方；工厂<strong>不得将其用于其他客户或自行销售</strong>。在开发过程中由双方共同完成的改进，归属也要事先约定。</p>
<h2>模具归属</h2>
<p>由品牌方支付费用开发的模具，应约定所有权归属、存放地点、使用限制和保养责任，以及合作结束后如何处理。模具纠纷是品牌方更换工厂时最常见的障碍之一。</p>
<h2>保密</h2>
<p>新品信息、价格、销售计划等属于商业秘密，应约定保密范围和期限。</p>
<h2>付款与价格调整</h2>
<ul>
<li>预付款比例、尾款支付节点；</li>
<li>原材料价格大幅波动时的调价机制。</li>
</ul>
<blockquote>协议写得清楚，不是不信任对方，而是让双方在遇到问题时有共同的依据。</blockquote>`,
    cover: '/images/seed/covers/supply-chain.svg',
    author: '陈思远',
    daysAgo: 343,
    views: 1954,
  },
];

const pay: SeedArticle[] = [
  {
    channel: 'pay',
    title: '消费品供应链协同年度观察（会员版）',
    titleEn: 'Annual Review of Consumer Goods Supply Chain Collaboration (Members’ Edition)',
    summary:
      '基于平台顾问一年来服务品牌方与工厂的案例，梳理供应链协同中最常见的五类摩擦、各自的根源，以及已被验证有效的协同机制和落地步骤。',
    summaryEn:
      'Drawing on a year of consultant casework with brands and factories: the five most common frictions in supply chain collaboration, their roots, and mechanisms that have worked.',
    body: `<p>本文是平台研究院面向会员发布的年度观察。内容基于平台顾问在过去一年中服务品牌方和工厂会员的案例整理而成，不代表全行业的统计结论，但反映了我们在一线反复看到的问题和做法。</p>
<h2>一、五类常见摩擦</h2>
<h3>1. 需求表达不清</h3>
<p>品牌方的需求停留在“感觉”层面，工厂只能凭经验猜测。结果是打样轮次多、周期长，双方都疲惫。根源在于品牌方缺少把产品需求结构化表达的能力，也缺少统一的需求模板。</p>
<h3>2. 预测与排产脱节</h3>
<p>品牌方的销售预测频繁变动，却很少及时告知工厂；工厂按旧计划备料排产，最终要么缺货，要么积压。</p>
<h3>3. 质量标准不一致</h3>
<p>封样不规范、检验标准未书面化，导致大货验收时争议不断。</p>
<h3>4. 变更管理缺失</h3>
<p>材料替换、工艺调整、包装修改没有正式的变更流程，往往在出现问题后才被发现。</p>
<h3>5. 付款与信任问题</h3>
<p>账期争议和付款延迟，会迅速侵蚀合作基础，并影响工厂对该品牌订单的优先级安排。</p>
<img src="/images/seed/body/supply-network.svg" alt="供应链协同示意图" width="960" height="540">
<h2>二、被验证有效的协同机制</h2>
<ul>
<li><strong>需求文档模板</strong>：统一包含用户场景、关键参数、参考样品、目标成本和上市时间，打样轮次明显减少；</li>
<li><strong>滚动预测会</strong>：品牌方每月与核心工厂同步未来三个月的滚动预测，并区分“确定订单”和“预测订单”；</li>
<li><strong>封样与检验标准包</strong>：封样时同步形成检验标准，作为订单附件；</li>
<li><strong>变更申请单</strong>：任何涉及材料、工艺、包装的变更，都需书面申请并经双方确认；</li>
<li><strong>季度复盘</strong>：回顾交期、质量和沟通问题，共同制定改进项。</li>
</ul>
<h2>三、落地建议</h2>
<ol>
<li>从一家核心工厂、一条产品线开始试行，不要一次铺开；</li>
<li>指定双方的对接负责人，固定沟通节奏；</li>
<li>把每次复盘的改进项落实到人和时间；</li>
<li>三个月后评估效果，再决定是否推广到其他工厂。</li>
</ol>
<h2>四、展望</h2>
<p>我们观察到，协同做得好的品牌方，并不一定是规模最大的，而是那些<strong>把工厂当作长期伙伴、愿意分享信息</strong>的品牌。下一阶段，平台将把上述模板和工具逐步整合到会员中心，帮助更多会员建立规范的协同机制。</p>`,
    cover: '/images/seed/covers/research.svg',
    author: '平台研究院',
    daysAgo: 7,
    views: 864,
  },
  {
    channel: 'pay',
    title: '社区零售渠道深度研究：新品进场全流程',
    titleEn: 'Community Retail In Depth: The Full Path for a New Product to Get Listed',
    summary:
      '从提案、试销、正式进场到持续经营，拆解社区零售渠道新品进场的每个环节，包括零售商的评估逻辑、常见合作条款，以及品牌方各阶段的关键动作。',
    summaryEn:
      'From proposal and trial to listing and ongoing sales: each step for new products in community retail, how retailers evaluate, common terms, and what brands should do at each stage.',
    body: `<p>社区零售是不少新品牌打开线下渠道的第一站。但社区连锁的采购流程、评估标准和合作条款，对很多品牌方来说仍然比较陌生。本研究基于平台零售渠道顾问与多家社区零售商的交流整理，旨在帮助会员系统地了解新品进场的全过程。</p>
<h2>一、社区零售商如何评估新品</h2>
<p>社区零售商的采购决策，通常围绕三个问题展开：</p>
<ul>
<li><strong>能不能卖</strong>：是否匹配门店客群，是否有清晰的购买理由；</li>
<li><strong>能不能赚</strong>：毛利空间是否足够，是否会挤占现有商品的销售；</li>
<li><strong>能不能稳</strong>：供货是否稳定，品质是否可靠，出了问题品牌方能否及时处理。</li>
</ul>
<h2>二、进场的四个阶段</h2>
<h3>阶段一：提案</h3>
<p>品牌方提交新品资料，采购初步判断是否值得进一步了解。此阶段的关键是资料完整、信息真实、重点突出。</p>
<h3>阶段二：试销</h3>
<p>零售商选择部分门店进行一段时间的试销。品牌方应主动配合陈列、提供试用装，并每周跟踪动销。</p>
<h3>阶段三：正式进场</h3>
<p>试销达标后扩大到更多门店。此时需要确认供货价、账期、配送方式、促销安排和退换货规则。</p>
<h3>阶段四：持续经营</h3>
<p>进场不是终点。零售商会定期评估单品表现，动销不佳的商品可能被替换。品牌方需要持续做好补货、促销和门店沟通。</p>
<img src="/images/seed/body/omnichannel.svg" alt="全渠道布局示意图" width="960" height="540">
<h2>三、常见合作条款</h2>
<ol>
<li>供货价与建议零售价，以及促销期间的价格支持；</li>
<li>账期和对账方式；</li>
<li>陈列位置和陈列费用（如有）；</li>
<li>滞销和临期商品的处理方式；</li>
<li>质量问题的责任划分。</li>
</ol>
<h2>四、品牌方的关键动作</h2>
<p>试销阶段是成败的关键。建议品牌方安排专人负责试销门店，定期到店查看陈列和库存，收集店员和顾客的反馈，并及时调整。很多新品在试销中失败，不是因为产品不好，而是因为<strong>没人在门店端持续投入</strong>。</p>
<p>此外，社区零售的订单碎、频次高，品牌方需要与工厂和仓配服务商提前沟通，确保能支撑多批次小批量的补货节奏。</p>`,
    cover: '/images/seed/covers/retail.svg',
    author: '平台研究院',
    daysAgo: 11,
    views: 642,
  },
  {
    channel: 'pay',
    title: '工厂数字化成熟度评估框架与自测方法',
    titleEn: 'A Digital Maturity Framework for Factories, with a Self-assessment',
    summary:
      '为中小工厂设计的数字化成熟度评估框架，从订单、生产、质量、库存和协同五个维度划分四个等级，并提供自测方法和分阶段的改进路线。',
    summaryEn:
      'A digital maturity framework for smaller factories across orders, production, quality, inventory and collaboration, with four levels, a self-assessment and a staged roadmap.',
    body: `<p>工厂数字化没有统一的终点，但可以有清晰的阶段。本框架由平台工厂数字化顾问结合走访经验设计，目的是帮助中小工厂看清自己所处的位置，选择下一步最值得投入的方向。</p>
<h2>一、五个评估维度</h2>
<ul>
<li><strong>订单管理</strong>：订单信息如何录入、传递和跟踪；</li>
<li><strong>生产管理</strong>：排产方式、进度掌握和产能分析；</li>
<li><strong>质量管理</strong>：检验记录、问题追溯和改进闭环；</li>
<li><strong>库存管理</strong>：原材料、在制品和成品的账实一致程度；</li>
<li><strong>外部协同</strong>：与品牌方、供应商的信息共享方式。</li>
</ul>
<h2>二、四个成熟度等级</h2>
<h3>第一级：经验驱动</h3>
<p>信息主要在纸面、白板和聊天记录中，依赖关键人员的经验和记忆。</p>
<h3>第二级：电子化记录</h3>
<p>主要数据已用表格或简单软件记录，但分散在不同人手中，需要人工汇总。</p>
<h3>第三级：系统化管理</h3>
<p>核心业务在统一系统中流转，数据可以实时查看，管理者能用数据开会和决策。</p>
<h3>第四级：数据驱动协同</h3>
<p>内部数据与品牌方、供应商按约定共享，能够基于数据进行预测、预警和持续改进。</p>
<h2>三、自测方法</h2>
<p>针对每个维度，回答以下问题并打分：</p>
<ol>
<li>这个维度的信息记录在哪里？是否完整？</li>
<li>需要时能否在十分钟内查到准确的数据？</li>
<li>数据是否被用于定期的管理会议和决策？</li>
<li>是否与外部伙伴共享，共享是否及时？</li>
</ol>
<p>各维度的得分不必一致。多数工厂会发现自己在订单管理上较为成熟，而在质量追溯和外部协同上相对薄弱。</p>
<h2>四、分阶段改进建议</h2>
<p>从第一级到第二级，重点是<strong>把信息记下来</strong>，选择最简单的工具；从第二级到第三级，重点是<strong>统一数据入口</strong>，减少重复录入；从第三级到第四级，重点是<strong>建立对外共享的规则</strong>，与核心客户试点。每一步都应当以解决具体问题为目标，而不是追求系统的完整。</p>
<p>会员工厂可以联系工厂数字化顾问，获取完整的自测表并预约评估。</p>`,
    cover: '/images/seed/covers/ai-manufacturing.svg',
    author: '黄立诚',
    daysAgo: 14,
    views: 517,
  },
  {
    channel: 'pay',
    title: '品牌方如何搭建多工厂供应体系',
    titleEn: 'How Brands Build a Multi-factory Supply Base',
    summary:
      '从依赖单一工厂到管理多家工厂，是品牌成长的必经之路。本文给出供应商分层、分工原则、备份策略和绩效评估的方法，以及过渡期常见的风险。',
    summaryEn:
      'Moving from one factory to several is a normal step as a brand grows. Supplier tiers, division of work, backup strategy, performance reviews and transition risks.',
    body: `<p>很多品牌在起步阶段只依赖一家工厂：沟通简单，关系紧密。但随着品类扩展和销量增长，单一工厂的风险逐渐显现：产能不足、议价能力下降、一旦出问题便全线停摆。搭建多工厂供应体系，是品牌走向成熟的重要一步。</p>
<h2>一、供应商分层</h2>
<p>建议将供应商分为三层：</p>
<ul>
<li><strong>战略供应商</strong>：承担核心产品，双方深度协同，共享预测和开发计划；</li>
<li><strong>主力供应商</strong>：承担常规产品或部分核心产品的分量，保持稳定合作；</li>
<li><strong>备份供应商</strong>：完成验厂和打样，小批量合作，在需要时能快速接单。</li>
</ul>
<h2>二、分工原则</h2>
<h3>按品类分工</h3>
<p>不同工厂负责不同品类，发挥各自的工艺专长，便于管理。</p>
<h3>按产品分量</h3>
<p>同一产品由两家工厂按比例供货，便于比较，也降低断供风险，但对质量一致性的管理要求更高。</p>
<h3>按阶段分工</h3>
<p>开发能力强的工厂负责新品打样和首单，量产成本有优势的工厂负责稳定后的大货。这种方式需要提前约定好模具和技术资料的归属。</p>
<img src="/images/seed/body/supply-network.svg" alt="供应链协同示意图" width="960" height="540">
<h2>三、备份策略</h2>
<p>备份供应商不能只停留在名单上。要让备份真正可用，需要：</p>
<ol>
<li>完成验厂和打样，并封样确认；</li>
<li>每年至少安排一次小批量订单，保持合作关系和生产熟练度；</li>
<li>关键模具考虑是否需要复制一套。</li>
</ol>
<h2>四、绩效评估</h2>
<p>按季度从质量、交期、成本、响应和配合度五个方面评估供应商，并与供应商分享结果。评估的目的不是惩罚，而是<strong>找到改进点，决定下一阶段的订单分配</strong>。</p>
<h2>五、过渡期的风险</h2>
<ul>
<li>原有工厂因订单减少而降低配合度，需要提前坦诚沟通；</li>
<li>新工厂的质量爬坡期，首批订单要加强检验；</li>
<li>品牌方团队的管理负担增加，需要同步补充人手和工具。</li>
</ul>
<p>多工厂体系的目标不是让工厂之间互相压价，而是建立一个稳健、可持续的供应网络。</p>`,
    cover: '/images/seed/covers/supply-chain.svg',
    author: '陈思远',
    daysAgo: 58,
    views: 1186,
  },
  {
    channel: 'pay',
    title: '消费品出海合规地图：主要问题逐项梳理',
    titleEn: 'A Compliance Map for Exporting Consumer Goods',
    summary:
      '出海合规涉及产品安全、认证、标签、包装、化学物质和知识产权等多个方面。本文按问题类别逐项梳理，给出自查顺序和与服务商协作的建议。',
    summaryEn:
      'Export compliance spans product safety, certification, labelling, packaging, chemicals and intellectual property. A category-by-category map, a self-check order and tips for working with providers.',
    body: `<p>出海时遇到的合规问题，往往不是某一项要求有多难，而是<strong>要求多、分散、因市场而异</strong>，很容易遗漏。本文不针对某一个具体市场，而是提供一张通用的“合规地图”，帮助会员建立系统的自查思路。具体要求请以目标市场的官方规定和专业机构的意见为准。</p>
<h2>一、产品安全与认证</h2>
<p>许多市场对电器、儿童用品、食品接触材料等品类有强制性的安全要求和认证。需要确认：</p>
<ul>
<li>产品属于哪一类监管范围；</li>
<li>需要哪些测试，由哪类机构出具报告；</li>
<li>认证的有效期和维护要求。</li>
</ul>
<h2>二、标签与说明书</h2>
<p>包括必须标注的信息、语言要求、警示语、原产地标识等。说明书的翻译需要准确，尤其是安全相关的内容。</p>
<h2>三、包装要求</h2>
<p>部分市场对包装材料、回收标识和包装废弃物有专门规定，有的还要求生产者承担回收相关的责任。</p>
<h2>四、化学物质限制</h2>
<p>纺织品、塑料制品、化妆品等品类，常受到有害物质限量的约束。需要从原材料环节就开始管控，并保留供应商的检测资料。</p>
<h2>五、知识产权</h2>
<p>出海前检查品牌名称和标识在目标市场的商标情况，必要时提前注册；同时注意产品设计是否可能侵犯他人的专利或外观设计。</p>
<h2>六、建议的自查顺序</h2>
<ol>
<li>确定目标市场和销售渠道，不同渠道的要求可能不同；</li>
<li>确定产品的监管分类，列出适用的强制要求；</li>
<li>对照清单检查现有产品的差距；</li>
<li>制定补齐计划，估算时间和费用；</li>
<li>上市前进行一次完整复核。</li>
</ol>
<h2>七、与服务商协作</h2>
<p>合规工作往往需要检测机构、认证机构、当地代理和法律顾问等多方参与。建议指定内部的总负责人，统一管理各方的进度和资料，避免信息散落。平台的跨境出海服务包也提供合规预检服务。</p>`,
    cover: '/images/seed/covers/cross-border.svg',
    author: '许嘉航',
    daysAgo: 101,
    views: 1422,
  },
  {
    channel: 'pay',
    title: '渠道价格体系设计：从出厂价到零售价',
    titleEn: 'Designing a Channel Price Structure: From Ex-factory to Shelf Price',
    summary:
      '价格体系混乱是品牌多渠道发展中最常见的问题之一。本文从价格带定位、各级毛利分配、促销规则和价格监督四个方面，给出一套可落地的设计方法。',
    summaryEn:
      'Messy pricing is one of the most common problems as brands add channels. A practical method covering price positioning, margin allocation, promotion rules and price monitoring.',
    body: `<p>一个品牌同时在电商平台、直播间、社区门店和经销商渠道销售，很快就会遇到价格问题：直播间的价格比门店低，经销商抱怨利润被挤压，零售商要求补差价。价格体系设计的目标，是<strong>让每一个渠道都有合理的利润，同时让消费者看到一致的价格逻辑</strong>。</p>
<img src="/images/seed/body/pricing-stack.svg" alt="零售价格构成示意图" width="960" height="540">
<h2>一、价格带定位</h2>
<p>先确定品牌在品类中的价格带：是大众、中端还是高端。价格带决定了目标客群、渠道选择和产品规格，也是后续所有价格设计的锚点。</p>
<h2>二、各级毛利分配</h2>
<p>从建议零售价出发，逐级确定零售商、经销商和品牌方的毛利空间。需要注意：</p>
<ul>
<li>不同渠道的毛利要求不同，应分渠道测算；</li>
<li>品牌方的毛利要能覆盖营销、管理和研发投入；</li>
<li>为促销预留空间，避免常规价格已无利可图。</li>
</ul>
<h2>三、多渠道的价格协调</h2>
<h3>产品区隔</h3>
<p>为不同渠道提供不同规格或组合的产品，比如电商专供装、门店小规格装，减少直接比价。</p>
<h3>价格底线</h3>
<p>明确各渠道的最低成交价，包括叠加各类优惠后的价格，并在合作协议中约定。</p>
<h3>促销节奏</h3>
<p>统一规划全年的促销节点和力度，避免某一渠道长期低价，破坏整体价格认知。</p>
<h2>四、价格监督与调整</h2>
<ol>
<li>定期检查各渠道的实际成交价；</li>
<li>对违反价格约定的情况，按协议处理；</li>
<li>原材料成本上涨需要调价时，提前与渠道沟通，给出过渡期。</li>
</ol>
<h2>五、常见误区</h2>
<p>一是过度依赖促销拉动销量，导致消费者只在打折时购买；二是为了进入某个渠道而接受过低的价格，结果影响其他渠道；三是只设计价格、不执行监督，价格体系形同虚设。</p>
<p>价格体系不是一次设计完就结束的工作，而是需要随着渠道结构变化持续维护的管理机制。</p>`,
    cover: '/images/seed/covers/pricing.svg',
    author: '何静怡',
    daysAgo: 148,
    views: 1690,
  },
  {
    channel: 'pay',
    title: 'TMZ 展会参展投入产出评估模型',
    titleEn: 'A Return-on-investment Model for Exhibiting at the TMZ Show',
    summary:
      '参展到底值不值？本文提出一个包含直接成本、隐性成本、线索质量和转化周期的评估模型，帮助展商在参展前设定目标、在展后客观评估效果。',
    summaryEn:
      'Is exhibiting worth it? A model covering direct and hidden costs, lead quality and conversion time, to set goals before a show and judge results afterwards.',
    body: `<p>“参展到底值不值”是展商最常问的问题之一。单看展会期间签了多少单，往往低估了展会的价值；但只说“提升了品牌曝光”，又无法指导决策。本文提出一个简单的评估模型，帮助展商更客观地衡量参展的投入和产出。</p>
<h2>一、投入：不只是展位费</h2>
<h3>直接成本</h3>
<ul>
<li>展位费和搭建费；</li>
<li>样品、物料和运输；</li>
<li>差旅和住宿。</li>
</ul>
<h3>隐性成本</h3>
<ul>
<li>团队在准备和参展期间投入的时间；</li>
<li>因参展而推迟的其他工作；</li>
<li>展后跟进所需的人力。</li>
</ul>
<p>隐性成本常常被忽略，但对于小团队来说，它可能比直接成本更重要。</p>
<h2>二、产出：分层衡量</h2>
<ol>
<li><strong>线索数量</strong>：展会期间获得的有效联系人；</li>
<li><strong>线索质量</strong>：按意向程度分级后的 A、B、C 级线索数量；</li>
<li><strong>推进情况</strong>：进入打样、报价、试销等阶段的线索数量；</li>
<li><strong>成交结果</strong>：在一定周期内实际成交的订单金额；</li>
<li><strong>其他价值</strong>：新品反馈、行业信息、合作伙伴关系等。</li>
</ol>
<img src="/images/seed/body/show-timeline.svg" alt="参展准备时间线示意图" width="960" height="540">
<h2>三、考虑转化周期</h2>
<p>消费品行业的 B2B 合作，从初次接触到首单，往往需要几个月。评估参展效果时，建议在<strong>展后一个月、三个月和六个月</strong>分别回看，而不是只看展会当周的结果。</p>
<h2>四、用模型设定目标</h2>
<p>参展前，根据预算和历史经验，倒推需要多少 A 级线索、多少打样和多少成交才能让投入回本。这个目标会直接影响展位设计、邀约策略和人员安排。</p>
<h2>五、评估之后</h2>
<p>如果回报低于预期，先分析原因：是目标客户没来，还是来了没留住，还是留住了没跟进？不同的原因，对应不同的改进方向：调整展区和邀约、优化展位和话术、加强展后跟进。</p>
<p>会员展商可以向展会营销顾问索取评估模型的表格版本，结合自身数据使用。</p>`,
    cover: '/images/seed/covers/trade-show.svg',
    author: '郭欣然',
    daysAgo: 196,
    views: 933,
  },
  {
    channel: 'pay',
    title: '可持续包装转型：成本结构与实施路径研究',
    titleEn: 'Moving to Sustainable Packaging: Cost Structure and Implementation Path',
    summary:
      '包装转型不只是换一种材料。本文分析转型过程中材料、模具、运输损耗和管理成本的变化，并提出从评估、试点到推广的分阶段实施路径。',
    summaryEn:
      'Switching packaging is more than a new material. Changes in material, tooling, transport damage and management costs, and a staged path from assessment to pilot to rollout.',
    body: `<p>越来越多的品牌方希望改用更环保的包装，但在实际推进时，常常被成本和不确定性拦住。本文从成本结构和实施路径两个角度，帮助会员更系统地规划包装转型。</p>
<h2>一、成本结构的变化</h2>
<h3>材料成本</h3>
<p>部分替代材料的单价高于传统材料，但减量设计可以抵消一部分。两者结合考虑，才能得到真实的材料成本变化。</p>
<h3>一次性投入</h3>
<p>纸浆模塑等结构需要开模，新的包装设计需要重新打样和测试。这部分投入应当按预计的使用周期分摊。</p>
<h3>运输与损耗</h3>
<p>包装保护性能的变化，会影响运输中的破损率。破损带来的不仅是产品损失，还有退换货和客户满意度的损失。</p>
<h3>仓储与物流</h3>
<p>包装尺寸缩小后，单箱装载量可能提高，仓储和运输成本随之下降，这是转型中常被低估的收益。</p>
<h3>管理成本</h3>
<p>新供应商的开发、质量验证和库存切换，都需要投入管理精力。</p>
<img src="/images/seed/body/packaging-layers.svg" alt="包装层级示意图" width="960" height="540">
<h2>二、分阶段的实施路径</h2>
<ol>
<li><strong>评估</strong>：盘点现有包装的材料、层级和成本，识别可以减量或替换的部分；</li>
<li><strong>方案设计</strong>：与包装工厂共同设计两到三个方案，比较成本和可行性；</li>
<li><strong>试点</strong>：选择一款销量稳定的产品试点，做运输测试和小批量上市；</li>
<li><strong>评估试点</strong>：对比破损率、成本和消费者反馈；</li>
<li><strong>推广</strong>：按产品销量和改造难度排序，逐步推广。</li>
</ol>
<h2>三、需要提前处理的问题</h2>
<ul>
<li>旧包装库存的消化计划，避免浪费；</li>
<li>包装标签信息随材料变化同步更新；</li>
<li>与零售商沟通包装变化，特别是尺寸和条码位置的变化；</li>
<li>对外宣传时实事求是，避免夸大环保效果。</li>
</ul>
<h2>四、结语</h2>
<p>包装转型是一项需要持续投入的工作。<strong>从小处开始、用数据说话</strong>，比一次性全面替换更容易成功，也更容易获得团队、工厂和渠道的支持。</p>`,
    cover: '/images/seed/covers/sustainability.svg',
    author: '孙若楠',
    daysAgo: 247,
    views: 788,
  },
  {
    channel: 'pay',
    title: '新品上市前 90 天：品牌方运营手册',
    titleEn: 'The First 90 Days of a Product Launch: An Operating Handbook for Brands',
    summary:
      '新品上市后的前 90 天决定了它能否站稳脚跟。本手册按周划分关键任务，覆盖备货节奏、渠道铺货、内容准备、数据跟踪和快速调整的方法。',
    summaryEn:
      'The first 90 days decide whether a new product holds its ground. A week-by-week handbook on stock, distribution, content, tracking and fast adjustment.',
    body: `<p>新品上市不是终点，而是另一个起点。很多新品在上市后的前几个月里，因为备货失衡、渠道推进不力或反馈处理不及时而失去机会。本手册把上市后的 90 天分为三个阶段，列出每个阶段的关键任务。</p>
<h2>第一阶段：第 1–30 天，验证</h2>
<h3>目标</h3>
<p>确认产品在目标渠道和客群中是否成立。</p>
<h3>关键任务</h3>
<ul>
<li>控制首批备货量，与工厂约定好返单周期；</li>
<li>在重点渠道集中资源，而不是全面铺开；</li>
<li>每周收集销售数据、用户评价和退货原因；</li>
<li>准备好常见问题的回答，确保客服和门店店员了解产品。</li>
</ul>
<h2>第二阶段：第 31–60 天，调整</h2>
<h3>目标</h3>
<p>根据第一阶段的反馈，调整产品、价格和渠道策略。</p>
<h3>关键任务</h3>
<ul>
<li>分析差评和退货，区分产品问题和沟通问题；</li>
<li>对需要改进的地方，与工厂评估修改的可行性和时间；</li>
<li>根据动销情况，调整各渠道的库存分配；</li>
<li>优化详情页、包装文案或陈列方式。</li>
</ul>
<h2>第三阶段：第 61–90 天，放大</h2>
<h3>目标</h3>
<p>对已经验证的渠道和打法加大投入。</p>
<h3>关键任务</h3>
<ol>
<li>与工厂确认放量后的产能和交期；</li>
<li>拓展第二梯队的渠道；</li>
<li>规划第一次促销活动，注意维护价格体系；</li>
<li>总结上市经验，形成下一款新品的检查清单。</li>
</ol>
<img src="/images/seed/body/omnichannel.svg" alt="全渠道布局示意图" width="960" height="540">
<h2>贯穿始终的三件事</h2>
<p>第一，<strong>数据</strong>：建立简单但固定的数据看板，每周复盘一次。第二，<strong>库存</strong>：既要避免断货，也要避免积压，和工厂保持频繁沟通。第三，<strong>决策节奏</strong>：预先约定在什么情况下加大投入、在什么情况下及时止损，避免在犹豫中错过窗口。</p>
<p>新品能否成功，很难在上市前完全预判，但一套清晰的运营节奏，能让品牌方更快地看清方向，并把资源用在最值得的地方。</p>`,
    cover: '/images/seed/covers/brand.svg',
    author: '唐一帆',
    daysAgo: 318,
    views: 1247,
  },
];

export const seedArticles: SeedArticle[] = [...news, ...hot, ...practical, ...pay];
