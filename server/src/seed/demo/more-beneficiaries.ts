import { creditCode, residentIdNumber } from '@pm/domain/identity';
import type { DemoDetails } from './beneficiaries';

/**
 * The beneficiary warehouse's demo records after the first thirteen (issue 13): persons across the ten demo areas
 * with vulnerability tags and household sizes, a few minors with guardians, a few inactive, a few with passports,
 * and possible-duplicate pairs (the same name and birth date under another ID number, the same mobile) for the
 * merge page; and organisations of each type. Deterministic: the same records at every seed.
 */

interface Place {
  areaCode: string;
  city: string;
}

const PLACES: Place[] = [
  { areaCode: '530102', city: '云南省昆明市五华区' },
  { areaCode: '620102', city: '甘肃省兰州市城关区' },
  { areaCode: '520102', city: '贵州省贵阳市南明区' },
  { areaCode: '510107', city: '四川省成都市武侯区' },
  { areaCode: '430102', city: '湖南省长沙市芙蓉区' },
  { areaCode: '450102', city: '广西壮族自治区南宁市兴宁区' },
  { areaCode: '110101', city: '北京市东城区' },
  { areaCode: '440305', city: '广东省深圳市南山区' },
  { areaCode: '500103', city: '重庆市渝中区' },
  { areaCode: '310104', city: '上海市徐汇区' },
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '秀兰',
  '建华',
  '海燕',
  '志明',
  '丽娟',
  '国强',
  '春梅',
  '德胜',
  '晓东',
  '玉珍',
  '文杰',
  '红霞',
];
const STREETS = ['人民路', '解放路', '建设路', '和平街', '光明巷', '新华路', '长青路', '幸福里'];
const TAGS = [
  'low_income',
  'disability',
  'elderly_alone',
  'serious_illness',
  'single_parent',
  'disaster_affected',
];
const SOURCES = ['application', 'referral', 'outreach', 'partner', 'government'];

type Demo = {
  type: 'person' | 'company';
  name: string;
  idNumber: string;
  mobile: string;
  areaCode: string;
  address: string;
  email: string;
  more: DemoDetails;
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function adult(index: number): Demo {
  const place = PLACES[index % PLACES.length]!;
  const name = `${SURNAMES[index % SURNAMES.length]}${GIVEN[(index * 7) % GIVEN.length]}`;
  const birthDate = `${1950 + ((index * 3) % 48)}-${pad(1 + ((index * 5) % 12))}-${pad(1 + ((index * 11) % 28))}`;
  const sequence = 200 + index * 3;
  const idNumber = residentIdNumber(place.areaCode, birthDate, sequence);
  const tags =
    index % 3 === 0
      ? []
      : [TAGS[index % TAGS.length]!, ...(index % 4 === 1 ? [TAGS[(index + 2) % TAGS.length]!] : [])];
  return {
    type: 'person',
    name,
    idNumber,
    mobile: `1370000${pad(index, 4)}`,
    areaCode: place.areaCode,
    address: `${place.city}${STREETS[index % STREETS.length]}${10 + index}号`,
    email: '',
    more: {
      idType: 'resident_id',
      gender: sequence % 2 === 1 ? 'male' : 'female',
      birthDate,
      householdSize: 1 + (index % 6),
      vulnerabilityTags: tags,
      source: SOURCES[index % SOURCES.length],
      // Every eleventh one is no longer served.
      status: index % 11 === 5 ? 'inactive' : 'active',
    },
  };
}

/** Minors: a guardian's name, relation and mobile. */
function minor(index: number): Demo {
  const place = PLACES[(index * 3) % PLACES.length]!;
  const surname = SURNAMES[(index + 4) % SURNAMES.length]!;
  const birthDate = `${2012 + index}-${pad(3 + index)}-${pad(8 + index)}`;
  const sequence = 500 + index * 2;
  return {
    type: 'person',
    name: `${surname}${['小雨', '子涵', '浩然', '欣怡', '宇航'][index]}`,
    idNumber: residentIdNumber(place.areaCode, birthDate, sequence),
    mobile: '',
    areaCode: place.areaCode,
    address: `${place.city}${STREETS[(index + 3) % STREETS.length]}${5 + index}号`,
    email: '',
    more: {
      idType: 'resident_id',
      gender: sequence % 2 === 1 ? 'male' : 'female',
      birthDate,
      householdSize: 3 + (index % 3),
      vulnerabilityTags: [index % 2 === 0 ? 'left_behind_child' : 'orphan'],
      guardianName: `${surname}${['建军', '桂芳', '永红', '淑珍', '志华'][index]}`,
      guardianRelation: index % 2 === 0 ? 'grandparent' : 'parent',
      guardianMobile: `1360000${pad(index, 4)}`,
      source: 'referral',
      status: 'active',
    },
  };
}

/** Foreign nationals registered by passport (no birth date check from the number). */
function byPassport(index: number): Demo {
  const place = PLACES[(index + 6) % PLACES.length]!;
  return {
    type: 'person',
    name: ['阮氏香', '巴图孟克', 'Sophie Martin'][index]!,
    idNumber: ['C7730215', 'E90217744', '18AF03127'][index]!,
    mobile: `1350000${pad(index, 4)}`,
    areaCode: place.areaCode,
    address: `${place.city}${STREETS[index % STREETS.length]}${30 + index}号`,
    email: '',
    more: {
      idType: 'passport',
      gender: index === 1 ? 'male' : 'female',
      birthDate: `${1980 + index * 4}-0${index + 2}-1${index}`,
      householdSize: 2,
      vulnerabilityTags: [],
      source: 'partner',
      status: 'active',
    },
  };
}

const ADULTS = Array.from({ length: 44 }, (_, index) => adult(index));

/**
 * Possible duplicates: the same name and birth date as an adult above under another ID number (a typing slip, a
 * re-issued card), and one sharing another's mobile.
 */
const DUPLICATES: Demo[] = [3, 8, 17].map((of, index) => {
  const original = ADULTS[of]!;
  const birthDate = original.more.birthDate!;
  const sequence = 700 + index * 2 + (original.more.gender === 'male' ? 1 : 0);
  return {
    ...original,
    idNumber: residentIdNumber(PLACES[(of + 1) % PLACES.length]!.areaCode, birthDate, sequence),
    mobile: `1340000${pad(index, 4)}`,
    address: `${original.address}（旧址）`,
    more: { ...original.more, vulnerabilityTags: [], source: 'outreach', status: 'active' },
  };
});

const SHARED_MOBILE: Demo = {
  ...adult(60),
  name: '郑秀芬',
  mobile: ADULTS[12]!.mobile,
};

export const MORE_PERSONS: Demo[] = [
  ...ADULTS,
  ...Array.from({ length: 5 }, (_, index) => minor(index)),
  ...Array.from({ length: 3 }, (_, index) => byPassport(index)),
  ...DUPLICATES,
  SHARED_MOBILE,
];

const ORGANISATIONS: [name: string, kind: string, orgType: string, legal: string, contact: string][] = [
  ['城关区红柳种植专业合作社', '93', 'cooperative', '马国庆', '马小军'],
  ['南明区阳光助残服务中心', '52', 'social_org', '罗丽萍', '杨帆'],
  ['武侯区晨曦社区卫生服务站', '52', 'clinic', '唐建华', '唐敏'],
  ['芙蓉区春蕾小学', '12', 'school', '龙桂香', '龙宇'],
  ['兴宁区绿野生态农业有限公司', '91', 'enterprise', '韦志刚', '韦娜'],
  ['东城区和平里社区居民委员会', '55', 'village_committee', '何淑英', '何平'],
  ['南山区蓝天应急救援队', '52', 'social_org', '邓海波', '邓洁'],
  ['渝中区山城养老服务中心', '52', 'social_org', '蒋德明', '蒋丽'],
  ['徐汇区梧桐手工编织合作社', '93', 'cooperative', '沈玉兰', '沈静'],
  ['五华区普吉社区卫生服务中心', '12', 'clinic', '段红梅', '段雷'],
  ['城关区雁滩中心小学', '12', 'school', '牛振华', '牛犇'],
  ['南明区花溪茶业有限公司', '91', 'enterprise', '潘国栋', '潘晓'],
  ['武侯区簇桥街道联合村村民委员会', '54', 'village_committee', '曾德全', '曾琳'],
];

export const MORE_COMPANIES: Demo[] = ORGANISATIONS.map(([name, kind, orgType, legal, contact], index) => {
  const place = PLACES[(index + 1) % PLACES.length]!;
  const organisationCode = `MA${pad(index + 10)}${['K', 'L', 'M', 'N', 'P'][index % 5]}${pad((index * 37) % 100)}${index % 10}X`;
  return {
    type: 'company',
    name,
    idNumber: creditCode(kind, place.areaCode, organisationCode),
    mobile: `1330000${pad(index, 4)}`,
    areaCode: place.areaCode,
    address: `${place.city}${STREETS[(index + 5) % STREETS.length]}${100 + index}号`,
    email: '',
    more: {
      legalRepresentative: legal,
      contactName: contact,
      orgType,
      status: index === 6 ? 'inactive' : 'active',
    },
  };
});

/**
 * A possible duplicate of 黄志刚 (the first demo records', with a project in progress and payments): registered
 * again later under another card, so merging it with him shows his payments on the survivor. Last in the list, so
 * the records before it keep their registration days.
 */
export const LATE_PERSONS: Demo[] = [
  {
    type: 'person',
    name: '黄志刚',
    idNumber: residentIdNumber('510107', '1969-05-21', 731),
    mobile: '13400000009',
    areaCode: '510107',
    address: '四川省成都市武侯区人民南路四段88号',
    email: '',
    more: {
      idType: 'resident_id',
      gender: 'male',
      birthDate: '1969-05-21',
      householdSize: 4,
      vulnerabilityTags: ['serious_illness'],
      source: 'outreach',
      status: 'active',
    },
  },
];
