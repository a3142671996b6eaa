import { DEMO_PASSWORDS } from './accounts';

interface DemoStaffMember {
  username: string;
  password: string;
  name: string;
  mobile: string;
  email: string;
  job: string;
  roles: string[];
  department: string;
  /** Leads the department (its head). */
  leads?: true;
  location: string;
  nickname: string;
  countryRegion: string;
  areaCode: string;
  address: string;
  profile: string;
}

/** Demo departments under the root department. */
export const DEMO_DEPARTMENTS = ['项目部', '财务部', '综合办公室', '传播部', '监督审计部'];

/**
 * Demo staff and their roles (by code): the officer and finance users hold `user` (the day-to-day work, every
 * record) and finance also `finance` (whose holders verify payments in the approval flows), the others a role a
 * foundation has with its data scope (the head sees only the 项目部 tree, and leads it: the "department head" of
 * its staff's approvals). The administrator comes from the bootstrap. Development passwords only.
 */
export const DEMO_STAFF: DemoStaffMember[] = [
  {
    username: 'officer',
    password: DEMO_PASSWORDS.officer,
    name: '王丽',
    mobile: '13800000002',
    email: 'officer@example.org',
    job: '项目官员',
    roles: ['user'],
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
    roles: ['user', 'finance'],
    department: '财务部',
    location: '北京',
    nickname: '强哥',
    countryRegion: 'CN',
    areaCode: '110105',
    address: '北京市朝阳区建国路88号',
    profile: '负责项目拨款核验、支付与年度预算编制。',
  },
  {
    username: 'reviewer',
    password: DEMO_PASSWORDS.reviewer,
    name: '陈静',
    mobile: '13800000011',
    email: 'reviewer@example.org',
    job: '项目评审',
    roles: ['reviewer'],
    department: '综合办公室',
    location: '北京',
    nickname: '静静',
    countryRegion: 'CN',
    areaCode: '110102',
    address: '北京市西城区金融大街7号',
    profile: '负责项目申请评审、协议审批与阶段报告验收。',
  },
  {
    username: 'head',
    password: DEMO_PASSWORDS.head,
    name: '赵敏',
    mobile: '13800000012',
    email: 'head@example.org',
    job: '项目部主任',
    roles: ['head'],
    department: '项目部',
    leads: true,
    location: '北京',
    nickname: '赵主任',
    countryRegion: 'CN',
    areaCode: '110101',
    address: '北京市东城区东四十条甲22号',
    profile: '负责项目部的项目执行与预算审批。',
  },
  {
    username: 'auditor',
    password: DEMO_PASSWORDS.auditor,
    name: '孙伟',
    mobile: '13800000013',
    email: 'auditor@example.org',
    job: '审计专员',
    roles: ['auditor'],
    department: '监督审计部',
    location: '北京',
    nickname: '小孙',
    countryRegion: 'CN',
    areaCode: '110108',
    address: '北京市海淀区中关村大街27号',
    profile: '负责项目与资金的内部审计（只读）。',
  },
];
