import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Paths relative to this file hold both in src/ (tsx, tests) and in dist/ (the built bundle). */
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(fromHere('../../../data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default(fromHere('../../web/dist')),
  /** The web app's public files: the design SVGs (backgrounds, ornaments) the print and previews draw as vectors. */
  DESIGN_ASSETS_DIR: z.string().min(1).default(fromHere('../../web/public')),
  /** Which proxies may state the client's address (X-Forwarded-For): their number or their addresses. */
  TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
  SHOP_NAME: z.string().min(1).default('Erinnerungsbuch'),
  OPERATOR_NAME: z.string().min(1).default('Beispiel Erinnerungswerk GmbH (fiktiver Betreiber)'),
  OPERATOR_STREET: z.string().min(1).default('Musterstraße 1'),
  OPERATOR_POSTAL_CODE: z.string().min(1).default('12345'),
  OPERATOR_CITY: z.string().min(1).default('Musterstadt'),
  OPERATOR_COUNTRY: z.string().min(1).default('Deutschland'),
  OPERATOR_MANAGING_DIRECTOR: z.string().min(1).default('Erika Mustermann'),
  OPERATOR_REGISTER: z.string().min(1).default('Amtsgericht Musterstadt, HRB 00000'),
  OPERATOR_VAT_ID: z.string().min(1).default('DE000000000'),
  /** The account printed on invoices for 'Kauf auf Rechnung' (fictitious defaults: the IBAN fails its check digits). */
  OPERATOR_BANK_NAME: z.string().min(1).default('Musterbank (fiktiv)'),
  OPERATOR_IBAN: z.string().min(1).default('DE00 0000 0000 0000 0000 00'),
  OPERATOR_BIC: z.string().min(1).default('MUSTDEXXXXX'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hilfe@erinnerungsbuch.example'),
  SUPPORT_PHONE: z.string().min(1).default('0800 000 00 00'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Erinnerungsbuch <no-reply@erinnerungsbuch.example>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  JOBS_ENABLED: booleanText.default(true),
  /** Orders are accepted (order confirmation with the invoice) at once; false: an operator accepts each in the back office. */
  ORDERS_AUTO_ACCEPT: booleanText.default(true),
  /** Demo memorial pages and their administrators; never in production. */
  SEED_DEMO_DATA: booleanText.optional(),
  /**
   * E-mail addresses of the shop's staff (operators), comma-separated, any case; applied at every start.
   * Addresses, not login names: a name is whoever registers it first, an address is proven by its mail.
   */
  OPERATOR_ACCOUNTS: z.string().default('').transform(parseOperatorAddresses),
  /** Addresses exempt from rate limits, comma-separated (browser tests on one machine). */
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean)),
  OIDC_ISSUER: z.url({ error: 'must be the absolute URL of an OpenID Connect issuer' }).optional(),
  /** The `aud` this API expects in access tokens; another issuer may name its API differently. */
  OIDC_AUDIENCE: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .refine((value) => !/\s/.test(value), { error: 'must be one audience value without spaces' })
    .optional(),
  // S3-compatible object storage for files instead of DATA_DIR/files: S3_BUCKET and both keys
  // together (checkS3Settings). Messages never quote a value: the secret key must not reach a log.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of an S3-compatible server (e.g. http://127.0.0.1:9000 for MinIO); leave it unset for AWS S3' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region name such as eu-central-1' }).default('eu-central-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The production outbox (job tickets and print files of accepted orders): a folder, by default DATA_DIR/production-outbox. */
  PRODUCTION_OUTBOX_DIR: z.string().min(1).optional(),
  /** Or a bucket of its own on the S3 server of S3_* (same endpoint and keys), e.g. one the print shop reads. */
  PRODUCTION_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
    .optional(),
});

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 storage all or nothing: half a setting would silently leave the files in the local folder. Names only, never values. */
function checkS3Settings(present: Record<string, unknown>): string[] {
  const given = S3_SETTINGS.filter((name) => name in present);
  if (given.length === 0) return [];
  return S3_REQUIRED.filter((name) => !(name in present)).map(
    (name) => `${name}: must be set as well, since ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} (S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; set none of the S3_* settings to keep files in DATA_DIR/files)`,
  );
}

/**
 * TRUST_PROXY: a hop count ('1': the client is the last address the one proxy in front of us adds)
 * or the proxies' own addresses and CIDRs, comma-separated (also proxy-addr's names 'loopback',
 * 'linklocal', 'uniquelocal'). Never "trust everything": then any client could choose the address
 * our rate limits see by sending its own X-Forwarded-For. The old 'false' (and '0') means unset;
 * the old 'true' is refused with a message that says what to write instead.
 */
function parseTrustProxy(value: string | undefined, context: z.core.$RefinementCtx<string | undefined>): number | string[] | undefined {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === '' || text === 'false' || text === '0') return undefined;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        "'true' would trust every X-Forwarded-For, so any client could choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs, comma-separated (e.g. 10.0.0.5,10.1.0.0/16)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({ code: 'custom', message: `must be a number of proxies (1 to 10) or proxy addresses/CIDRs, comma-separated; not understood: ${bad.join(', ') || value}` });
    return z.NEVER;
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 ignores a plain hop count (it cannot tell a proxy
 * from a client that talks to us directly), so a count becomes a function: the peer and the next
 * hops - 1 addresses before it are proxies, the address before them is the client. The peer counts
 * as a proxy only from a loopback or private address: a client reaching the server around the proxy
 * (from the internet) cannot choose its own address by sending X-Forwarded-For.
 */
export function fastifyTrustProxy(value: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (typeof value === 'number') return (address, hop) => hop < value && (hop > 0 || isLoopbackOrPrivate(address));
  return value;
}

/** Where a proxy of ours can talk to us from; IPv4-mapped IPv6 forms (::ffff:10.0.0.1) match their IPv4 rule. */
const loopbackOrPrivate = new BlockList();
for (const [network, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8]] as const) loopbackOrPrivate.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) loopbackOrPrivate.addSubnet(network, bits, 'ipv6');

export function isLoopbackOrPrivate(address: string): boolean {
  // A link-local peer may carry its interface (fe80::1%eth0), which is no part of the address.
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  return family !== 0 && loopbackOrPrivate.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** OPERATOR_ACCOUNTS: addresses only, lower-cased; a login name (the old form) is refused by name. */
function parseOperatorAddresses(value: string, context: z.core.$RefinementCtx<string>): string[] {
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const notAddresses = entries.filter((entry) => !z.email().safeParse(entry).success);
  if (notAddresses.length > 0) {
    context.addIssue({ code: 'custom', message: `must list the operators' e-mail addresses, comma-separated (login names give no rights); not an address: ${notAddresses.join(', ')}` });
    return z.NEVER;
  }
  return entries;
}

type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  publicUrl: string;
  isProduction: boolean;
  /** Where mails go when no SMTP server is configured. */
  mailOutboxDir: string;
  /** The issuer tokens come from; the embedded one lives at PUBLIC_URL/oidc. */
  oidcIssuer: string;
  embeddedIssuer: boolean;
  /** The audience of access tokens for this API. */
  apiAudience: string;
  seedDemoData: boolean;
  /**
   * NODE_ENV=development set explicitly (not the default): the demo accounts and /dev/mails answer
   * every machine. Otherwise only this machine (lib/demo-access.ts), as `npm start` should.
   */
  demoFromAnywhere: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as a shell user would expect from `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const s3Problems = checkS3Settings(present);
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  if (raw.PRODUCTION_S3_BUCKET && !raw.S3_BUCKET) throw new ConfigError(['PRODUCTION_S3_BUCKET: needs the S3 server of S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (set them too, or use PRODUCTION_OUTBOX_DIR for a folder)']);
  // The embedded issuer uses the audience as its resource indicator (RFC 8707): an absolute URL.
  if (raw.OIDC_ISSUER == null && raw.OIDC_AUDIENCE != null && !isAbsoluteUrlWithoutFragment(raw.OIDC_AUDIENCE)) {
    throw new ConfigError(['OIDC_AUDIENCE: must be an absolute URL without a fragment while the embedded issuer is used']);
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    publicUrl,
    oidcIssuer: (raw.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ''),
    embeddedIssuer: raw.OIDC_ISSUER == null,
    apiAudience: raw.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    seedDemoData: raw.NODE_ENV !== 'production' && (raw.SEED_DEMO_DATA ?? true),
    isProduction: raw.NODE_ENV === 'production',
    demoFromAnywhere: present.NODE_ENV === 'development',
    mailOutboxDir: raw.MAIL_OUTBOX_DIR ?? join(raw.DATA_DIR, 'mail'),
  };
}

function isAbsoluteUrlWithoutFragment(value: string): boolean {
  const url = URL.parse(value);
  return url != null && /^https?:$/.test(url.protocol) && !value.includes('#');
}
