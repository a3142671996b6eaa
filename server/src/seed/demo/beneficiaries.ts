import type { BeneficiaryType } from '../../db/schema';
import { DEMO_CLIENT_MOBILE } from './accounts';
import { creditCode, residentIdNumber } from './identity-numbers';
import { LATE_PERSONS, MORE_COMPANIES, MORE_PERSONS } from './more-beneficiaries';

interface DemoBeneficiary {
  type: BeneficiaryType;
  name: string;
  /** A person's ID number (encrypted at start-up) or a company's credit code. */
  idNumber: string;
  mobile: string;
  areaCode: string;
  address: string;
  email: string;
  /** What the later records add (persons: gender, birth date…; companies: legal representative…). */
  more?: DemoDetails;
}

/** The warehouse's fields beyond the first demo records' (issue 13). */
export interface DemoDetails {
  idType?: 'resident_id' | 'passport' | 'other';
  gender?: 'male' | 'female';
  birthDate?: string;
  householdSize?: number;
  vulnerabilityTags?: string[];
  guardianName?: string;
  guardianRelation?: string;
  guardianMobile?: string;
  source?: string;
  status?: 'active' | 'inactive';
  legalRepresentative?: string;
  contactName?: string;
  orgType?: string;
}

/** Where the foundation pays a beneficiary: the account is in the beneficiary's own name. */
export interface DemoBankAccount {
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
}

const person = (
  name: string,
  pinyin: string,
  areaCode: string,
  birthDate: string,
  mobile: string,
  address: string,
): DemoBeneficiary => {
  const idNumber = residentIdNumber(areaCode, birthDate, 100 + (Number(mobile.slice(-3)) % 900));
  return {
    type: 'person',
    name,
    idNumber,
    mobile,
    areaCode,
    address,
    email: `${pinyin}@example.com`,
    more: {
      idType: 'resident_id',
      birthDate,
      gender: Number(idNumber.charAt(16)) % 2 === 1 ? 'male' : 'female',
      source: 'application',
    },
  };
};

const company = (
  name: string,
  kind: string,
  areaCode: string,
  organisationCode: string,
  mobile: string,
  address: string,
  more: DemoDetails = {},
): DemoBeneficiary => ({
  type: 'company',
  name,
  idNumber: creditCode(kind, areaCode, organisationCode),
  mobile,
  areaCode,
  address,
  email: '',
  more,
});

const BENEFICIARIES: DemoBeneficiary[] = [
  person(
    '张晓梅',
    'zhangxiaomei',
    '530102',
    '1986-04-12',
    DEMO_CLIENT_MOBILE,
    '云南省昆明市五华区翠湖南路12号',
  ),
  person('李建国', 'lijianguo', '620102', '1972-09-03', '13900001001', '甘肃省兰州市城关区庆阳路88号'),
  person('王秀英', 'wangxiuying', '520102', '1990-01-25', '13900001002', '贵州省贵阳市南明区花果园大街6号'),
  person(
    '刘志强',
    'liuzhiqiang',
    '510107',
    '1983-11-30',
    '13900001003',
    '四川省成都市武侯区人民南路四段27号',
  ),
  person('陈丽华', 'chenlihua', '430102', '1995-07-08', '13900001004', '湖南省长沙市芙蓉区五一大道389号'),
  person(
    '杨光明',
    'yangguangming',
    '450102',
    '1979-03-17',
    '13900001005',
    '广西壮族自治区南宁市兴宁区民主路15号',
  ),
  person('赵雪梅', 'zhaoxuemei', '110101', '1988-12-02', '13900001006', '北京市东城区东四十条甲22号'),
  person('黄志刚', 'huangzhigang', '440305', '1969-05-21', '13900001007', '广东省深圳市南山区科技园南路9号'),
  person('周桂兰', 'zhouguilan', '500103', '1958-10-10', '13900001008', '重庆市渝中区解放碑民族路166号'),
  person('吴海涛', 'wuhaitao', '310104', '1992-02-14', '13900001009', '上海市徐汇区漕溪北路398号'),
  company(
    '五华区晓梅手工艺专业合作社',
    '93',
    '530102',
    'MA6K3X2L7',
    DEMO_CLIENT_MOBILE,
    '云南省昆明市五华区普吉路3号',
    { legalRepresentative: '张晓梅', contactName: '张晓梅', orgType: 'cooperative' },
  ),
  company(
    '兰州青禾农业发展有限公司',
    '91',
    '620102',
    'MA72B1Q05',
    '13900002001',
    '甘肃省兰州市城关区雁滩路1200号',
    { legalRepresentative: '李青禾', contactName: '李建国', orgType: 'enterprise' },
  ),
  company(
    '贵阳山河助学服务中心',
    '52',
    '520102',
    'MJ1809327',
    '13900002002',
    '贵州省贵阳市南明区遵义路45号',
    {
      legalRepresentative: '王山河',
      contactName: '王秀英',
      orgType: 'social_org',
    },
  ),
  ...MORE_PERSONS,
  ...MORE_COMPANIES,
  ...LATE_PERSONS,
];

/**
 * Each beneficiary's bank (a branch near its address) with the card BIN a person's debit card of that bank starts
 * with; an organisation's settlement account has no BIN, only the branch's length of account number.
 */
const FIRST_BANKS: [bankName: string, bin: string, length: number][] = [
  ['中国农业银行昆明五华支行', '622848', 19],
  ['中国工商银行兰州城关支行', '622202', 19],
  ['中国建设银行贵阳南明支行', '621700', 19],
  ['中国银行成都武侯支行', '621661', 19],
  ['中国工商银行长沙芙蓉支行', '621226', 19],
  ['中国农业银行南宁兴宁支行', '622845', 19],
  ['中国建设银行北京东四支行', '621785', 19],
  ['招商银行深圳南山支行', '621483', 16],
  ['中国邮政储蓄银行重庆渝中区支行', '621799', 19],
  ['交通银行上海徐汇支行', '622262', 19],
  ['云南省农村信用社五华联社', '', 17],
  ['中国工商银行兰州雁滩支行', '', 19],
  ['贵阳银行南明支行', '', 18],
];

/** The Luhn check digit bank cards end with. */
function luhnDigit(body: string): string {
  let sum = 0;
  for (const [position, char] of [...body].reverse().entries()) {
    let digit = Number(char);
    if (position % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A plausible account number of `length` digits: the BIN, digits drawn from the position, a check digit. */
function accountNumber(bin: string, length: number, position: number): string {
  let seed = 20_241_001 + position * 7_919;
  let body = bin || String(1 + (position % 9));
  while (body.length < length - 1) {
    // The MINSTD generator (products stay below 2^53, so exact): the same digits at every seed, no Math.random.
    seed = (seed * 48_271) % 2_147_483_647;
    body += String(Math.floor(seed / 1_000) % 10);
  }
  return body + luhnDigit(body);
}

/** The first thirteen keep their banks; the later ones take a person's or an organisation's bank in turn. */
const bankOf = (beneficiary: DemoBeneficiary, index: number) =>
  FIRST_BANKS[index] ??
  (beneficiary.type === 'person' ? FIRST_BANKS[index % 10]! : FIRST_BANKS[10 + (index % 3)]!);

export const DEMO_BENEFICIARIES: (DemoBeneficiary & DemoBankAccount)[] = BENEFICIARIES.map(
  (beneficiary, index) => {
    const [bankName, bin, length] = bankOf(beneficiary, index);
    return {
      ...beneficiary,
      bankName,
      bankAccountName: beneficiary.name,
      bankAccountNo: accountNumber(bin, length, index),
    };
  },
);
