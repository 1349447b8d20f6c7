/**
 * SLA clocks of a ticket (docs/adr/0046): wall-clock minutes from the raise to the first agent
 * message (response) and to Selesai (resolution); a ticket closed before either ends that clock at
 * its closing. Pure, so tests pin the times; the SQL twin for filters and the summary is `slaSql`.
 */
import {
  HELPDESK_PRIORITIES,
  HELPDESK_SLA_TARGETS,
  type HelpdeskPriority,
  type HelpdeskSla,
  type HelpdeskSlaClock,
} from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';

const MINUTE = 60_000;

export interface SlaTimes {
  prioritas: HelpdeskPriority;
  created_at: Date;
  first_response_at: Date | null;
  resolved_at: Date | null;
  closed_at: Date | null;
}

function clock(start: Date, end: Date | null, target: number, now: Date): HelpdeskSlaClock {
  const until = end ?? now;
  const menit = Math.max(0, Math.floor((until.getTime() - start.getTime()) / MINUTE));
  const due = new Date(start.getTime() + target * MINUTE);
  let state: HelpdeskSlaClock['state'];
  if (end) state = until.getTime() - start.getTime() <= target * MINUTE ? 'met' : 'breached';
  else state = now.getTime() > due.getTime() ? 'breached' : 'running';
  return { target_menit: target, menit, state, due_at: due.toISOString() };
}

/** Both clocks of a ticket at `now`. */
export function slaOf(t: SlaTimes, now: Date): HelpdeskSla {
  const target = HELPDESK_SLA_TARGETS[t.prioritas];
  return {
    response: clock(t.created_at, t.first_response_at ?? t.closed_at, target.response, now),
    resolution: clock(t.created_at, t.resolved_at ?? t.closed_at, target.resolution, now),
  };
}

/** The target of a clock for the row's priority, as an interval (SQL). */
function targetSql(kind: 'response' | 'resolution', alias: string): RawBuilder<unknown> {
  const cases = HELPDESK_PRIORITIES.map((p) => sql`WHEN ${sql.lit(p)} THEN ${sql.lit(HELPDESK_SLA_TARGETS[p][kind])}`);
  return sql`(CASE ${sql.ref(`${alias}.prioritas`)} ${sql.join(cases, sql` `)} END * interval '1 minute')`;
}

/** SQL predicates of `slaOf` on table alias `t`: a clock breached (ended late, or running past its target). */
export function slaSql(alias = 't') {
  const ref = (c: string) => sql.ref(`${alias}.${c}`);
  const responseEnd = sql`coalesce(${ref('first_response_at')}, ${ref('closed_at')}, now())`;
  const resolutionEnd = sql`coalesce(${ref('resolved_at')}, ${ref('closed_at')}, now())`;
  return {
    responseBreached: sql<boolean>`(${responseEnd} - ${ref('created_at')} > ${targetSql('response', alias)})`,
    resolutionBreached: sql<boolean>`(${resolutionEnd} - ${ref('created_at')} > ${targetSql('resolution', alias)})`,
    running: sql<boolean>`(${ref('resolved_at')} IS NULL AND ${ref('closed_at')} IS NULL)`,
  };
}
