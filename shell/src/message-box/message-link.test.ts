import { messageLink, withoutLink } from './message-link';

const message = (change: { link?: string; subTitle?: string; content?: string }) => ({
  subTitle: '',
  content: '',
  ...change,
});

describe('messageLink', () => {
  it('goes where the message links, inside the app only', () => {
    expect(messageLink(message({ link: '/project/list/detail?id=3' }))).toBe('/project/list/detail?id=3');
    expect(messageLink(message({ link: '//evil.example/x' }))).toBeNull();
    expect(messageLink(message({ link: 'https://evil.example/x' }))).toBeNull();
  });

  it('finds an approval named in the title line or the text', () => {
    expect(messageLink(message({ content: '请审批 BK2026000007：/archives/approva?instance=12' }))).toBe(
      '/archives/approva?instance=12',
    );
    expect(messageLink(message({ subTitle: '/archives/approva?instance=7' }))).toBe(
      '/archives/approva?instance=7',
    );
    expect(messageLink(message({ content: '欢迎使用' }))).toBeNull();
  });
});

describe('withoutLink', () => {
  it('drops the path from the text it is shown in', () => {
    expect(
      withoutLink('请审批 BK2026000007：/archives/approva?instance=12', '/archives/approva?instance=12'),
    ).toBe('请审批 BK2026000007');
    expect(withoutLink('欢迎使用', null)).toBe('欢迎使用');
  });
});
