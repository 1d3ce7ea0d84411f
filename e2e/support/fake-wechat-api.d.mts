export interface FakeWechat {
  base: string;
  readonly calls: { token: number; ticket: number };
  /** The login's calls: sns/oauth2/access_token, sns/userinfo and the authorisation pages. */
  readonly loginCalls: { oauth: number; userinfo: number; authorize: number };
  /** The next answers of a path are these errcodes, one per call (oauth: sns/oauth2/access_token, userinfo: sns/userinfo). */
  failNext(path: 'token' | 'ticket' | 'oauth' | 'userinfo', ...errcodes: number[]): void;
  /** Ends every token issued so far (the next ticket call with one gets 40001). */
  expireTokens(): void;
  /** A delay before each answer, to let racing callers overlap. */
  delayMs: number;
  /** Whether people have a unionid (both apps bound to one open-platform account); on by default. */
  unionIds: boolean;
  /** A new WeChat user: their number. */
  newPerson(): number;
  /** What WeChat says of person `n` in app `appId`. */
  person(n: number, appId: string): { openId: string; unionId: string | null; nickname: string };
  /** A code for person `n` authorising app `appId`, as the authorisation page would send back. */
  codeFor(appId: string, n: number): string;
  /** The next authorisation page sends the browser back without a code, as when the person declines. */
  denyNext(): void;
  /** Path and query of every authorisation page asked for. */
  readonly authorizations: string[];
  close(): Promise<void>;
}

export function startFakeWechat(
  appId: string,
  appSecret: string,
  port?: number,
  openApp?: { appId: string; appSecret: string } | null,
): Promise<FakeWechat>;
