import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskIdNumber, maskMobile } from '@pm/domain/utils/mask';
import { isStrongPassword } from '@pm/domain/auth/password-policy';
import { generatePassword, hashPassword, verifyPassword } from '../src/security/password';
import { bearerToken } from '../src/security/sessions';
import { creditCode, residentIdNumber } from '../src/seed/demo/identity-numbers';

describe('masking', () => {
  it('stars an ID number from the 4th character up to the third-last', () => {
    assert.equal(maskIdNumber('110101199003071234'), '110*************34');
    assert.equal(maskIdNumber('12345678'), '123***78');
  });

  it('stars only the last character of a value shorter than 8', () => {
    assert.equal(maskIdNumber('1234567'), '123456*');
    assert.equal(maskIdNumber(''), '');
  });

  it('masks a mobile as 138****0001', () => {
    assert.equal(maskMobile('13800000001'), '138****0001');
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const first = await hashPassword('Secret#123');
    const second = await hashPassword('Secret#123');
    assert.match(first, /^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    assert.notEqual(first, second);
    assert.equal(await verifyPassword('Secret#123', first), true);
    assert.equal(await verifyPassword('secret#123', first), false);
    assert.equal(await verifyPassword('Secret#123', 'plain'), false);
  });

  it("follows the specification's password hint", () => {
    assert.equal(isStrongPassword('Ab1!xy'), true);
    assert.equal(isStrongPassword('Ab1!x'), false);
    assert.equal(isStrongPassword('ab1!xyz'), false);
    assert.equal(isStrongPassword('Ab1 !xyz'), false);
    assert.equal(isStrongPassword('Abc!xyz'), false);
  });

  it('generates strong, different passwords', () => {
    const passwords = Array.from({ length: 20 }, () => generatePassword());
    assert.ok(passwords.every((password) => password.length === 20 && isStrongPassword(password)));
    assert.equal(new Set(passwords).size, 20);
  });
});

describe('bearer tokens', () => {
  it('reads "Bearer <token>" only', () => {
    assert.equal(bearerToken('Bearer abc'), 'abc');
    assert.equal(bearerToken('bearer abc'), 'abc');
    assert.equal(bearerToken('abc'), undefined);
    assert.equal(bearerToken(undefined), undefined);
  });
});

describe('demo identity numbers', () => {
  it('computes the GB 11643 check character', () => {
    // 11010519491231002X is the standard's own example.
    assert.equal(residentIdNumber('110105', '1949-12-31', 2), '11010519491231002X');
  });

  it('computes the GB 32100 check character', () => {
    // A published example code: 91350100M000100Y43.
    assert.equal(creditCode('91', '350100', 'M000100Y4'), '91350100M000100Y43');
  });
});
