/**
 * Builds the Fastify app from platform plugins and modules. No side effects on import: main.ts
 * and the tests call buildApp with their own database and config.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './platform/db/schema.js';
import { registerGuard } from './platform/auth/guard.js';
import { SessionService } from './platform/auth/sessions.js';
import { isSessionRevoked } from './platform/auth/sessions.repo.js';
import {
  listenForRevocations,
  SessionRevocations,
  type RevocationListener,
} from './platform/auth/session-revocations.js';
import { AccessTokens } from './platform/auth/tokens.js';
import { CaptchaService, registerCaptchaRoutes } from './platform/captcha.js';
import type { AppContext } from './platform/context.js';
import { registerDocs } from './platform/docs.js';
import { apiErrorSchema, registerErrorHandler } from './platform/errors.js';
import { registerHealth } from './platform/health.js';
import { startHousekeeping } from './platform/housekeeping.js';
import { createPgRateLimitStore } from './platform/rate-limit-store.js';
import { registerStatic } from './platform/static.js';
import { createRemotesSource } from './platform/remotes-list.js';
import { collectRouteTable } from './platform/route-table.js';
import { AJV_OPTIONS, frameworkErrors, registerInputGuard } from './platform/input-guard.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerCompression } from './platform/compression.js';
import { registerDrain } from './platform/drain.js';
import { refuseSourceMaps } from './platform/source-maps.js';
import { createFilesService } from './platform/files/create-storage.js';
import { storageRoutes } from './modules/storage/storage.routes.js';
import { deliveryWorkerPlugin } from './platform/delivery/delivery-plugin.js';
import { PgListener } from './platform/realtime/pg-listener.js';
import { realtimeRoutes } from './platform/realtime/realtime.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { kantorRoutes } from './modules/kantor/kantor.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { logsRoutes } from './modules/logs/logs.routes.js';
import { optionsRoutes } from './modules/options/options.routes.js';
import { generalListsRoutes } from './modules/general-lists/general-lists.routes.js';
import { sanksiRoutes } from './modules/sanksi/sanksi.routes.js';
import { pgsRoutes } from './modules/pgs/pgs.routes.js';
import { pegawaiRegistersRoutes } from './modules/pegawai-registers/pegawai-registers.routes.js';
import { phkRoutes } from './modules/phk/phk.routes.js';
import { outsourcingRoutes } from './modules/outsourcing/outsourcing.routes.js';
import { perawatanRoutes } from './modules/perawatan/perawatan.routes.js';
import { diklatRoutes } from './modules/diklat/diklat.routes.js';
import { qualificationRoutes } from './modules/qualification/qualification.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import type { JobService } from './platform/jobs/job-service.js';
import { attachJobs, createJobService } from './platform/jobs/jobs-plugin.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { pegawaiRoutes } from './modules/pegawai/pegawai.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { linkRoutes } from './modules/link/link.routes.js';
import { pegawaiCvRoutes } from './modules/pegawai-cv/pegawai-cv.routes.js';
import { jabatanRoutes } from './modules/jabatan/jabatan.routes.js';
import { pangkatRoutes } from './modules/pangkat/pangkat.routes.js';
import { gajiRoutes } from './modules/gaji/gaji.routes.js';
import { kpiRoutes } from './modules/kpi/kpi.routes.js';
import { wlaRoutes } from './modules/wla/wla.routes.js';
import { targetDanaRoutes } from './modules/target-dana/target-dana.routes.js';
import { sotkRoutes } from './modules/sotk/sotk.routes.js';
import { izinRoutes } from './modules/izin/izin.routes.js';
import { sppdRoutes } from './modules/sppd/public.js';
import { liburRoutes } from './modules/libur/libur.routes.js';
import { absenRoutes } from './modules/absen/absen.routes.js';
import { absenRegistersRoutes } from './modules/absen-registers/absen-registers.routes.js';
import { absenReportsRoutes } from './modules/absen-reports/absen-reports.routes.js';
import { absenDeleteRequestRoutes } from './modules/absen-delete-request/absen-delete-request.routes.js';
import { covidRoutes } from './modules/covid/covid.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { picRoutes } from './modules/pic/pic.routes.js';
import { notadinasRoutes } from './modules/notadinas/notadinas.routes.js';
import { skmdRoutes } from './modules/skmd/skmd.routes.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { infobankRoutes } from './modules/infobank/infobank.routes.js';
import { broadcastRoutes } from './modules/broadcast/broadcast.routes.js';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.js';
import { pushRoutes } from './platform/push/push-plugin.js';
import { taskRoutes } from './modules/task/task.routes.js';
import { helpdeskRoutes } from './modules/helpdesk/helpdesk.routes.js';
import { worksheetRoutes } from './modules/worksheet/worksheet.routes.js';
import { surveyRoutes } from './modules/survey/survey.routes.js';
import { learningRoutes } from './modules/learning/learning.routes.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Clock of time-limited platform features (signed file addresses); tests move it. */
  now?: () => number;
  /** Background jobs; created (not started) when absent. Start workers with `app.jobs.start()`. */
  jobs?: JobService;
}

export async function buildApp({ db, config, now = Date.now, jobs }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ajv: AJV_OPTIONS,
    frameworkErrors,
    // Shutdown drains in the portal's own words (registerDrain), not Fastify's default 503 body.
    return503OnClosing: false,
  });
  registerDrain(app);

  const accessTokens = new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const revocations = new SessionRevocations((sessionId) => isSessionRevoked(db, sessionId));
  const ctx: AppContext = {
    db,
    config,
    accessTokens,
    sessions: new SessionService(db, accessTokens, revocations, config.refreshTokenTtlDays),
    captcha: new CaptchaService(db, config.captchaHmacKey, config.captchaMaxNumber),
    listener: new PgListener(config.databaseUrl, app.log),
    files: await createFilesService(config, now),
    jobs: jobs ?? createJobService(db, config, app.log),
  };

  collectRouteTable(app);
  registerInputGuard(app);
  app.addSchema(apiErrorSchema);
  registerErrorHandler(app);
  attachJobs(app, ctx.jobs);
  // First of the onRequest hooks: a 401/403 from the guard carries the headers too.
  const remotes = createRemotesSource(config, app.log);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
    remoteOrigins: () => remotes.origins(),
  });
  refuseSourceMaps(app);
  // Before every route: the onSend hook must wrap API answers and static files alike.
  await registerCompression(app);
  // Before any route or plugin, so every route inherits the authentication hook.
  registerGuard(app, { accessTokens, revocations });
  await registerDocs(app, { open: config.apiDocsPublic === true });
  await app.register(rateLimit, { global: false, store: createPgRateLimitStore(db) });

  registerHealth(app, db);
  registerCaptchaRoutes(app, ctx.captcha);
  // Domain modules: one Fastify plugin each, given the shared context. New modules go here.
  const modules = [
    authRoutes,
    usersRoutes,
    kantorRoutes,
    realtimeRoutes,
    optionsRoutes,
    generalListsRoutes,
    logsRoutes,
    outboxRoutes,
    deliveryWorkerPlugin,
    storageRoutes,
    jobsRoutes,
    pegawaiRoutes,
    dashboardRoutes,
    linkRoutes,
    mailRoutes,
    // Employees domain
    pegawaiCvRoutes,
    jabatanRoutes,
    pangkatRoutes,
    sotkRoutes,
    sanksiRoutes,
    pgsRoutes,
    pegawaiRegistersRoutes,
    phkRoutes,
    outsourcingRoutes,
    perawatanRoutes,
    diklatRoutes,
    qualificationRoutes,
    // Attendance and leave
    liburRoutes,
    izinRoutes,
    sppdRoutes,
    absenRoutes,
    absenRegistersRoutes,
    absenReportsRoutes,
    absenDeleteRequestRoutes,
    covidRoutes,
    // Salary
    gajiRoutes,
    kpiRoutes,
    // Workload analysis and funds targets (issue #17)
    wlaRoutes,
    targetDanaRoutes,
    // Memos and work-assignment letters (issue #16)
    notadinasRoutes,
    skmdRoutes,
    aiRoutes,
    whatsappRoutes,
    pushRoutes,
    // Tasks (issue #20)
    taskRoutes,
    // Helpdesk and worksheets (issue #20)
    helpdeskRoutes,
    worksheetRoutes,
    // Surveys and learning (issue #20)
    surveyRoutes,
    learningRoutes,
    // Info board, public channel, broadcast (issue #19)
    infobankRoutes,
    broadcastRoutes,
    // Notifications and officers (issue #19)
    notificationsRoutes,
    picRoutes,
  ];
  for (const module of modules) await app.register(module, { ctx });
  await registerStatic(app, config, remotes);

  let listener: RevocationListener | undefined;
  let stopHousekeeping: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (config.databaseUrl) {
      listener = listenForRevocations(config.databaseUrl, revocations, app.log);
      await listener.ready;
    } else {
      app.log.warn('no databaseUrl: session revocations reach other processes only after the cache TTL');
    }
    stopHousekeeping = startHousekeeping(db, ctx.files.storage, app.log);
    await ctx.listener.start();
  });
  app.addHook('onClose', async () => {
    stopHousekeeping?.();
    await listener?.close();
    await ctx.listener.close();
    await ctx.files.storage.close?.();
  });

  return app;
}
