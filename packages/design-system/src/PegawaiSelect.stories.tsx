import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { PegawaiOption } from '@portal/contracts';
import { useState } from 'react';
import { filterOptions, type OptionId } from './option-filter';
import { PEGAWAI_SEARCH_KEYS, PegawaiSelect } from './PegawaiSelect';
import { demoPegawai } from './stories/fixtures';

const pegawai: PegawaiOption[] = demoPegawai.map((p, i) => ({
  id: p.id,
  nama: p.nama,
  npp: p.npp,
  jabatan: { id: (i % 6) + 1, nama: p.jabatan.nama },
  kantor: { id: (i % 5) + 1, nama: p.kantor.nama },
}));

/** Stands in for usePegawaiOptions(): the server's event=options search, 500 ms away. */
const loadOptions = async (search: string) => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return filterOptions(pegawai, search, ['nama', ...PEGAWAI_SEARCH_KEYS]).slice(0, 20);
};

function Demo(props: { multiple?: boolean; allowedIds?: '*' | number[]; disabledIds?: '*' | number[] }) {
  const [one, setOne] = useState<OptionId | null>(null);
  const [many, setMany] = useState<OptionId[]>([]);
  return (
    <Stack maxW="md" gap="3">
      {props.multiple ? (
        <PegawaiSelect
          multiple
          label="Peserta"
          loadOptions={loadOptions}
          value={many}
          onChange={(next) => setMany(next)}
          allowedIds={props.allowedIds}
          disabledIds={props.disabledIds}
        />
      ) : (
        <PegawaiSelect
          label="Pegawai"
          loadOptions={loadOptions}
          value={one}
          onChange={(next) => setOne(next)}
          allowedIds={props.allowedIds}
          disabledIds={props.disabledIds}
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        value: {JSON.stringify(props.multiple ? many : one)}
      </Text>
    </Stack>
  );
}

const meta = { title: 'Design system/PegawaiSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type more than 3 characters (a name, npp, position or office): the search runs 1000 ms later. */
export const Single: Story = {};
export const Multiple: Story = { args: { multiple: true } };
/** Only ids 1–40 may be chosen, 2 and 3 are shown but disabled. */
export const AllowedAndDisabled: Story = {
  args: { allowedIds: Array.from({ length: 40 }, (_, i) => i + 1), disabledIds: [2, 3] },
};
