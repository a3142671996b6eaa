import { createMemoryHistory } from 'history';
import { createPaneHistory } from './pane-history';

function setup() {
  const history = createMemoryHistory({ initialEntries: ['/project/list'] });
  const pane = createPaneHistory(history, (location) => location.pathname === '/project/list');
  const seen: string[] = [];
  pane.listen(({ location }) => seen.push(`${location.pathname}${location.search}`));
  return { history, pane, seen };
}

describe('createPaneHistory', () => {
  it('starts at the real location', () => {
    const { pane } = setup();
    expect(pane.location.pathname).toBe('/project/list');
  });

  it('keeps its last own location while the real one is elsewhere, and says nothing', () => {
    const { history, pane, seen } = setup();
    history.push('/system/user');
    expect(pane.location.pathname).toBe('/project/list');
    expect(seen).toEqual([]);
  });

  it('follows again when the real location comes back to one it owns', () => {
    const { history, pane, seen } = setup();
    history.push('/system/user');
    history.push('/project/list?keyword=water');
    expect(pane.location.search).toBe('?keyword=water');
    expect(seen).toEqual(['/project/list?keyword=water']);
  });

  it('navigates the real history', () => {
    const { history, pane } = setup();
    pane.push('/archives/material');
    expect(history.location.pathname).toBe('/archives/material');
    pane.replace('/project/list?page=2');
    expect(history.location.search).toBe('?page=2');
    expect(pane.createHref({ pathname: '/x' })).toBe(history.createHref({ pathname: '/x' }));
  });

  it('stops following once disposed', () => {
    const { history, pane, seen } = setup();
    pane.dispose();
    history.push('/project/list?page=3');
    expect(seen).toEqual([]);
    expect(pane.location.search).toBe('');
  });
});
