import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The demo accounts' password, published in the README: whoever reads it could sign in with it. */
export const DEMO_PASSWORD = 'Gedenken2026';

/** Said on the sign-in page when the published password is used from another machine. */
export const DEMO_PASSWORD_REFUSED =
  'Mit dem veröffentlichten Kennwort der Demo-Zugänge ist eine Anmeldung nur auf dem Rechner möglich, auf dem der Shop zum Ausprobieren läuft, nicht von einem anderen Gerät aus. Ist es Ihr eigenes Kennwort, legen Sie bitte über „Passwort vergessen?“ ein neues fest.';

/** Said by /dev/mails to another machine. */
export const MAILBOX_REFUSED = 'Der Postausgang ist nur auf dem Rechner zu sehen, auf dem der Shop läuft.';

/** Headers a proxy adds: without TRUST_PROXY, a request carrying one came through a proxy from elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

/**
 * Whether what only the person trying the shop on their own machine may use (the demo accounts'
 * published password, the developer mailbox) answers this request.
 *
 * Everyone, when NODE_ENV=development is set explicitly (a developer's choice, e.g. a phone on the
 * same network); nobody in production; otherwise only requests from this very machine, and only while
 * the shop's own address (PUBLIC_URL) is a loopback one. A shop served to others must set PUBLIC_URL
 * (its mail links point there), and behind a proxy such as nginx with `proxy_pass http://127.0.0.1:3000`
 * every visitor arrives from loopback, with a loopback Host and no forwarding header.
 */
export function demoAccessRule(config: Pick<Config, 'demoFromAnywhere' | 'isProduction' | 'TRUST_PROXY' | 'publicUrl'>): (request: FastifyRequest) => boolean {
  const trustsProxy = config.TRUST_PROXY !== undefined;
  const servedOnThisMachineOnly = isLoopbackHost(new URL(config.publicUrl).hostname);
  return (request) =>
    config.demoFromAnywhere || (!config.isProduction && servedOnThisMachineOnly && isFromThisMachine(request, trustsProxy));
}

/**
 * A request from this machine: the connection comes from loopback, and so does the client the trusted
 * proxies name (request.ip), so a local proxy forwarding someone else's request does not count. Without
 * TRUST_PROXY a forwarding header means the same. The Host must be a loopback name too: a web page that
 * points its own domain at 127.0.0.1 (DNS rebinding) cannot read the mailbox through the visitor's browser.
 */
export function isFromThisMachine(request: FastifyRequest, trustsProxy: boolean): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  if (!trustsProxy && FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.hostname);
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const text = address.toLowerCase();
  if (text === '::1' || text === '0:0:0:0:0:0:0:1') return true;
  const v4 = text.startsWith('::ffff:') ? text.slice('::ffff:'.length) : text;
  return isIPv4(v4) && v4.startsWith('127.');
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}
