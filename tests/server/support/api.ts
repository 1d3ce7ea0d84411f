import type { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export interface ApiCall {
  method?: string;
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** The peer address of the request's socket. */
  ip?: string;
  /** A body the route reads itself from the request stream (multipart uploads): the request is this stream. */
  stream?: Readable;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[]>;
  /** The Set-Cookie headers the route sent. */
  cookies: string[];
}

/** Calls an API route as Next would (method, headers, parsed JSON body, socket address), and returns what it sent. */
export async function callApi(route: Route, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string | string[]> = {};
  const sent: ApiAnswer = { status: 200, body: undefined, headers, cookies: [] };
  const res = {
    headersSent: false,
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      res.headersSent = true;
      return res;
    },
    send(body: unknown) {
      sent.body = body;
      res.headersSent = true;
      return res;
    },
    end(body?: unknown) {
      if (body !== undefined) sent.body = body;
      res.headersSent = true;
      return res;
    },
  };
  const fields = {
    method: call.method ?? 'GET',
    query: call.query ?? {},
    body: call.body,
    headers: {
      host: 'localhost:3000',
      // A body is JSON, as the site's own client sends it, unless the test says otherwise.
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...Object.fromEntries(Object.entries(call.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    },
    socket: { remoteAddress: call.ip ?? '127.0.0.1' },
    url: '/api',
  };
  const req = call.stream ? Object.assign(call.stream, fields) : fields;
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  const setCookie = headers['set-cookie'];
  sent.cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return sent;
}

/** The `name=value` pair of a Set-Cookie header, for the next request's Cookie header. */
export function cookiePair(setCookie: string | undefined): string {
  return (setCookie ?? '').split(';')[0] ?? '';
}

/** A GET from the site itself: the status and JSON body the route sent. */
export async function getJson(route: Route, query: Record<string, string | string[]>) {
  const { status, body } = await callApi(route, { query });
  return { status, body };
}
