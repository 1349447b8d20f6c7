/**
 * The rule of issue #22: a contract ending within 30 days shows on the register (its status
 * akan_berakhir, computed on read) and notifies HR. HR is told by this scheduled job: each run
 * claims the last contracts of workers on the register that end within 30 days and were not
 * announced yet (outsourcing_kontrak.expiry_notified_at), and sends one notification listing them
 * to every active account that manages outsourcing (POLICY.manageOutsourcing: 60, 57), in the same
 * transaction. A changed end date clears the mark, so the new date is announced again.
 */
import type { Actor } from '../../platform/audit.js';
import { activeRoleHolders } from '../../platform/auth/role-holders.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY, formatDate } from '../../platform/domain.js';
import { notifyUsers } from '../../platform/notifications.js';
import { OUTSOURCING_MESSAGES as M } from './outsourcing-input.js';
import * as repo from './outsourcing.repo.js';

export const KONTRAK_NOTIFY_JOB = 'outsourcing.kontrak_notify';
/** Every hour (Asia/Jakarta); the first run of a day is at 00:00, when "30 days from today" moves. */
export const KONTRAK_NOTIFY_CRON = '0 * * * *';
export const KONTRAK_NOTIFY_LINK = '/outsourcing/kontrak_expired';
const LISTED = 20;

const SYSTEM_ACTOR: Actor = { userId: null, method: 'JOB', route: KONTRAK_NOTIFY_JOB, ip: null };

/** Announces the contracts newly within 30 days of their end; answers how many. */
export async function notifyExpiringContracts(db: Db, actor: Actor = SYSTEM_ACTOR): Promise<number> {
  const run = async (trx: Db) => {
    const due = await repo.claimExpiringKontrak(trx);
    if (due.length === 0) return 0;
    const recipients = await activeRoleHolders(trx, POLICY.manageOutsourcing.hasRolesId ?? []);
    const lines = due.slice(0, LISTED).map((k) => `${k.nama}: berakhir ${formatDate(k.akhir)}`);
    if (due.length > LISTED) lines.push(`dan ${due.length - LISTED} lainnya`);
    await notifyUsers(trx, recipients, {
      kind: 'info',
      title: M.expiringTitle(due.length),
      body: lines.join('\n'),
      link: KONTRAK_NOTIFY_LINK,
    });
    await recordAudit(trx, {
      ...actor,
      entity: 'outsourcing_kontrak_notice',
      entityId: due[0]!.id,
      after: { kontrak_ids: due.map((k) => k.id), recipients: recipients.length },
    });
    return due.length;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export function registerKontrakNotifyJob(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>({
    name: KONTRAK_NOTIFY_JOB,
    handler: async () => {
      const notified = await notifyExpiringContracts(ctx.db);
      return { message: `Kontrak outsourcing diberitahukan: ${notified}`, result: { notified } };
    },
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    schedule: { cron: KONTRAK_NOTIFY_CRON },
  });
}
