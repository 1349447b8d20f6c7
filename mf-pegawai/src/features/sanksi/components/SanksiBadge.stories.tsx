// A sanction's type as a badge coloured by its parent's class (spec section 3: class 1 success,
// 2 warning, else danger), as the register, the detail page and the types page show it.
import { HStack } from '@portal/design-system';
import { withStoryApi } from '@portal/design-system/storybook';
import { sanksiJenis } from '../sanksi-fixtures';
import { SanksiBadge } from './SanksiBadge';

function AllTypes() {
  return (
    <HStack gap="2" wrap="wrap">
      {sanksiJenis.map((j) => (
        <SanksiBadge key={j.id} jenis={j} />
      ))}
    </HStack>
  );
}

const meta = {
  title: 'mf-pegawai/Sanksi/SanksiBadge',
  component: SanksiBadge,
  decorators: [withStoryApi],
  args: { jenis: sanksiJenis[2]! },
};

export default meta;

/** 'Surat Peringatan' under 'Sanksi Sedang' (class 2): the warning colour. */
export const Sedang = {};

/** 'Pernyataan Tidak Puas' under 'Sanksi Ringan' (class 1): the success colour. */
export const Ringan = { args: { jenis: sanksiJenis[0]! } };

/** 'Demosi' under 'Sanksi Berat' (class 3): the danger colour. */
export const Berat = { args: { jenis: sanksiJenis[3]! } };

/** The five types of the portal side by side. */
export const SemuaJenis = { render: () => <AllTypes /> };
