import { tokenStorage } from '../storage/token-storage';
import { http } from './http';
import { reloadPage } from './reload-page';
import { apiGet } from './requests';
import { fakeAdapter } from './test-adapter';

jest.mock('@arco-design/web-react/es/Message', () => ({ __esModule: true, default: { error: jest.fn() } }));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

describe('the default 401 handling (specification §4: clears the stored token and reloads the page)', () => {
  it('clears the token and reloads', async () => {
    tokenStorage.set('Bearer expired');
    http.defaults.adapter = fakeAdapter(() => ({
      status: 401,
      body: { data: null, status: 'fail', msg: '', code: 50008 },
    }));
    await expect(apiGet('/pm/auth_user')).rejects.toMatchObject({ httpStatus: 401 });
    expect(tokenStorage.get()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
