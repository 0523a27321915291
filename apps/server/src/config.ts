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
  TRUST_PROXY: booleanText.default(false),
  SHOP_NAME: z.string().min(1).default('Erinnerungsbuch'),
  OPERATOR_NAME: z.string().min(1).default('Beispiel Erinnerungswerk GmbH (fiktiver Betreiber)'),
  OPERATOR_STREET: z.string().min(1).default('Musterstraße 1'),
  OPERATOR_POSTAL_CODE: z.string().min(1).default('12345'),
  OPERATOR_CITY: z.string().min(1).default('Musterstadt'),
  OPERATOR_COUNTRY: z.string().min(1).default('Deutschland'),
  OPERATOR_MANAGING_DIRECTOR: z.string().min(1).default('Erika Mustermann'),
  OPERATOR_REGISTER: z.string().min(1).default('Amtsgericht Musterstadt, HRB 00000'),
  OPERATOR_VAT_ID: z.string().min(1).default('DE000000000'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hilfe@erinnerungsbuch.example'),
  SUPPORT_PHONE: z.string().min(1).default('0800 000 00 00'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Erinnerungsbuch <no-reply@erinnerungsbuch.example>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  JOBS_ENABLED: booleanText.default(true),
  /** Demo memorial pages and their administrators; never in production. */
  SEED_DEMO_DATA: booleanText.optional(),
  /** Login names of the shop's staff (operators), comma-separated; set at every start. */
  OPERATOR_ACCOUNTS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean)),
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
});

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
    mailOutboxDir: raw.MAIL_OUTBOX_DIR ?? join(raw.DATA_DIR, 'mail'),
  };
}

function isAbsoluteUrlWithoutFragment(value: string): boolean {
  const url = URL.parse(value);
  return url != null && /^https?:$/.test(url.protocol) && !value.includes('#');
}
