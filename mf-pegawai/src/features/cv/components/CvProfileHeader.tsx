import { useTransport } from '@portal/api-client';
import { formatDate, formatRemainingUntilRetirement, kantorDisplayNameWithParent } from '@portal/domain';
import type { CvActiveSanksi, PegawaiCvProfile } from '@portal/contracts';
import { Avatar, Grid, Heading, HStack, Stack, Text, Wrap } from '@portal/design-system';
import { initials, usePhotoUrl } from '../../pegawai-list/public';
import { SanksiBadge } from '../../sanksi/public';
import { PhotoUploadButton } from '../../../shared/PhotoUploadButton';
import { uploadPhoto, type PhotoKind } from '../api';

function PhotoButton({
  kind,
  label,
  pegawaiId,
  onUploaded,
}: {
  kind: PhotoKind;
  label: string;
  pegawaiId: number;
  onUploaded: () => void;
}) {
  const transport = useTransport();
  return (
    <PhotoUploadButton
      inputLabel={label}
      testId={`cv-upload-${kind}`}
      send={(dataUrl) => uploadPhoto(transport, kind, pegawaiId, dataUrl)}
      onUploaded={onUploaded}
    >
      {label}
    </PhotoUploadButton>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** The sanctions in force today, each as its class-coloured type with its period; nothing when there are none. */
function ActiveSanksi({ sanksi }: { sanksi: readonly CvActiveSanksi[] }) {
  if (sanksi.length === 0) return null;
  return (
    <Stack gap="1" data-testid="cv-sanksi-aktif">
      <Text fontSize="xs" color="fg.muted">
        Sanksi aktif
      </Text>
      <Wrap gap="3">
        {sanksi.map((s) => (
          <HStack key={s.id} gap="2">
            <SanksiBadge jenis={s.jenis} />
            <Text fontSize="sm">
              {formatDate(s.awal)} - {s.akhir ? formatDate(s.akhir) : 'tanpa batas'}
            </Text>
          </HStack>
        ))}
      </Wrap>
    </Stack>
  );
}

export interface CvProfileHeaderProps {
  profile: PegawaiCvProfile;
  /** Sanctions in force today (spec: index_sanksi_active on the CV header). */
  sanksiAktif: readonly CvActiveSanksi[];
  canEdit: boolean;
  onPhotoChanged: () => void;
}

/** Photo (the CV photo, else the photo, else initials), identity, position and the retirement date with time left. */
export function CvProfileHeader({ profile, sanksiAktif, canEdit, onPhotoChanged }: CvProfileHeaderProps) {
  const src = usePhotoUrl(profile.photo_cv ?? profile.photo);
  return (
    <HStack align="flex-start" gap="6" wrap="wrap" data-testid="cv-profile">
      <Stack align="center" gap="2">
        <Avatar.Root size="2xl" shape="rounded">
          <Avatar.Fallback>{initials(profile.nama)}</Avatar.Fallback>
          {src ? <Avatar.Image src={src} alt={`Foto ${profile.nama}`} /> : null}
        </Avatar.Root>
        {canEdit ? (
          <Stack gap="1">
            <PhotoButton kind="photo" label="Unggah Foto" pegawaiId={profile.id} onUploaded={onPhotoChanged} />
            <PhotoButton kind="photo_cv" label="Unggah Foto CV" pegawaiId={profile.id} onUploaded={onPhotoChanged} />
          </Stack>
        ) : null}
      </Stack>
      <Stack gap="3" flex="1" minW="60">
        <Heading as="h1" size="xl">
          {profile.nama}
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
          <Item label="NPP" value={profile.npp ?? '-'} />
          <Item label="Jabatan" value={profile.jabatan?.nama ?? '-'} />
          <Item label="Kantor" value={profile.kantor ? kantorDisplayNameWithParent(profile.kantor) : '-'} />
          <Item label="Label" value={profile.label ?? '-'} />
          <Item label="Bidang Tugas" value={profile.bidangtugas ?? '-'} />
          <Item label="Tanggal Permanen" value={profile.permanent_date ? formatDate(profile.permanent_date) : '-'} />
          <Item label="Tanggal Lahir" value={profile.tanggal_lahir ? formatDate(profile.tanggal_lahir) : '-'} />
          <Item label="Tanggal Pensiun" value={profile.retirement_date ? formatDate(profile.retirement_date) : '-'} />
          <Item label="Sisa Masa Kerja" value={formatRemainingUntilRetirement(profile.tanggal_lahir)} />
        </Grid>
        <ActiveSanksi sanksi={sanksiAktif} />
      </Stack>
    </HStack>
  );
}
