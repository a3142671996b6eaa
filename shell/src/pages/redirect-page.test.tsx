import { screen } from '@testing-library/react';
import { Route, Routes } from '@pm/web/router';
import { Location, renderPage, staff } from '@pm/web/testing';
import RedirectPage from './redirect-page';

function renderAt(url: string) {
  renderPage(
    <>
      <Routes>
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { url, subject: staff([]), replies: {} },
  );
}

describe('RedirectPage (/redirect/:path)', () => {
  it.each([
    ['/redirect/%2Fproject%2Flist', '/project/list'],
    ['/redirect/%2Fproject%2Flist%3Fstatus%3Ddraft', '/project/list?status=draft'],
    ['/redirect/project/list?status=draft', '/project/list?status=draft'],
    ['/redirect/%2Fproject%2Flist?page=2', '/project/list?page=2'],
  ])('%s opens %s', async (from, to) => {
    renderAt(from);
    expect(await screen.findByLabelText('url')).toHaveTextContent(to);
    expect(screen.getByLabelText('url').textContent).toBe(to);
  });

  it('never leaves the site', async () => {
    renderAt('/redirect/%2F%2Fevil.example.org');
    expect(await screen.findByLabelText('url')).toHaveTextContent('/');
    expect(screen.getByLabelText('url').textContent).not.toContain('evil');
  });
});
