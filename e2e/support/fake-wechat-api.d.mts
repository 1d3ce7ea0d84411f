export interface FakeWechat {
  base: string;
  readonly calls: { token: number; ticket: number };
  /** The next answers of a path are these errcodes, one per call. */
  failNext(path: 'token' | 'ticket', ...errcodes: number[]): void;
  /** Ends every token issued so far (the next ticket call with one gets 40001). */
  expireTokens(): void;
  /** A delay before each answer, to let racing callers overlap. */
  delayMs: number;
  close(): Promise<void>;
}

export function startFakeWechat(appId: string, appSecret: string, port?: number): Promise<FakeWechat>;
