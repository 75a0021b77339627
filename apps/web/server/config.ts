import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { iceServer } from '@dawa/contracts';
import { defaultUploadDir, projectRoot, type S3StorageConfig } from '@dawa/api';

/**
 * Every environment variable the server reads, in one schema (each is listed in the README). A bad value
 * refuses to start with a message naming the variable; `APP_ENV=production` (the live store) adds the
 * rules that keep development shortcuts — the sandbox gateway, the SMS outbox, per-process secrets — out
 * of production. NODE_ENV only chooses React's build and is always `production` under `npm start`.
 */
const text = z.string().trim().min(1);
const iceServerList = z.array(iceServer).max(10);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number (${what})`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max} (${what})`);
const httpUrl = z
  .string()
  .trim()
  .url('must be a URL such as https://dawa.example')
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
  .transform((u) => u.replace(/\/+$/, ''));

/** More workers than this only multiplies the memory of the search index (one per worker, decision 038). */
export const MAX_WORKERS = 64;
/**
 * `auto` stops at this many workers: each holds ~250 MB and up to 14 database connections (its pool of 10 and
 * pg-boss's 4), and PostgreSQL allows 100 by default. More is a choice to make with both in view.
 */
export const AUTO_MAX_WORKERS = 4;

export const envSchema = z.object({
  APP_ENV: z.enum(['development', 'production']).default('development'),
  PORT: wholeNumber(1, 65535, 'a TCP port').default(3000),
  HOST: text.default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
  DATA_DIR: text.default('.data/pglite'),
  UPLOAD_DIR: text.default('.data/uploads/prescriptions'),
  MEDICINES_CSV: text.default('data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz'),
  MEDICINE_DETAILS_CSV: text.default('data/medicine_details_11k/medicine_details_11k.csv.gz'),
  DRUG_SCHEDULES_CSV: text.default('data/drug-schedules/molecules.csv'),
  SEARCH_SYNONYMS_CSV: text.default('data/search/synonyms.csv'),
  PINCODES_CSV: text.default('data/pincodes/india_post_pincode_directory.csv.gz'),
  PINCODE_SUMMARY_CSV: text.default('data/pincodes/pincode_summary.csv.gz'),
  HEALTHCARE_CSV: text.default('data/otc_bigbasket/bigbasket_products.csv.gz'),
  HEALTHCARE_COLLECTIONS: text.default('data/healthcare/collections.json'),
  LAB_RATES_CSV: text.default('data/lab_tests_cghs_2025/cghs_rates_2025_flat.csv.gz'),
  LAB_DATA_DIR: text.default('data/diagnostics'),
  CONSULT_DATA_DIR: text.default('data/consultations'),
  // The consultation room's STUN/TURN servers, as the browser's RTCIceServer list (JSON). None by default: browsers
  // on one network connect directly; across the internet a TURN server is needed (decision 068).
  ICE_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((value, ctx) => {
        try {
          return iceServerList.parse(JSON.parse(value));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of { urls, username?, credential? }' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  DEFAULT_PINCODE: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'must be a six-digit Indian pincode')
    .transform(Number)
    .default(400001),
  OTP_DIGITS: wholeNumber(4, 8, 'digits of a login code').default(6),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SUPPORT_PHONE: text.default('1800-266-0101'),
  TRUST_PROXY: optionalText,
  OPS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  API_DOCS: optionalText.pipe(z.enum(['true', 'false', '1', '0'], 'must be true or false').optional()),
  PAGE_CACHE_MB: wholeNumber(0, 4096, 'megabytes of anonymous pages kept in memory; 0 turns the cache off').default(64),
  OPTIMIZE_FOR_SIZE: z.enum(['true', 'false', '1', '0'], 'must be true or false').default('false'),
  WEB_CONCURRENCY: optionalText.pipe(
    z
      .string()
      .regex(/^(auto|\d+)$/, 'must be a whole number of worker processes or auto (one per core)')
      .refine(
        (v) => v === 'auto' || (Number(v) >= 1 && Number(v) <= MAX_WORKERS),
        `must be from 1 to ${MAX_WORKERS} (worker processes) or auto`,
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  PAYMENT_GATEWAY_URL: optionalText.pipe(httpUrl.optional()),
  GATEWAY_MERCHANT_ID: optionalText,
  GATEWAY_API_KEY: optionalText,
  GATEWAY_RESPONSE_KEY: optionalText,
  GATEWAY_WEBHOOK_USERNAME: optionalText,
  GATEWAY_WEBHOOK_PASSWORD: optionalText,
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_OTP_TEMPLATE_ID: optionalText,
  MSG91_BASE_URL: optionalText.pipe(httpUrl.optional()),
  TRUECALLER_PARTNER_KEY: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(httpUrl.optional()),
  S3_REGION: text.default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false', '1', '0'], 'must be true or false').optional()),
});
type Env = z.infer<typeof envSchema>;

export type StorageConfig = { kind: 'local'; uploadDir: string } | ({ kind: 's3' } & S3StorageConfig);

/** Why the server refuses to start; the message names every variable at fault. */
export class ConfigError extends Error {}

/** Rules that only the live store must follow, each naming its variable. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.SESSION_SECRET) problems.push('SESSION_SECRET: must be set in production to a random value of at least 32 characters');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: must be set in production (how browsers reach the store, e.g. https://dawa.example)');
  if (!env.PAYMENT_GATEWAY_URL) problems.push('PAYMENT_GATEWAY_URL: must be set in production: the sandbox gateway approves any payment');
  const secrets = [
    ['GATEWAY_API_KEY', env.GATEWAY_API_KEY, SANDBOX_GATEWAY.apiKey],
    ['GATEWAY_RESPONSE_KEY', env.GATEWAY_RESPONSE_KEY, SANDBOX_GATEWAY.responseKey],
    ['GATEWAY_WEBHOOK_PASSWORD', env.GATEWAY_WEBHOOK_PASSWORD, SANDBOX_GATEWAY.webhookPassword],
  ] as const;
  for (const [name, value, sandboxValue] of secrets) {
    if (!value || value === sandboxValue || value.length < 16) {
      problems.push(`${name}: must be set in production to the gateway's secret (at least 16 characters), not the sandbox value`);
    }
  }
  if (env.SMS_PROVIDER === 'outbox')
    problems.push('SMS_PROVIDER: must name a real SMS provider in production (msg91); the outbox is for development');
  return problems;
}

function storageProblems(env: Env): string[] {
  const problems: string[] = [];
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials are used then)',
    );
  }
  try {
    defaultUploadDir({ UPLOAD_DIR: env.UPLOAD_DIR });
  } catch (error) {
    problems.push(`UPLOAD_DIR: ${(error as Error).message}`);
  }
  return problems;
}

/** Prescription files: an S3-compatible bucket when S3_BUCKET is set (several instances share it), else UPLOAD_DIR. */
function storageConfig(env: Env): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', uploadDir: defaultUploadDir({ UPLOAD_DIR: env.UPLOAD_DIR }) };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

/**
 * Worker processes (decision 038): on PostgreSQL WEB_CONCURRENCY of them, by default (`auto`) one per core up
 * to AUTO_MAX_WORKERS; the embedded database is one process by design, so it runs one and refuses more.
 */
function workerCount(env: Env, cores: number): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY === undefined || env.WEB_CONCURRENCY === 'auto'
    ? Math.max(1, Math.min(cores, AUTO_MAX_WORKERS))
    : Number(env.WEB_CONCURRENCY);
}

function workerProblems(env: Env): string[] {
  if (env.DATABASE_URL || env.WEB_CONCURRENCY === undefined || env.WEB_CONCURRENCY === 'auto' || env.WEB_CONCURRENCY === '1') return [];
  return [
    `WEB_CONCURRENCY: the embedded database runs in one process; more than one worker needs PostgreSQL (set DATABASE_URL), or leave WEB_CONCURRENCY unset (got "${env.WEB_CONCURRENCY}")`,
  ];
}

function smsProblems(env: Env): string[] {
  if (env.SMS_PROVIDER !== 'msg91') return [];
  const problems: string[] = [];
  if (!env.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY: must be set when SMS_PROVIDER is msg91');
  if (!env.MSG91_OTP_TEMPLATE_ID)
    problems.push('MSG91_OTP_TEMPLATE_ID: must be set when SMS_PROVIDER is msg91 (the DLT-approved OTP template)');
  return problems;
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = source[name];
      return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const production = env.APP_ENV === 'production';
  const problems = [...workerProblems(env), ...smsProblems(env), ...storageProblems(env), ...(production ? productionProblems(env) : [])];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const root = projectRoot();
  return {
    root,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(root, env.DATA_DIR),
    storage: storageConfig(env),
    dataFiles: {
      medicinesCsv: resolve(root, env.MEDICINES_CSV),
      detailsCsv: resolve(root, env.MEDICINE_DETAILS_CSV),
      schedulesCsv: resolve(root, env.DRUG_SCHEDULES_CSV),
    },
    /** Salt synonyms and spelling variants read by the search index (data/search/README.md). */
    searchSynonymsCsv: resolve(root, env.SEARCH_SYNONYMS_CSV),
    healthcareFiles: { productsCsv: resolve(root, env.HEALTHCARE_CSV), collectionsJson: resolve(root, env.HEALTHCARE_COLLECTIONS) },
    diagnosticsFiles: { ratesCsv: resolve(root, env.LAB_RATES_CSV), dataDir: resolve(root, env.LAB_DATA_DIR) },
    consultationFiles: { dataDir: resolve(root, env.CONSULT_DATA_DIR) },
    pincodeFiles: {
      directoryCsv: resolve(root, env.PINCODES_CSV),
      summaryCsv: resolve(root, env.PINCODE_SUMMARY_CSV),
    },
    defaultPincode: env.DEFAULT_PINCODE,
    supportPhone: env.SUPPORT_PHONE,
    iceServers: env.ICE_SERVERS ?? [],
    /** Bearer token of the operations calls (order fulfilment); unset, they are not mounted. */
    opsToken: env.OPS_TOKEN,
    logLevel: env.LOG_LEVEL,
    /** Worker processes sharing the port (primary.ts); 1 serves from this process alone. */
    workers: workerCount(env, cores),
    /** The memory budget of the cache of anonymous pages (decision 025); 0 turns it off. */
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    /** Memory handed back after start-up at a cost in throughput (decision 031, heap-mode.ts): off unless OPTIMIZE_FOR_SIZE is true. */
    optimizeForSize: env.OPTIMIZE_FOR_SIZE === 'true' || env.OPTIMIZE_FOR_SIZE === '1',
    /** The API's documentation (/api/docs, /api/docs/openapi.json): on in development, opt-in in production. */
    apiDocs: env.API_DOCS === undefined ? !production : env.API_DOCS === 'true' || env.API_DOCS === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    auth: {
      production,
      otpDigits: env.OTP_DIGITS,
      sessionSecret: env.SESSION_SECRET,
      truecallerPartnerKey: env.TRUECALLER_PARTNER_KEY,
    },
    sms:
      env.SMS_PROVIDER === 'msg91'
        ? ({
            kind: 'msg91',
            authKey: env.MSG91_AUTH_KEY!,
            templateId: env.MSG91_OTP_TEMPLATE_ID!,
            baseUrl: env.MSG91_BASE_URL ?? 'https://control.msg91.com',
          } as const)
        : ({ kind: 'outbox' } as const),
    payments: paymentConfig(env),
  };
}
export type Config = ReturnType<typeof loadConfig>;

/** TRUST_PROXY: unset/'false' → off, 'true' → every hop, else the proxies' addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/**
 * Sandbox values for development and tests: anyone can read them here, so production refuses to start with
 * them (and without a real gateway: the sandbox approves any payment a tester clicks through).
 */
export const SANDBOX_GATEWAY = {
  merchantId: 'dawa_sandbox',
  apiKey: 'sandbox_api_key_not_secret',
  responseKey: 'sandbox_response_key_not_secret',
  webhookUsername: 'dawa_webhook',
  webhookPassword: 'sandbox_webhook_password_not_secret',
} as const;

/**
 * The payment gateway settings. Without PAYMENT_GATEWAY_URL the sandbox gateway is mounted at /gateway on
 * this server; with it, that gateway is used and the sandbox is not mounted.
 */
function paymentConfig(env: Env) {
  return {
    sandbox: env.PAYMENT_GATEWAY_URL === undefined,
    gatewayUrl: env.PAYMENT_GATEWAY_URL,
    /** How browsers reach the store: return URLs and the sandbox's hosted page are built on it. */
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    merchantId: env.GATEWAY_MERCHANT_ID ?? SANDBOX_GATEWAY.merchantId,
    apiKey: env.GATEWAY_API_KEY ?? SANDBOX_GATEWAY.apiKey,
    responseKey: env.GATEWAY_RESPONSE_KEY ?? SANDBOX_GATEWAY.responseKey,
    webhookUsername: env.GATEWAY_WEBHOOK_USERNAME ?? SANDBOX_GATEWAY.webhookUsername,
    webhookPassword: env.GATEWAY_WEBHOOK_PASSWORD ?? SANDBOX_GATEWAY.webhookPassword,
  };
}
export type PaymentConfig = ReturnType<typeof paymentConfig>;
