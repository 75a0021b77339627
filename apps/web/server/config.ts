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
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
  };
}
export type Config = ReturnType<typeof loadConfig>;

/** TRUST_PROXY: unset/'false' → off, 'true' → every hop, else the proxies' addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
