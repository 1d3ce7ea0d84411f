#!/usr/bin/env node
// Renders deploy/nginx.conf.template: `node deploy/render-nginx.mjs` prints it
// with the production example values below (that is deploy/nginx.conf);
// scripts/cluster-test.mjs renders it with its own. Every {{NAME}} must be given.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from '../scripts/lib/help.mjs';

const USAGE = `Usage: node deploy/render-nginx.mjs > deploy/nginx.conf

Prints deploy/nginx.conf.template rendered with the production example values
(that output is deploy/nginx.conf). scripts/cluster-test.mjs renders it with its own.

Options:
  -h, --help   this text`;

const here = path.dirname(fileURLToPath(import.meta.url));
export const TEMPLATE = path.join(here, 'nginx.conf.template');

/** The upstream block's server lines for instances on these loopback ports. */
export function upstreamServers(ports, host = '127.0.0.1') {
  return ports.map((port) => `        server ${host}:${port} max_fails=1 fail_timeout=5s;`).join('\n');
}

/** The production example: change the marked values (see deploy/README.md). */
export const PRODUCTION = {
  WORKER_USER: 'www-data',
  PID_FILE: '/run/nginx.pid',
  ERROR_LOG: '/var/log/nginx/error.log',
  ACCESS_LOG: '/var/log/nginx/tmz.access.log',
  MIME_TYPES: '/etc/nginx/mime.types',
  TEMP_DIR: '/var/lib/nginx',
  CACHE_DIR: '/var/cache/nginx/tmz',
  UPSTREAM_SERVERS: upstreamServers([3001, 3002]),
  SERVER_NAME: 'www.example.com',
  HTTP_LISTEN: '80',
  HTTPS_LISTEN: '443',
  HTTPS_PORT_SUFFIX: '',
  TLS_CERTIFICATE: '/etc/ssl/tmz/fullchain.pem',
  TLS_CERTIFICATE_KEY: '/etc/ssl/tmz/privkey.pem',
  // deploy/errors/ of the site's checkout (or a copy nginx's workers can read).
  ERROR_PAGES_DIR: '/srv/tmz/deploy/errors',
};

/** The template with every {{NAME}} replaced; a missing or unknown name is an error. */
export function renderNginx(values, template = readFileSync(TEMPLATE, 'utf8')) {
  const used = new Set();
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    used.add(name);
    return String(values[name]);
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`nginx template: unknown values ${unused.join(', ')}`);
  return text;
}

/** deploy/nginx.conf: the template with the production values, under a header saying so. */
export function productionConfig() {
  return (
    '# GENERATED from deploy/nginx.conf.template by `node deploy/render-nginx.mjs` — edit the values marked\n' +
    '# in deploy/README.md (server_name, certificate paths, one upstream `server` line per instance).\n' +
    renderNginx(PRODUCTION)
  );
}

// Only when run as a command: scripts/cluster-test.mjs, bench/cluster.mjs and bench/soak.mjs import this
// module (through scripts/lib/cluster.mjs), and their --help must print their own usage, not this one.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  answerHelp(USAGE);
  process.stdout.write(productionConfig());
}
