import { useEffect, useState } from 'react';
import { ApiError, useCurrentUser, useTransport } from '@portal/api-client';
import { portalToday, formatTime, formatDate } from '@portal/domain';
import type { AbsenJenis, AbsenRow, LokasiAbsen } from '@portal/contracts';
import { notify, Alert, Badge, Button, Card, HStack, Spinner, Stack, Text } from '@portal/design-system';
import { ABSEN_ERROR_MS, checkAbsen, JENIS_LABEL, useLokasiAbsen, useTodayChecks } from '../api';
import { distanceMeters, formatDistance, useGeolocation, type Position } from '../geo';

interface Nearest {
  nama: string;
  distance: number;
  radius: number;
}

/** The allowed place nearest to its edge (offices and temporary locations), as the server chooses. */
function nearestPlace(lokasi: LokasiAbsen, position: Position): Nearest | null {
  const places = [
    ...lokasi.kantor.map((k) => ({ nama: k.nama, latitude: k.latitude, longitude: k.longitude, radius: k.radius_m })),
    ...lokasi.temporer.map((t) => ({
      nama: t.nama_lokasi,
      latitude: t.latitude,
      longitude: t.longitude,
      radius: t.radius_m,
    })),
  ].map((p) => ({ nama: p.nama, radius: p.radius, distance: distanceMeters(position, p) }));
  places.sort((a, b) => a.distance - a.radius - (b.distance - b.radius));
  return places[0] ?? null;
}

export interface CheckInPanelProps {
  /** Called after a check was recorded (to refresh lists). */
  onRecorded?: (row: AbsenRow) => void;
}

/**
 * Check-in/out at the browser's position: locating → inside/outside the nearest allowed place →
 * Absen Masuk / Absen Pulang. The server decides; its refusal reasons are shown one error toast
 * each for 10 s (spec section 5) and listed in the panel.
 */
export function CheckInPanel({ onRecorded }: CheckInPanelProps) {
  const transport = useTransport();
  const { state, locate } = useGeolocation();
  const lokasi = useLokasiAbsen();
  const [sending, setSending] = useState<AbsenJenis | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [recorded, setRecorded] = useState<AbsenRow | null>(null);
  const user = useCurrentUser();
  const [today] = useState(portalToday);
  const todayChecks = useTodayChecks(user?.pegawai_id, today);
  // The first check of each kind today, from the server: a reload shows it and keeps its button off.
  const firstOf = (jenis: AbsenJenis) =>
    todayChecks.data?.data.find((r) => r.jenis === jenis) ?? (recorded?.jenis === jenis ? recorded : null);
  const doneToday = { masuk: firstOf('masuk'), pulang: firstOf('pulang') };

  useEffect(() => locate(), [locate]);

  const info = lokasi.data?.data;
  const position = state.status === 'ready' ? state.position : null;
  const nearest = info && position ? nearestPlace(info, position) : null;
  const canSend = position !== null || info?.dispensasi === true;

  async function send(jenis: AbsenJenis) {
    setSending(jenis);
    setReasons([]);
    try {
      const answer = await checkAbsen(transport, {
        jenis,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        accuracy: position?.accuracy ?? null,
        mocked: position?.mocked ?? false,
      });
      setRecorded(answer.data);
      notify.success(answer.message);
      void todayChecks.mutate();
      onRecorded?.(answer.data);
    } catch (error) {
      const texts =
        error instanceof ApiError && error.errors
          ? Object.values(error.errors).flat()
          : [error instanceof Error ? error.message : String(error)];
      setReasons(texts);
      for (const text of texts) notify.error(text, { duration: ABSEN_ERROR_MS });
    } finally {
      setSending(null);
    }
  }

  return (
    <Card.Root data-testid="absen-checkin-panel">
      <Card.Header>
        <Card.Title>Absen Hari Ini</Card.Title>
        <Card.Description>{formatDate(new Date())}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {info?.dikecualikan ? (
            <Text fontSize="sm" color="fg.muted">
              Anda termasuk daftar pengecualian: tidak wajib absen.
            </Text>
          ) : null}
          {info?.dispensasi ? (
            <Badge colorPalette="purple" alignSelf="start">
              Dispensasi berlaku hari ini: absen tanpa lokasi
            </Badge>
          ) : null}
          <LocationStatus
            state={state}
            nearest={nearest}
            hasPlaces={Boolean(info && (info.kantor.length > 0 || info.temporer.length > 0))}
            onRetry={locate}
          />
          {reasons.length > 0 ? (
            <Alert.Root status="error" data-testid="absen-refused">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Absen ditolak</Alert.Title>
                <Alert.Description>
                  {reasons.map((r) => (
                    <Text key={r}>{r}</Text>
                  ))}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {recorded ? (
            <Alert.Root status="success" data-testid="absen-recorded">
              <Alert.Indicator />
              <Alert.Title>
                Absen {JENIS_LABEL[recorded.jenis].toLowerCase()} tercatat pukul {formatTime(recorded.waktu)}
                {recorded.kantor_nama
                  ? ` di ${recorded.kantor_nama}`
                  : recorded.lokasi_temporer_nama
                    ? ` di ${recorded.lokasi_temporer_nama}`
                    : ''}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {doneToday.masuk || doneToday.pulang ? (
            <Stack gap="0" fontSize="sm" data-testid="absen-today">
              {(['masuk', 'pulang'] as const).map((jenis) => (
                <Text key={jenis}>
                  {JENIS_LABEL[jenis]}:{' '}
                  {doneToday[jenis] ? `tercatat pukul ${formatTime(doneToday[jenis].waktu)}` : 'belum'}
                </Text>
              ))}
            </Stack>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button
              onClick={() => send('masuk')}
              disabled={!canSend || sending !== null || doneToday.masuk !== null}
              loading={sending === 'masuk'}
              data-testid="absen-masuk"
            >
              Absen Masuk
            </Button>
            <Button
              kind="secondary"
              onClick={() => send('pulang')}
              disabled={!canSend || sending !== null || doneToday.pulang !== null}
              loading={sending === 'pulang'}
              data-testid="absen-pulang"
            >
              Absen Pulang
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LocationStatus({
  state,
  nearest,
  hasPlaces,
  onRetry,
}: {
  state: ReturnType<typeof useGeolocation>['state'];
  nearest: Nearest | null;
  hasPlaces: boolean;
  onRetry: () => void;
}) {
  if (state.status === 'idle' || state.status === 'locating') {
    return (
      <HStack data-testid="absen-locating" role="status">
        <Spinner size="sm" />
        <Text>Menentukan lokasi Anda…</Text>
      </HStack>
    );
  }
  if (state.status === 'error') {
    return (
      <HStack justify="space-between" wrap="wrap" data-testid="absen-location-error" role="alert">
        <Text color="fg.error">{state.message}</Text>
        <Button kind="secondary" size="sm" onClick={onRetry}>
          Coba Lagi
        </Button>
      </HStack>
    );
  }
  const { position } = state;
  const inside = nearest !== null && nearest.distance <= nearest.radius;
  return (
    <Stack gap="1" data-testid="absen-location">
      <HStack wrap="wrap">
        {nearest ? (
          <Badge colorPalette={inside ? 'green' : 'red'} data-testid={inside ? 'absen-inside' : 'absen-outside'}>
            {inside
              ? `Di dalam radius ${nearest.nama}`
              : `Di luar radius: ${formatDistance(nearest.distance)} dari ${nearest.nama} (radius ${nearest.radius} m)`}
          </Badge>
        ) : (
          <Badge colorPalette="gray">
            {hasPlaces ? 'Memeriksa lokasi absen…' : 'Tidak ada lokasi absen yang berlaku untuk Anda'}
          </Badge>
        )}
        {position.mocked ? <Badge colorPalette="orange">Lokasi palsu terdeteksi</Badge> : null}
        <Button kind="quiet" size="xs" onClick={onRetry}>
          Perbarui lokasi
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {position.latitude.toFixed(6)}, {position.longitude.toFixed(6)} · akurasi ±{Math.round(position.accuracy)} m
      </Text>
    </Stack>
  );
}
