/**
 * The browser's position for check-in: one reading on demand through navigator.geolocation, with
 * the states the panel shows. `mocked`: browsers have no standard flag for a faked position; some
 * Android runtimes add `mocked` (Capacitor) or `isMock` to the position or its coords, so that is
 * read when present and false otherwise (ADR 0012). The server records what the client reports.
 */
import { useCallback, useState } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
  mocked: boolean;
}

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; position: Position }
  | { status: 'error'; message: string };

const GEO_ERRORS: Record<number, string> = {
  1: 'Akses lokasi ditolak. Izinkan akses lokasi pada peramban untuk absen.',
  2: 'Lokasi tidak dapat ditentukan. Pastikan GPS aktif lalu coba lagi.',
  3: 'Waktu menentukan lokasi habis. Coba lagi.',
};

function isMocked(position: GeolocationPosition): boolean {
  const flags = [position, position.coords] as unknown as Record<string, unknown>[];
  return flags.some((o) => o.mocked === true || o.isMock === true);
}

export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'error', message: 'Peramban ini tidak mendukung penentuan lokasi.' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setState({
          status: 'ready',
          position: {
            latitude: p.coords.latitude,
            longitude: p.coords.longitude,
            accuracy: p.coords.accuracy,
            mocked: isMocked(p),
          },
        }),
      (e) => setState({ status: 'error', message: GEO_ERRORS[e.code] ?? e.message }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, []);
  return { state, locate };
}

/** Great-circle distance in metres (haversine; the server uses the same formula). */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** '350 m' or '1,2 km', as the server's messages. */
export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m)} m` : `${(m / 1000).toFixed(1).replace('.', ',')} km`;
}
