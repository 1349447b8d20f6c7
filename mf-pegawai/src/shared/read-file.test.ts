import { fakeTransport } from '../testing/test-utils';
import { uploadDecreeFile } from './decree-files';
import { photoProblem, readAsDataUrl } from './read-file';

const file = (type: string, size = 3) => new File(['x'.repeat(size)], 'foto', { type });

describe('read-file', () => {
  it('accepts a JPEG or PNG photo of at most 2 MB', () => {
    expect(photoProblem(file('image/jpeg'))).toBeNull();
    expect(photoProblem(file('image/png'))).toBeNull();
    expect(photoProblem(file('application/pdf'))).toBe('Foto harus berupa file JPEG atau PNG');
    expect(photoProblem(file('image/png', 2 * 1024 * 1024 + 1))).toBe('Ukuran foto melebihi batas 2 MB');
  });

  it('reads a file as a data URL', async () => {
    await expect(readAsDataUrl(new File(['abc'], 'a.txt', { type: 'text/plain' }))).resolves.toBe(
      'data:text/plain;base64,YWJj',
    );
  });

  it('sends a decree file as its name and the base64 part of the data URL', async () => {
    const { transport, request } = fakeTransport({ 'POST /sdm/x/file': { message: 'File created', data: {} } });
    const onProgress = jest.fn();
    await uploadDecreeFile(
      transport,
      '/sdm/x/file',
      new File(['abc'], 'sk.pdf', { type: 'application/pdf' }),
      onProgress,
    );
    expect(request).toHaveBeenCalledWith('POST', '/sdm/x/file', {
      body: { name: 'sk.pdf', content_base64: 'YWJj' },
      onUploadProgress: onProgress,
    });
  });
});
