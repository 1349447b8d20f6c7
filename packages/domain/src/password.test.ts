import { isWeakPassword, passwordProblems, PASSWORD_MIN_LENGTH } from './password';

describe('isWeakPassword', () => {
  it('flags a password equal to the user name, ignoring case and surrounding spaces', () => {
    expect(isWeakPassword('baru', 'baru')).toBe(true);
    expect(isWeakPassword('BaRu', 'baru')).toBe(true);
    expect(isWeakPassword(' baru ', 'BARU')).toBe(true);
    expect(isWeakPassword('baru1', 'baru')).toBe(false);
  });

  it.each([
    'password',
    'PASSWORD',
    'password123',
    'admin',
    'Admin',
    'admin123',
    'adminadmin',
    'admin2026',
    '11111111',
    'aaaaaa',
    '12345678',
    '123456',
    '1234',
    '0123456789',
    '87654321',
    '7890123',
    'qwerty',
  ])('flags %s as weak', (password) => {
    expect(isWeakPassword(password, 'someone')).toBe(true);
  });

  it.each([
    'Admin#2026',
    'Hr#2026',
    'Pegawai#2026',
    'Terbatas#2026',
    '12345679',
    '123',
    '1357',
    'K0pi-Tubruk!',
    'admin 123x',
  ])('accepts %s', (password) => {
    expect(isWeakPassword(password, 'someone')).toBe(false);
  });

  it('treats an empty or blank password as weak', () => {
    expect(isWeakPassword('', 'x')).toBe(true);
    expect(isWeakPassword('   ', 'x')).toBe(true);
  });

  it('works without a user name', () => {
    expect(isWeakPassword('password', null)).toBe(true);
    expect(isWeakPassword('Sangat#Rahasia9', undefined)).toBe(false);
  });
});

describe('passwordProblems', () => {
  it('accepts a strong password of at least 8 characters', () => {
    expect(passwordProblems('Kuat#2026', 'budi')).toEqual([]);
    expect(passwordProblems('abcdEFG1'.slice(0, PASSWORD_MIN_LENGTH), 'budi')).toEqual([]);
  });

  it('rejects short passwords in Indonesian', () => {
    expect(passwordProblems('Ab#1234', 'budi')).toEqual(['Password minimal 8 karakter']);
  });

  it('rejects the user name and weak passwords with their own messages', () => {
    expect(passwordProblems('Budisetiawan', 'budisetiawan')).toEqual(['Password tidak boleh sama dengan nama user']);
    expect(passwordProblems('password123', 'budi')).toEqual([
      'Password terlalu mudah ditebak, gunakan kombinasi huruf, angka dan simbol',
    ]);
  });

  it('reports every problem at once', () => {
    expect(passwordProblems('admin', 'budi')).toEqual([
      'Password minimal 8 karakter',
      'Password terlalu mudah ditebak, gunakan kombinasi huruf, angka dan simbol',
    ]);
  });

  it('caps the length', () => {
    expect(passwordProblems(`${'Xy#9'.repeat(32)}a`, 'budi')).toEqual(['Password maksimal 128 karakter']);
  });
});
