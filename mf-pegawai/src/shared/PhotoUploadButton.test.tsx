import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWith } from '../testing/test-utils';
import { PhotoUploadButton } from './PhotoUploadButton';

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Unggah foto Budi'), { target: { files: [file] } });

describe('PhotoUploadButton', () => {
  it('refuses a file that is not a JPEG or PNG photo before sending anything', async () => {
    const error = jest.spyOn(notify, 'error');
    const send = jest.fn();
    renderWith(
      <PhotoUploadButton inputLabel="Unggah foto Budi" send={send} onUploaded={jest.fn()}>
        Foto
      </PhotoUploadButton>,
      fakeTransport({}).transport,
    );
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Foto harus berupa file JPEG atau PNG'));
    expect(send).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends a photo as a data URL, shows the answer and reports the upload', async () => {
    const success = jest.spyOn(notify, 'success');
    const send = jest.fn().mockResolvedValue({ message: 'Foto updated' });
    const onUploaded = jest.fn();
    renderWith(
      <PhotoUploadButton inputLabel="Unggah foto Budi" send={send} onUploaded={onUploaded}>
        Foto
      </PhotoUploadButton>,
      fakeTransport({}).transport,
    );
    choose(new File(['abc'], 'budi.png', { type: 'image/png' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('data:image/png;base64,YWJj');
    expect(success).toHaveBeenCalledWith('Foto updated');
    success.mockRestore();
  });
});
