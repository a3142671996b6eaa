import { DEMO_PASSWORDS } from './accounts';

/** Demo departments under the root department. */
export const DEMO_DEPARTMENTS = ['项目部', '财务部', '综合办公室', '传播部', '监督审计部'];

/** Demo staff with the `user` role; the administrator comes from the bootstrap. Development passwords only. */
export const DEMO_STAFF = [
  {
    username: 'officer',
    password: DEMO_PASSWORDS.officer,
    name: '王丽',
    mobile: '13800000002',
    email: 'officer@example.org',
    job: '项目官员',
    department: '项目部',
    location: '北京',
    nickname: '小王',
    countryRegion: 'CN',
    areaCode: '110101',
    address: '北京市东城区东四十条甲22号',
    profile: '负责西南地区妇女增收与儿童教育项目的立项、执行与回访。',
  },
  {
    username: 'finance',
    password: DEMO_PASSWORDS.finance,
    name: '刘强',
    mobile: '13800000003',
    email: 'finance@example.org',
    job: '财务主管',
    department: '财务部',
    location: '北京',
    nickname: '强哥',
    countryRegion: 'CN',
    areaCode: '110105',
    address: '北京市朝阳区建国路88号',
    profile: '负责项目拨款核验、支付与年度预算编制。',
  },
];
