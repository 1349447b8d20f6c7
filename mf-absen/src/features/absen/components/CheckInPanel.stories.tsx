// The check-in card ("Absen Hari Ini") with the browser's position faked per story and the API
// answered as packages/server/src/modules/absen answers it (GET /general/users/x/lokasi_absen, the
// day's own checks, POST /absen): locating, inside the office geofence, outside with the distance,
// refused by the server with every reason, already checked in today, the location denied or
// unavailable, a dispensation, the exclude list, a position flagged as faked, and a refused account.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AbsenCheckAnswer, AbsenCheckInput, LokasiAbsen } from '@portal/contracts';
import {
  absenRow,
  clicks,
  forbidden,
  json,
  KANTOR_BANDUNG,
  never,
  paged,
  pegawaiUser,
  portalSession,
  REFUSAL,
  refusedWith,
  serverError,
  today,
  wib,
  type GeoAnswer,
  type Resolver,
} from '../../../testing/story-fixtures';
import { CheckInPanel } from './CheckInPanel';

const HOTEL = {
  id: 2,
  nama_lokasi: 'Hotel Savoy Homann',
  latitude: -6.9219,
  longitude: 107.6537,
  radius_m: 200,
  tanggal_selesai: today,
};

/** Where the employee may check in today (GET /general/users/x/lokasi_absen). */
const lokasi = (patch: Partial<LokasiAbsen> = {}) =>
  json({ data: { kantor: [KANTOR_BANDUNG], temporer: [], dispensasi: false, dikecualikan: false, ...patch } });

/** A few metres from the office's point, well inside its 100 m. */
const INSIDE: GeoAnswer = { latitude: -6.9218, longitude: 107.6073, accuracy: 15 };
/** About 1,2 km south of the office. */
const OUTSIDE: GeoAnswer = { latitude: -6.9323, longitude: 107.6071, accuracy: 12 };

/** POST /absen accepted: 'Absen created' with the recorded row (at the office, now). */
const recorded: Resolver = async ({ request }) => {
  const input = (await request.json()) as AbsenCheckInput;
  await delay(600);
  const now = new Date().toISOString();
  const answer: AbsenCheckAnswer = {
    message: 'Absen created',
    duplicate: false,
    data: absenRow(0, {
      tanggal: today,
      waktu: now,
      jenis: input.jenis,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      accuracy_m: input.accuracy ?? null,
      mocked: input.mocked ?? false,
    }),
  };
  return HttpResponse.json(answer);
};

/** The employee's checks of today (GET /sdm/pegawai/x/absen?date=today&pegawai_id=…). */
const noChecksToday = json(paged([]));

/** The card's calls, each answered by its resolver unless `patch` gives another. */
const handlers = (patch: { lokasi?: Resolver; checks?: Resolver; check?: Resolver } = {}): RequestHandler[] => [
  http.get('/api/general/users/x/lokasi_absen', patch.lokasi ?? lokasi()),
  http.get('/api/sdm/pegawai/x/absen', patch.checks ?? noChecksToday),
  http.post('/api/absen', patch.check ?? recorded),
];

const pressMasuk = clicks('[data-testid="absen-masuk"]');

const meta = {
  title: 'mf-absen/Absen/CheckInPanel',
  component: CheckInPanel,
  decorators: [withStoryApi],
  loaders: [portalSession],
  parameters: { user: pegawaiUser, geolocation: INSIDE, msw: { handlers: handlers() } },
};

export default meta;

/** The browser has not answered yet: 'Menentukan lokasi Anda…', both buttons off. */
export const Locating = { parameters: { geolocation: 'pending' } };

/** Inside the radius of KC Bandung: both buttons on. */
export const InsideGeofence = {};

/** 'Absen Masuk' inside the radius: the server records it; the card and a toast say so. */
export const Recorded = { play: pressMasuk };

/** 1,2 km from the office: the badge names the distance, the office and its radius. */
export const OutsideGeofence = { parameters: { geolocation: OUTSIDE } };

/**
 * Outside, 'Absen Masuk' anyway: the server refuses (422, `errors.absen`) with one text per reason
 * — the nearest office and the temporary location — listed in the card and one toast each for 10 s.
 */
export const RefusedOutside = {
  parameters: {
    geolocation: OUTSIDE,
    msw: {
      handlers: handlers({
        lokasi: lokasi({ temporer: [HOTEL] }),
        check: json(
          {
            message: REFUSAL.outsideOffice,
            errors: { absen: [REFUSAL.outsideOffice, REFUSAL.outsideTemporer] },
          },
          { status: 422, delayMs: 600 },
        ),
      }),
    },
  },
  play: pressMasuk,
};

/** Inside, but the browser's accuracy (±350 m) is coarser than the radius: refused with that reason. */
export const RefusedInaccurate = {
  parameters: {
    geolocation: { ...INSIDE, accuracy: 350 },
    msw: {
      handlers: handlers({
        check: json(
          { message: REFUSAL.inaccurate, errors: { absen: [REFUSAL.inaccurate] } },
          { status: 422, delayMs: 600 },
        ),
      }),
    },
  },
  play: pressMasuk,
};

/** After a reload: today's check-in is already recorded (07:58), so only 'Absen Pulang' is on. */
export const AlreadyCheckedInToday = {
  parameters: {
    msw: {
      handlers: handlers({
        checks: json(paged([absenRow(0, { tanggal: today, waktu: wib(today, '07:58') })])),
      }),
    },
  },
};

/** The check-in was made on another device meanwhile: the server answers 409 with its time. */
export const AlreadyRecordedElsewhere = {
  parameters: {
    msw: { handlers: handlers({ check: refusedWith(409, 'Anda sudah absen masuk hari ini pukul 07:58') }) },
  },
  play: pressMasuk,
};

/** The browser refused to share the position: the reason and 'Coba Lagi'; both buttons off. */
export const LocationDenied = { parameters: { geolocation: { error: 1 } } };

/** The GPS gave no position. */
export const LocationUnavailable = { parameters: { geolocation: { error: 2 } } };

/** A dispensation applies today: the badge says so and the buttons work without a position. */
export const Dispensation = {
  parameters: {
    geolocation: { error: 1 },
    msw: { handlers: handlers({ lokasi: lokasi({ dispensasi: true, kantor: [] }) }) },
  },
};

/** On the exclude list: need not check in (may still do so). */
export const Excluded = {
  parameters: { msw: { handlers: handlers({ lokasi: lokasi({ dikecualikan: true }) }) } },
};

/** No office or temporary location applies to the employee. */
export const NoPlaces = {
  parameters: { msw: { handlers: handlers({ lokasi: lokasi({ kantor: [] }) }) } },
};

/** The runtime flags the position as faked: shown here, reported to the server with the check. */
export const MockedLocation = { parameters: { geolocation: { ...INSIDE, mocked: true } } };

/** The check is being sent: 'Absen Masuk' spins and the other button waits. */
export const Sending = { parameters: { msw: { handlers: handlers({ check: never }) } }, play: pressMasuk };

/** The server failed (500): its message is listed in the card and shown as a toast. */
export const ServerError = { parameters: { msw: { handlers: handlers({ check: serverError }) } }, play: pressMasuk };

/** An account without the employee role (403 of the guard): the card lists the refusal. */
export const RefusedAccount = { parameters: { msw: { handlers: handlers({ check: forbidden }) } }, play: pressMasuk };
