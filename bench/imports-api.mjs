// Times the import centre on 10 000 valid beneficiary rows (persons), through fastify.inject (no network in the
// figures): the upload (stored, read and its header checked), the dry run (every row through the person form, the
// dictionaries and one duplicate query per 1 000 rows) and the commit (checked again, inserted 500 rows a statement
// in one transaction). Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end) — or,
// with --db pglite, a PGlite folder in the temp directory —, migrates and seeds it as the server does at start, then
// prints each step's time. The target: dry run ≤ 3 s, commit ≤ 10 s.
// Usage: node bench/imports-api.mjs [--size 10000] [--db postgres|pglite]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  benchOptions,
  createTarget,
  finish,
  openApp,
  printMemory,
  serverRoot,
  tokenOf,
} from './lib/list-bench.mjs';

const values = benchOptions(
  'Usage: node bench/imports-api.mjs [--size 10000] [--db postgres|pglite] [--server <postgres url>]',
  '10000',
);
const size = Number(values.size);
const ExcelJS = createRequire(path.join(serverRoot, 'package.json'))('exceljs');

const HEADER = [
  '姓名',
  '性别',
  '证件类型',
  '证件号码',
  '出生日期',
  '手机号',
  '所在地区',
  '详细地址',
  '电子邮箱',
  '家庭人口',
  '困难标签',
  '监护人姓名',
  '与监护人关系',
  '监护人手机号',
  '开户银行',
  '账户名称',
  '银行账号',
  '来源',
];
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-digit resident ID with its check character (the same rule as @pm/domain/identity). */
function residentId(area, birth, sequence) {
  const body = `${area}${birth.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * CHECK_WEIGHTS[index], 0);
  return body + '10X98765432'[sum % 11];
}

/** `size` valid adult men, each with a distinct ID number and mobile. */
async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(HEADER);
  for (let index = 0; index < size; index += 1) {
    const birth = `19${50 + (index % 40)}-0${1 + (index % 9)}-1${index % 9}`;
    const area = String(110101 + Math.floor(index / 1000));
    const id = residentId(area, birth, (2 * (index % 500) + 1) % 1000);
    const mobile = `139${String(index).padStart(8, '0')}`;
    sheet.addRow([
      `压测导入${index + 1}`,
      '男',
      '居民身份证',
      id,
      birth,
      mobile,
      '530102',
      '五华区某街道',
      '',
      '3',
      '低保户',
      '',
      '',
      '',
      '',
      '',
      '',
      '自主申请',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Migrates and seeds the target as the server does at start. */
function prepare(target, env) {
  const script =
    "const { loadConfig } = await import('./src/config.ts'); const { startDatabase } = await import('./src/bootstrap.ts');" +
    ' const { handle } = await startDatabase(loadConfig(process.env)); await handle.close();';
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverRoot,
    env: { ...process.env, ...target.env, ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('migrate and seed failed');
}

const target = await createTarget(values);
const filesDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-files-'));
target.env.FILES_DIR = filesDir;
let app;
try {
  prepare(target, {});
  app = await openApp(target);
  const admin = await tokenOf(app, 'admin', 'Admin@12345');
  const headers = { authorization: `Bearer ${admin}` };
  const body = await workbook();
  const timed = async (label, call) => {
    const started = performance.now();
    const response = await call();
    const seconds = (performance.now() - started) / 1000;
    if (response.statusCode !== 200)
      throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const job = response.json().data.job;
    console.log(
      `${label.padEnd(12)} ${seconds.toFixed(2).padStart(6)} s   status ${job.status}, rows ${job.total}, valid ${job.valid}, invalid ${job.invalid}, imported ${job.imported}`,
    );
    return job;
  };
  console.log(
    `\n## Import of ${size} beneficiary rows (persons) on ${values.db}, file ${(body.length / 1024).toFixed(0)} KB`,
  );
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const job = await timed('upload', () =>
    app.inject({
      method: 'POST',
      url: '/api/pm/upload?type=beneficiaryPerson',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\n` +
            'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
        ),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }),
  );
  await timed('dry run', () =>
    app.inject({ method: 'POST', url: `/api/pm/import/jobs/${job.id}/check`, headers }),
  );
  await timed('commit', () =>
    app.inject({
      method: 'POST',
      url: `/api/pm/import/jobs/${job.id}/commit`,
      headers,
      payload: { mode: 'all' },
    }),
  );
  printMemory();
} finally {
  await finish(app, target);
  rmSync(filesDir, { recursive: true, force: true });
}
