import { useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { DiklatEventInput } from '@portal/contracts';
import { Heading, notify, Stack } from '@portal/design-system';
import { EMPTY_EVENT_FORM, saveEvent, useDiklatOptions } from '../api';
import { DiklatEventForm } from '../components/DiklatEventForm';

/** /pegawai/diklat/register (61): register a diklat event, then add its participants on its page. */
export default function DiklatRegisterPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const options = useDiklatOptions();
  const save = async (input: DiklatEventInput) => {
    const answer = await saveEvent(transport, input);
    notify.success(answer.message);
    void navigate(`/pegawai/diklat/show/${answer.data.token}`);
  };
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="xl">
        Registrasi Diklat
      </Heading>
      <DiklatEventForm
        initialValues={EMPTY_EVENT_FORM}
        options={options.data}
        onSubmit={save}
        onCancel={() => void navigate('/pegawai/diklat')}
      />
    </Stack>
  );
}
