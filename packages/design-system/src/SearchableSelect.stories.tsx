import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { filterOptions, type OptionId } from './option-filter';
import { SearchableSelect } from './SearchableSelect';
import { demoPegawai, type DemoPegawai } from './stories/fixtures';

const searchKeys = ['npp', 'jabatan.nama', 'kantor.nama'];
const renderPegawai = (p: DemoPegawai) => (
  <Stack gap="0">
    <Text>{p.nama}</Text>
    <Text fontSize="xs" color="fg.muted">
      {p.npp} · {p.jabatan.nama} · {p.kantor.nama}
    </Text>
  </Stack>
);

function Single(props: { remote?: boolean; allowedIds?: '*' | number[]; disabledIds?: '*' | number[] }) {
  const [value, setValue] = useState<OptionId | null>(null);
  const loadOptions = async (search: string) => {
    const response = await fetch(`/api/sdm/pegawai/options?search=${encodeURIComponent(search)}`);
    return (await response.json()).data as DemoPegawai[];
  };
  return (
    <Stack maxW="md" gap="3">
      <SearchableSelect<DemoPegawai>
        label="Pegawai"
        options={props.remote ? [] : demoPegawai.slice(0, 30)}
        searchKeys={searchKeys}
        loadOptions={props.remote ? loadOptions : undefined}
        allowedIds={props.allowedIds}
        disabledIds={props.disabledIds}
        renderOption={renderPegawai}
        value={value}
        onChange={(next) => setValue(next)}
      />
      <Text fontSize="sm" color="fg.muted">
        value: {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

function Multi() {
  const [value, setValue] = useState<OptionId[]>([2, 5]);
  return (
    <Stack maxW="md" gap="3">
      <SearchableSelect<DemoPegawai>
        multiple
        label="Peserta"
        options={demoPegawai.slice(0, 30)}
        searchKeys={searchKeys}
        value={value}
        onChange={(next) => setValue(next)}
      />
      <Text fontSize="sm" color="fg.muted">
        value: {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Design system/SearchableSelect',
  component: Single,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/sdm/pegawai/options', async ({ request }) => {
          await delay(500);
          const search = new URL(request.url).searchParams.get('search') ?? '';
          return HttpResponse.json({ data: filterOptions(demoPegawai, search, ['nama', ...searchKeys]).slice(0, 20) });
        }),
      ],
    },
  },
} satisfies Meta<typeof Single>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Client fuzzy search on nama, npp, jabatan and kantor. */
export const ClientSearch: Story = {};

/** Server search (MSW) only after more than 3 characters and 1000 ms of quiet. */
export const RemoteSearch: Story = { args: { remote: true } };

export const AllowedAndDisabledIds: Story = { args: { allowedIds: [1, 2, 3, 4, 5, 6], disabledIds: [2, 4] } };

export const AllDisabled: Story = { args: { disabledIds: '*' } };

export const Multiple: Story = { render: () => <Multi /> };
