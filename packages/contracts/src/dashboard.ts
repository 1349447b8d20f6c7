/**
 * The dashboard: /api/dashboard (spec route /dashboard, section 3). GET answers every topic with
 * its value and when it was computed; POST `event: refresh` queues the recomputation.
 */
import type { DashboardTopic } from '@portal/domain';
import { Type, type Static } from 'typebox';
import { JobQueuedAnswer, NullableDateTime, NullableInteger, NullableString, Selector } from './common.js';
import { DASHBOARD_TOPICS } from './domain-values.js';

export const DASHBOARD_PATH = '/api/dashboard';

/** The `profile` topic's value: the signed-in user's own record. */
export const DashboardProfile = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  /** Null for the placeholder '00000000'. */
  npp: NullableString,
  photo: NullableString,
  tanggal_lahir: NullableString,
  umur: NullableInteger,
  permanent_date: NullableString,
  masa_kerja: NullableInteger,
  tanggal_pensiun: NullableString,
  jabatan: NullableString,
  /** Display name; levels 5–9 include the parent office. */
  kantor: NullableString,
  pangkat: NullableString,
  grade: NullableString,
  corporate_title: NullableString,
});
export type DashboardProfile = Static<typeof DashboardProfile>;

/** One topic: its value (null: no data yet, never an invented number), when, and an optional note. */
export const DashboardTopicValue = Type.Object({
  value: Type.Unknown({
    description: 'Topic data (series of { id, nama, jumlah } for most topics); null when not available',
  }),
  updated_at: NullableDateTime,
  /** Why a value is null ('Belum tersedia: …'); an explanation for some computed ones. */
  note: Type.Optional(Type.String()),
});
export type DashboardTopicValue = Static<typeof DashboardTopicValue>;

const topicProperties = Object.fromEntries(DASHBOARD_TOPICS.map((topic) => [topic, DashboardTopicValue])) as Record<
  DashboardTopic,
  typeof DashboardTopicValue
>;

/** Whose figures: every office (kantor_id null) or the caller's office and the offices below it. */
export const DashboardScope = Type.Object({
  kantor_id: NullableInteger,
  /** 'Seluruh kantor', or the office's display name. */
  nama: Type.String(),
});
export type DashboardScope = Static<typeof DashboardScope>;

export const DashboardAnswer = Type.Object({ data: Type.Object(topicProperties), scope: DashboardScope });
export type DashboardAnswer = Static<typeof DashboardAnswer>;

export const DASHBOARD_EVENTS = ['refresh'] as const;
export const DashboardEventBody = Type.Object(
  { event: Type.Optional(Selector(DASHBOARD_EVENTS)) },
  { additionalProperties: true },
);

/** 'Job executed' (spec section 8) and the job to follow. */
export const DashboardRefreshAnswer = JobQueuedAnswer;
export type DashboardRefreshAnswer = JobQueuedAnswer;
