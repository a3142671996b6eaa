import { ApiError, serializeApiError } from './api-error';
import { errorText } from './error-text';

describe('errorText', () => {
  it('gives the message of an ApiError and of its serialized form (an RTK Query error)', () => {
    const error = new ApiError('数据已被他人修改', { code: 50000, httpStatus: 409 });
    expect(errorText(error)).toBe('数据已被他人修改');
    expect(errorText(serializeApiError(error))).toBe('数据已被他人修改');
  });

  it('gives undefined when there is no error, and the text of anything else', () => {
    expect(errorText(undefined)).toBeUndefined();
    expect(errorText(null)).toBeUndefined();
    expect(errorText('boom')).toBe('boom');
  });
});
