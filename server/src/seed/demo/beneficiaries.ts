import type { BeneficiaryType } from '../../db/schema';
import { creditCode, residentIdNumber } from './identity-numbers';

/** The demo client: signs in to the portal with this mobile (two beneficiary records share it). */
export const DEMO_CLIENT_MOBILE = '13800000001';

interface DemoBeneficiary {
  type: BeneficiaryType;
  name: string;
  idNumber: string;
  mobile: string;
  areaCode: string;
  address: string;
  email: string;
}

const person = (
  name: string,
  pinyin: string,
  areaCode: string,
  birthDate: string,
  mobile: string,
  address: string,
): DemoBeneficiary => ({
  type: 'person',
  name,
  idNumber: residentIdNumber(areaCode, birthDate, 100 + (Number(mobile.slice(-3)) % 900)),
  mobile,
  areaCode,
  address,
  email: `${pinyin}@example.com`,
});

const company = (
  name: string,
  kind: string,
  areaCode: string,
  organisationCode: string,
  mobile: string,
  address: string,
): DemoBeneficiary => ({
  type: 'company',
  name,
  idNumber: creditCode(kind, areaCode, organisationCode),
  mobile,
  areaCode,
  address,
  email: '',
});

export const DEMO_BENEFICIARIES: DemoBeneficiary[] = [
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
  ),
  company(
    '兰州青禾农业发展有限公司',
    '91',
    '620102',
    'MA72B1Q05',
    '13900002001',
    '甘肃省兰州市城关区雁滩路1200号',
  ),
  company('贵阳山河助学服务中心', '52', '520102', 'MJ1809327', '13900002002', '贵州省贵阳市南明区遵义路45号'),
];
