import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { DiklatEventInput } from '@portal/contracts';
import { Button, notify, PageHeader, Stack } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { EMPTY_EVENT_FORM, saveEvent, useDiklatEvents, useDiklatOptions } from '../api';
import { DiklatEventForm } from '../components/DiklatEventForm';
import { DiklatEventTable } from '../components/DiklatEventTable';
import { useDiklatListQuery } from '../list-query';

/**
 * /pegawai/diklat (61, not 8, full width): every diklat event by its start date; search, filters
 * (organiser, category, status, year), add an event and open one with its files and participants.
 */
export default function DiklatPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const [query, setQuery] = useDiklatListQuery();
  const list = useDiklatEvents(query);
  const options = useDiklatOptions();
  const [adding, setAdding] = useState(false);

  const save = async (input: DiklatEventInput) => {
    const answer = await saveEvent(transport, input);
    notify.success(answer.message);
    setAdding(false);
    void navigate(`/pegawai/diklat/show/${answer.data.token}`);
  };

  return (
    <Stack gap="4">
      <PageHeader title="Daftar Diklat" size="xl">
        <Button size="sm" onClick={() => setAdding(true)} data-testid="diklat-add">
          Tambah Diklat
        </Button>
      </PageHeader>
      <DiklatEventTable list={list} query={query} setQuery={setQuery} options={options.data} />
      {adding ? (
        <FormDialog open title="Tambah Diklat" onClose={() => setAdding(false)} testId="diklat-form-dialog">
          <DiklatEventForm
            initialValues={EMPTY_EVENT_FORM}
            options={options.data}
            onSubmit={save}
            onCancel={() => setAdding(false)}
          />
        </FormDialog>
      ) : null}
    </Stack>
  );
}
