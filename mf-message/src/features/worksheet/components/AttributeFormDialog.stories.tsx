// The tugas attribute form: a new one, changing an inactive one, and a server refusal under the field.
import { withStoryApi } from '@portal/design-system/storybook';
import { ApiError } from '@portal/api-client';
import { EMPTY_ATTRIBUTE_FORM } from '../api';
import { AttributeFormDialog } from './AttributeFormDialog';

const meta = {
  title: 'mf-message/Worksheet/AttributeFormDialog',
  component: AttributeFormDialog,
  decorators: [withStoryApi],
  args: {
    title: 'Tambah Atribut',
    initialValues: EMPTY_ATTRIBUTE_FORM,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
};

export default meta;

export const New = {};
export const EditInactive = { args: { title: 'Ubah Atribut', initialValues: { nama: 'Lembur', is_active: false } } };
export const Duplicate = {
  args: {
    initialValues: { nama: 'Rutin', is_active: true },
    onSubmit: async () => {
      throw new ApiError(422, 'Atribut tugas dengan nama tersebut sudah ada', {
        nama: ['Atribut tugas dengan nama tersebut sudah ada'],
      });
    },
  },
};
