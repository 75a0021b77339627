import { resolve } from 'node:path';

/** Configuration from the environment; every variable is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const root = resolve(import.meta.dirname, '../../..');
  const production = env.NODE_ENV === 'production';
  return {
    root,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR ?? '.data/pglite'),
    // Uploaded prescriptions; the API resolves the same variable the same way (defaultUploadDir).
    uploadDir: resolve(root, env.UPLOAD_DIR || '.data/uploads/prescriptions'),
    dataFiles: {
      medicinesCsv: resolve(root, env.MEDICINES_CSV ?? 'data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz'),
      detailsCsv: resolve(root, env.MEDICINE_DETAILS_CSV ?? 'data/medicine_details_11k/medicine_details_11k.csv.gz'),
    },
    pincodeFiles: {
      directoryCsv: resolve(root, env.PINCODES_CSV ?? 'data/pincodes/india_post_pincode_directory.csv.gz'),
      summaryCsv: resolve(root, env.PINCODE_SUMMARY_CSV ?? 'data/pincodes/pincode_summary.csv.gz'),
    },
    defaultPincode: Number(env.DEFAULT_PINCODE ?? 400001),
    supportPhone: env.SUPPORT_PHONE ?? '1800-266-0101',
    /** Bearer token of the operations calls (order fulfilment); unset, they are not mounted. */
    opsToken: env.OPS_TOKEN && env.OPS_TOKEN.length >= 24 ? env.OPS_TOKEN : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    payments: loadPaymentConfig(env, production, Number(env.PORT ?? 3000)),
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
export function loadPaymentConfig(env: NodeJS.ProcessEnv, production: boolean, port: number) {
  const gatewayUrl = env.PAYMENT_GATEWAY_URL?.replace(/\/+$/, '') || undefined;
  const config = {
    sandbox: gatewayUrl === undefined,
    gatewayUrl,
    /** How browsers reach the store: return URLs and the sandbox's hosted page are built on it. */
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    merchantId: env.GATEWAY_MERCHANT_ID || SANDBOX_GATEWAY.merchantId,
    apiKey: env.GATEWAY_API_KEY || SANDBOX_GATEWAY.apiKey,
    responseKey: env.GATEWAY_RESPONSE_KEY || SANDBOX_GATEWAY.responseKey,
    webhookUsername: env.GATEWAY_WEBHOOK_USERNAME || SANDBOX_GATEWAY.webhookUsername,
    webhookPassword: env.GATEWAY_WEBHOOK_PASSWORD || SANDBOX_GATEWAY.webhookPassword,
  };
  if (production) {
    if (!gatewayUrl) throw new Error('PAYMENT_GATEWAY_URL must be set in production: the sandbox gateway approves any payment.');
    if (!env.PUBLIC_URL) throw new Error('PUBLIC_URL must be set in production (how browsers reach the store, e.g. https://dawa.example).');
    const secrets = [
      ['GATEWAY_API_KEY', config.apiKey, SANDBOX_GATEWAY.apiKey],
      ['GATEWAY_RESPONSE_KEY', config.responseKey, SANDBOX_GATEWAY.responseKey],
      ['GATEWAY_WEBHOOK_PASSWORD', config.webhookPassword, SANDBOX_GATEWAY.webhookPassword],
    ] as const;
    for (const [name, value, sandboxValue] of secrets) {
      if (value === sandboxValue || value.length < 16) {
        throw new Error(`${name} must be set in production to the gateway's secret (at least 16 characters), not the sandbox value.`);
      }
    }
  }
  return config;
}
export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;
