/** Demo departments under the root department. */
export const DEMO_DEPARTMENTS = ['项目部', '财务部', '综合办公室', '传播部', '监督审计部'];

/** Demo staff with the `user` role; the administrator comes from the bootstrap. Development passwords only. */
export const DEMO_STAFF = [
  {
    username: 'officer',
    password: 'Officer@12345',
    name: '王丽',
    mobile: '13800000002',
    email: 'officer@example.org',
    job: '项目官员',
    department: '项目部',
    location: '北京',
  },
  {
    username: 'finance',
    password: 'Finance@12345',
    name: '刘强',
    mobile: '13800000003',
    email: 'finance@example.org',
    job: '财务主管',
    department: '财务部',
    location: '北京',
  },
];
