// Fills the configured database (DATABASE_URL, else the PGlite folder DATA_DIR) with many generated persons, for
// the beneficiary list benchmark: migrates and seeds as the server does at start, then inserts --size persons with
// valid resident ID numbers — encrypted, hashed and masked as the server stores them (the keys of loadConfig) —,
// mobiles, areas, tags and statuses. Prints one generated ID number and mobile to search by. Run again, it adds
// another batch. Usage: node --import tsx scripts/seed-bulk-beneficiaries.ts --size 100000
import { parseArgs } from 'node:util';
import { residentIdNumber } from '@pm/domain/identity';
import { count, sql } from 'drizzle-orm';
import { startDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { storedIdNumber } from '../src/db/id-number-encryption';
import { beneficiaries } from '../src/db/schema';
import { fieldCipher } from '../src/security/field-cipher';
import { searchHasher } from '../src/security/search-hash';

const { values } = parseArgs({ options: { size: { type: 'string', default: '100000' } } });
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 1_000_000) throw new Error('--size must be 1 … 1 000 000');

const SURNAMES = [
  ...'王李张刘陈杨黄赵周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢',
];
const GIVEN = [...'秀英华明丽强军平敏静芳娟霞燕勇艳杰涛超刚辉玲桂兰建国志红梅云海波宇晨浩然欣怡子涵雨萱文博'];
const TAGS = [
  'low_income',
  'disability',
  'elderly_alone',
  'serious_illness',
  'single_parent',
  'disaster_affected',
];
const BATCH = 2000;

const config = loadConfig(process.env);
const { handle } = await startDatabase(config);
const db = handle.db;
const hash = searchHasher(config.searchHashKey);
const cipher = fieldCipher(config.fieldEncryptionKey);

const counties = (
  (await db.execute(sql`select code from areas where right(code, 2) <> '00' order by code`)) as unknown as {
    rows: { code: string }[];
  }
).rows.map((row) => row.code);
const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(beneficiaries);

const day = 24 * 60 * 60 * 1000;
const started = Date.now();
let sample = { idNumber: '', mobile: '', name: '' };
for (let offset = 0; offset < size; offset += BATCH) {
  const rows = [];
  for (let index = offset; index < Math.min(size, offset + BATCH); index += 1) {
    const n = existing + index;
    // (area, birth date, sequence) never repeats: the date walks 25 000 days, the sequence steps after each walk.
    const areaCode = counties[(n * 7919) % counties.length]!;
    const birthDate = new Date(Date.UTC(1940, 0, 1) + (n % 25_000) * day).toISOString().slice(0, 10);
    const idNumber = residentIdNumber(areaCode, birthDate, 100 + Math.floor(n / 25_000));
    const mobile = `15${String(100_000_000 + n).slice(-9)}`;
    const name = `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 31) % GIVEN.length]}${GIVEN[(n * 17) % GIVEN.length]}`;
    if (index === Math.floor(size / 2)) sample = { idNumber, mobile, name };
    rows.push({
      type: 'person' as const,
      name,
      idType: 'resident_id' as const,
      ...storedIdNumber(cipher, hash, idNumber),
      mobile,
      mobileHash: hash(mobile),
      areaCode,
      address: '',
      gender: Number(idNumber.charAt(16)) % 2 === 1 ? ('male' as const) : ('female' as const),
      birthDate,
      householdSize: 1 + (n % 7),
      vulnerabilityTags: n % 4 === 0 ? [] : [TAGS[n % TAGS.length]!],
      status: n % 20 === 0 ? ('inactive' as const) : ('active' as const),
      createdAt: new Date(Date.UTC(2020, 0, 1) + (n % 2000) * day),
    });
  }
  await db.insert(beneficiaries).values(rows);
}
await db.execute(sql`analyze beneficiaries`);
console.log(`inserted ${size} persons in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`SAMPLE ${JSON.stringify(sample)}`);
await handle.close();
