import { useState } from 'react';
import { useParams } from '@portal/design-system/router';
import { ApiError, useTransport } from '@portal/api-client';
import { CV_MESSAGES } from '@portal/domain';
import { EmptyState, LoadingState, notify, useConfirm, Separator, Stack, Text } from '@portal/design-system';
import {
  bodyOf,
  createRecord,
  deleteRecord,
  emptyValues,
  updateRecord,
  useCv,
  useCvChoices,
  useCvOptions,
  type CvFormValues,
} from '../api';
import { CvProfileHeader } from '../components/CvProfileHeader';
import { CvRecordForm } from '../components/CvRecordForm';
import { CvSection } from '../components/CvSection';
import { CV_SECTIONS, type CvSectionConfig } from '../sections';

type Row = { id: number } & Record<string, unknown>;
interface Editing {
  section: CvSectionConfig;
  row: Row | null;
}

function reportError(error: unknown) {
  // 401 ends the session and 403 goes to unauthorized (the shell's transport handles both).
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  notify.error(error instanceof Error ? error.message : String(error));
}

/**
 * /pegawai/show/:id? (pegawai.cv, not role 8): an employee's CV; without an id the signed-in
 * user's own. The server decides who sees which CV (HR anyone, others only their own) and whether
 * the caller may change it (`can_edit`), which shows the add/edit/delete and photo buttons.
 */
export default function PegawaiCvPage() {
  const { id: idParam } = useParams();
  const parsed = idParam === undefined ? null : Number(idParam);
  const invalidId = parsed !== null && !(Number.isInteger(parsed) && parsed > 0);
  const cv = useCv(invalidId ? null : parsed);
  const transport = useTransport();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = cv.data?.data;
  const options = useCvOptions(Boolean(data?.can_edit));
  const choices = useCvChoices(Boolean(data?.can_edit));

  if (invalidId || cv.error?.status === 404) {
    return (
      <EmptyState
        title={CV_MESSAGES.notFound}
        description={cv.error?.message !== CV_MESSAGES.notFound ? cv.error?.message : undefined}
      />
    );
  }
  if (cv.error)
    return (
      <Text color="fg.error" role="alert">
        {cv.error.message}
      </Text>
    );
  if (!data) return <LoadingState />;
  const pegawaiId = data.profile.id;
  const refresh = () => void cv.mutate();

  async function save(section: CvSectionConfig, row: Row | null, values: CvFormValues) {
    const body = bodyOf(section.fields, values);
    const answer = row
      ? await updateRecord(transport, section.path, row.id, body)
      : await createRecord(transport, section.path, { pegawai_id: pegawaiId, ...body });
    notify.success(answer.message);
    setEditing(null);
    refresh();
  }

  async function remove(section: CvSectionConfig, row: Row) {
    await confirm({
      title: `Hapus ${section.entity}?`,
      message: `Data ${section.entity.toLowerCase()} ini akan dihapus dari CV ${data!.profile.nama}.`,
      confirmLabel: 'Hapus',
      destructive: true,
      onConfirm: async () => {
        try {
          notify.success((await deleteRecord(transport, section.path, row.id)).message);
          refresh();
        } catch (error) {
          reportError(error);
          throw error;
        }
      },
    });
  }

  return (
    <Stack gap="6" data-testid="pegawai-cv-page">
      <CvProfileHeader
        profile={data.profile}
        sanksiAktif={data.sanksi_aktif}
        canEdit={data.can_edit}
        onPhotoChanged={refresh}
      />
      {CV_SECTIONS.map((section) => (
        <Stack key={section.key} gap="6">
          <Separator />
          <CvSection
            sectionKey={section.key}
            title={section.title}
            entity={section.entity}
            columns={section.columns}
            rows={data[section.key] as unknown as Row[]}
            canEdit={data.can_edit}
            onAdd={() => setEditing({ section, row: null })}
            onEdit={(row) => setEditing({ section, row })}
            onDelete={(row) => void remove(section, row)}
          />
        </Stack>
      ))}
      {editing ? (
        <CvRecordForm
          title={`${editing.row ? 'Ubah' : 'Tambah'} ${editing.section.entity}`}
          fields={editing.section.fields}
          initialValues={editing.row ? editing.section.toValues(editing.row) : emptyValues(editing.section.fields)}
          options={options}
          choices={choices}
          onSubmit={(values) => save(editing.section, editing.row, values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
