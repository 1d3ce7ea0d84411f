import { env, envSchema, InvalidEnvironmentError } from '@/server/kernel/env';
import { siteConfigFrom } from '@/server/kernel/site-config';

const source = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('env', () => {
  it('has a default for every setting, so the site starts with none set', () => {
    expect(env(source({}))).toEqual({
      SITE_NAME: 'TMZ 产业协同平台',
      SITE_NAME_EN: 'TMZ Industry Platform',
      SITE_URL: 'http://localhost:3000',
      ICP_NUMBER: '沪ICP备00000000号-1',
      PUBLIC_SECURITY_NUMBER: '沪公网安备 31000000000000号',
      CONTACT_PHONE: '400-000-0000',
      CONTACT_EMAIL: 'contact@example.com',
      JOBS_EMAIL: 'hr@example.com',
      CONTACT_ADDRESS: '上海市静安区南京西路 1000 号 20 层',
      CONTACT_ADDRESS_EN: '20F, 1000 West Nanjing Road, Jing’an District, Shanghai',
      CONTACT_HOURS: '周一至周五 9:00–18:00',
      CONTACT_HOURS_EN: 'Mon–Fri 9:00–18:00 (China Standard Time)',
      OFFICE_LNG: 121.4589,
      OFFICE_LAT: 31.2304,
      AMAP_KEY: '',
      AMAP_SECURITY_CODE: '',
      AMAP_SERVICE_HOST: '',
      OFFICE_CITY: '上海市',
      STATISTICS_ID: '',
      TICKET_FONT_PATH: '',
      API_BASE_URL: '',
      DATABASE_URL: '',
      DATA_DIR: './data',
      TRUST_PROXY: false,
      RATE_LIMIT_STORE: 'database',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      READINESS_GRACE_MS: 0,
      PAGE_CACHE_MB: 64,
      APPLICATION_RETENTION_DAYS: 180,
      MESSAGE_POLL_MS: 2000,
      MESSAGE_SENDS_PER_CHANNEL: 2,
      SMTP_TIMEOUT_MS: 10_000,
      SMTP_URL: '',
      MAIL_FROM: 'noreply@example.com',
      SMS_PROVIDER: 'log',
      ALIYUN_SMS_ACCESS_KEY_ID: '',
      ALIYUN_SMS_ACCESS_KEY_SECRET: '',
      SMS_SIGN_NAME: '',
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com',
      WECHAT_APP_ID: '',
      WECHAT_APP_SECRET: '',
      WECHAT_API_BASE: 'https://api.weixin.qq.com',
      WECHAT_OA_QR: '',
      WECHAT_OPEN_APP_ID: '',
      WECHAT_OPEN_APP_SECRET: '',
      WECHAT_OPEN_BASE: 'https://open.weixin.qq.com',
      WECHAT_OA_NAME: '',
    });
  });

  it('takes a database URL only as a postgres:// address, and names the variable it refuses', () => {
    expect(env(source({ DATABASE_URL: 'postgresql://app:pw@db.internal:5432/tmz' })).DATABASE_URL).toBe('postgresql://app:pw@db.internal:5432/tmz');
    expect(env(source({ DATABASE_URL: 'postgres://127.0.0.1/test' })).DATABASE_URL).toBe('postgres://127.0.0.1/test');
    let refused: unknown;
    try {
      env(source({ DATABASE_URL: 'mysql://root@localhost/tmz', LOG_LEVEL: 'loud' }));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidEnvironmentError);
    expect((refused as InvalidEnvironmentError).variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'LOG_LEVEL']));
    expect((refused as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ address/);
  });

  it('takes Aliyun SMS only with its keys and signature, and SMTP only as an smtp(s):// address', () => {
    expect(() => env(source({ SMS_PROVIDER: 'aliyun' }))).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_ID: is required with SMS_PROVIDER=aliyun; ALIYUN_SMS_ACCESS_KEY_SECRET: is required.*SMS_SIGN_NAME: is required/,
    );
    const aliyun = env(source({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id', ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret', SMS_SIGN_NAME: 'TMZ' }));
    expect(aliyun.SMS_PROVIDER).toBe('aliyun');
    expect(() => env(source({ SMS_PROVIDER: 'twilio' }))).toThrow(/SMS_PROVIDER: must be log or aliyun/);
    expect(() => env(source({ SMTP_URL: 'https://mail.example.com' }))).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/);
    expect(env(source({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465');
  });

  it('treats empty and blank values as unset', () => {
    const parsed = env(source({ SITE_NAME: '', CONTACT_PHONE: '   ', OFFICE_LNG: '', OFFICE_LAT: '  ' }));
    expect(parsed.SITE_NAME).toBe('TMZ 产业协同平台');
    expect(parsed.CONTACT_PHONE).toBe('400-000-0000');
    expect(parsed.OFFICE_LNG).toBe(121.4589);
    expect(parsed.OFFICE_LAT).toBe(31.2304);
  });

  it('trims values', () => {
    const parsed = env(
      source({ SITE_NAME: '  示例公司  ', SITE_URL: ' https://www.example.com ', STATISTICS_ID: '\tabc123\n', OFFICE_LNG: ' 116.4 ' }),
    );
    expect(parsed.SITE_NAME).toBe('示例公司');
    expect(parsed.SITE_URL).toBe('https://www.example.com');
    expect(parsed.STATISTICS_ID).toBe('abc123');
    expect(parsed.OFFICE_LNG).toBe(116.4);
  });

  it('parses numbers', () => {
    const parsed = env(source({ OFFICE_LNG: '-0.5', OFFICE_LAT: '39.9042' }));
    expect(parsed.OFFICE_LNG).toBe(-0.5);
    expect(parsed.OFFICE_LAT).toBe(39.9042);
  });

  it('rejects an invalid number with a clear error naming the setting', () => {
    expect(() => env(source({ OFFICE_LNG: 'abc' }))).toThrow('Invalid environment: OFFICE_LNG: not a number: abc');
    expect(() => env(source({ OFFICE_LAT: 'Infinity' }))).toThrow(/OFFICE_LAT: not a number: Infinity/);
  });

  it('rejects an invalid SITE_URL with a clear error naming the setting', () => {
    expect(() => env(source({ SITE_URL: 'not a url' }))).toThrow('Invalid environment: SITE_URL: must be an http:// or https:// address');
  });

  it.each(['localhost:3000', 'www.example.com', 'ftp://example.com', 'javascript:alert(1)'])(
    'rejects SITE_URL %j, which is not an http(s) address',
    (url) => {
      expect(() => env(source({ SITE_URL: url }))).toThrow(/SITE_URL/);
    },
  );

  it('accepts http and https site URLs', () => {
    expect(env(source({ SITE_URL: 'https://www.example.com/' })).SITE_URL).toBe('https://www.example.com/');
    expect(env(source({ SITE_URL: 'http://127.0.0.1:3000' })).SITE_URL).toBe('http://127.0.0.1:3000');
  });

  it('ignores unrelated variables', () => {
    expect(env(source({ PATH: '/usr/bin', NODE_ENV: 'test' }))).toEqual(envSchema.parse({}));
  });

  describe('from process.env', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    // Each test gets a fresh copy of the module, so no parsed environment is cached from another.
    it('parses once and keeps the result', async () => {
      await jest.isolateModulesAsync(async () => {
        process.env.SITE_NAME = '第一次';
        const fresh = await import('@/server/kernel/env');
        expect(fresh.env().SITE_NAME).toBe('第一次');
        process.env.SITE_NAME = '第二次';
        expect(fresh.env().SITE_NAME).toBe('第一次');
      });
    });

    it('stops with "Invalid environment" and every bad setting', async () => {
      await jest.isolateModulesAsync(async () => {
        process.env.OFFICE_LAT = 'north';
        process.env.SITE_URL = 'nope';
        const fresh = await import('@/server/kernel/env');
        expect(() => fresh.env()).toThrow(
          'Invalid environment: SITE_URL: must be an http:// or https:// address; OFFICE_LAT: not a number: north',
        );
      });
    });
  });
});

describe('env: accounts', () => {
  const source = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

  it('reads TRUST_PROXY=1 as trusting the proxy, and refuses other values', () => {
    expect(env(source({ TRUST_PROXY: '1' })).TRUST_PROXY).toBe(true);
    expect(env(source({ TRUST_PROXY: '0' })).TRUST_PROXY).toBe(false);
    expect(() => env(source({ TRUST_PROXY: 'yes' }))).toThrow('Invalid environment: TRUST_PROXY: must be 0 or 1');
  });

  it('reads the log level and the shutdown times, and refuses bad ones', () => {
    const parsed = env(source({ LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_MS: '2500', READINESS_GRACE_MS: '5000' }));
    expect(parsed).toMatchObject({ LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_MS: 2500, READINESS_GRACE_MS: 5000 });
    expect(() => env(source({ LOG_LEVEL: 'verbose' }))).toThrow('Invalid environment: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent');
    expect(() => env(source({ SHUTDOWN_TIMEOUT_MS: '-1' }))).toThrow('SHUTDOWN_TIMEOUT_MS');
    expect(() => env(source({ READINESS_GRACE_MS: '60001' }))).toThrow('READINESS_GRACE_MS');
  });

  it('keeps throttling counters in the database unless told memory', () => {
    expect(env(source({ RATE_LIMIT_STORE: 'memory' })).RATE_LIMIT_STORE).toBe('memory');
    expect(() => env(source({ RATE_LIMIT_STORE: 'redis' }))).toThrow('Invalid environment: RATE_LIMIT_STORE: must be database or memory');
  });

  it('sends the map security code to browsers only when no service host forwards AMap requests', () => {
    const direct = siteConfigFrom(env(source({ AMAP_KEY: 'k', AMAP_SECURITY_CODE: 'secret' })));
    expect(direct.map).toEqual({ key: 'k', securityCode: 'secret', serviceHost: '', city: '上海市' });
    const proxied = siteConfigFrom(env(source({ AMAP_KEY: 'k', AMAP_SECURITY_CODE: 'secret', AMAP_SERVICE_HOST: '/_AMapService', OFFICE_CITY: '杭州市' })));
    expect(proxied.map).toEqual({ key: 'k', securityCode: '', serviceHost: '/_AMapService', city: '杭州市' });
  });

  it('shows the official account in the footer only with its QR code, an image of the site', () => {
    expect(siteConfigFrom(env(source({ WECHAT_OA_NAME: 'TMZ 服务号' }))).wechatAccount).toBeNull();
    const upload = '/api/uploads/AbCdEfGhIjKlMnOpQrStUv';
    expect(siteConfigFrom(env(source({ WECHAT_OA_QR: upload, WECHAT_OA_NAME: 'TMZ 服务号' }))).wechatAccount).toEqual({
      qr: upload,
      name: 'TMZ 服务号',
      nameEn: 'TMZ 服务号',
    });
    // Without a name, the site's own in each language.
    expect(siteConfigFrom(env(source({ WECHAT_OA_QR: '/images/wechat-qr.png' }))).wechatAccount).toEqual({
      qr: '/images/wechat-qr.png',
      name: 'TMZ 产业协同平台',
      nameEn: 'TMZ Industry Platform',
    });
    for (const elsewhere of ['https://example.com/qr.png', '/images/../server/env.ts', '/api/uploads/short', 'qr.png']) {
      expect(() => env(source({ WECHAT_OA_QR: elsewhere }))).toThrow('Invalid environment: WECHAT_OA_QR: must be an image of the site: /api/uploads/{id} or /images/…');
    }
  });
});
