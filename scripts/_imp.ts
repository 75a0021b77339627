import { openDatabase, migrateToLatest, importCatalogue } from '@dawa/db';
const h = await openDatabase({ dataDir: process.argv[2] ?? '/tmp/dawa-imp' });
await migrateToLatest(h.db);
const r = await importCatalogue(h.db, { medicinesCsv: 'data/medicines_1mg_az_2023/medicines_1mg_az_2023.csv.gz', detailsCsv: 'data/medicine_details_11k/medicine_details_11k.csv.gz' });
console.log(r, process.memoryUsage().rss/1e6);
await h.close();
