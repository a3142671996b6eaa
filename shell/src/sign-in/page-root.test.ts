import type { Root } from 'react-dom/client';
import { leaveSignInPage, setSignInRoot } from './page-root';

describe('leaveSignInPage', () => {
  it("unmounts the sign-in page and removes its style sheets, not the app's", () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/sign-in/sign-in-page.1a2b3c4d.css">',
      '<link rel="stylesheet" href="/4528.af60db35.css">',
      '<link rel="icon" href="/sign-in/icon.svg">',
    ].join('');
    const root = { unmount: jest.fn(), render: jest.fn() } as unknown as Root;
    setSignInRoot(root);
    leaveSignInPage();
    expect(root.unmount).toHaveBeenCalledTimes(1);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/4528.af60db35.css',
      '/sign-in/icon.svg',
    ]);
    leaveSignInPage();
    expect(root.unmount).toHaveBeenCalledTimes(1);
  });
});
