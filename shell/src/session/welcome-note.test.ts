import Message from '@arco-design/web-react/es/Message';
import { leaveWelcomeNote, showWelcomeNote } from './welcome-note';

jest.mock('@arco-design/web-react/es/Message', () => ({ __esModule: true, default: { success: jest.fn() } }));

afterEach(() => {
  window.sessionStorage.clear();
  jest.mocked(Message.success).mockClear();
});

describe('welcome note', () => {
  it("greets once after a login left its note (specification §4: 'welcome to use')", () => {
    leaveWelcomeNote();
    showWelcomeNote();
    expect(Message.success).toHaveBeenCalledWith('欢迎使用');
    showWelcomeNote();
    expect(Message.success).toHaveBeenCalledTimes(1);
  });

  it('says nothing on a page load that no login led to', () => {
    showWelcomeNote();
    expect(Message.success).not.toHaveBeenCalled();
  });
});
