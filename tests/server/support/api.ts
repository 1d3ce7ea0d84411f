import type { NextApiRequest, NextApiResponse } from 'next';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/** Calls an API route as Next would for a GET from the site itself, and returns the status and JSON body it sent. */
export async function getJson(route: Route, query: Record<string, string | string[]>, url = '/api') {
  const sent = { status: 200, body: undefined as unknown };
  const res = {
    headersSent: false,
    setHeader: () => res,
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      res.headersSent = true;
      return res;
    },
    end: () => res,
  };
  await route({ method: 'GET', query, headers: { host: 'localhost' }, url } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return sent;
}
