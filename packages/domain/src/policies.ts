/**
 * Who may do what: every role rule of the portal, named, in one place (docs/code-map.md).
 *
 * A policy is the spec's three-part rule in the spec's own words (section 2): the user needs at
 * least one of `hasRolesId`, none of `doesntHaveRolesId`, and a position in `hasJabatanId`. Route
 * tables (`meta.policy`), the shell's guard and menu, pages that show or hide an action, and the
 * server's route declarations (`config.policy`) all name a policy from here, and one predicate,
 * `allows`, decides everywhere. No role number appears anywhere else (the lint holds that).
 *
 * Policies are plain data, so a route table can travel as JSON and still carry its rule.
 */
import { ROLE } from './roles';

const {
  SUPER_ADMIN,
  ADMIN_POTONGAN_GAJI,
  ADMIN_UMUM,
  ADMIN_INFO,
  AKSES_TERBATAS,
  ADMIN_SISTEM,
  PEGAWAI,
  ADMIN_SPPD,
  PELAPORAN_SPPD,
  KEUANGAN_SPPD,
  PENGAWAS_SPPD,
  ADMIN_TARGET_DANA,
  VERIFIKATOR_TARGET_DANA,
  AKSES_TERBATAS_LAYANAN,
  ADMIN_GAJI,
  LAPORAN_GAJI,
  ADMIN_SDM,
  LAPORAN_SDM,
  ADMIN_ABSENSI,
  ADMIN_OUTSOURCING,
  ADMIN_DIKLAT,
  ADMIN_SANKSI,
  ADMIN_PENGEMBANGAN,
  ADMIN_KPI,
  ADMIN_USER,
} = ROLE;

export interface PolicyRule {
  /** The user needs at least one of these role ids. */
  readonly hasRolesId?: readonly number[];
  /** The user must have none of these role ids. */
  readonly doesntHaveRolesId?: readonly number[];
  /** The user's position (jabatan) id must be one of these. */
  readonly hasJabatanId?: readonly number[];
}

export interface Policy extends PolicyRule {
  /** The policy's name in POLICY, for messages, docs and tests. */
  readonly name: string;
}

export interface AccessSubject {
  rolesId: readonly number[];
  jabatanId?: number | null;
}

/** The one predicate: position rule, not-having rule and having rule must all pass. */
export function allows(policy: PolicyRule, user: AccessSubject): boolean {
  if (policy.hasJabatanId?.length && (user.jabatanId == null || !policy.hasJabatanId.includes(user.jabatanId)))
    return false;
  if (policy.doesntHaveRolesId?.some((id) => user.rolesId.includes(id))) return false;
  if (policy.hasRolesId?.length && !policy.hasRolesId.some((id) => user.rolesId.includes(id))) return false;
  return true;
}

function definePolicies<K extends string>(rules: Record<K, PolicyRule>): { readonly [P in K]: Policy } {
  const named = {} as Record<K, Policy>;
  for (const name of Object.keys(rules) as K[]) named[name] = Object.freeze({ name, ...rules[name] });
  return Object.freeze(named);
}

const RESTRICTED = [AKSES_TERBATAS];
const RESTRICTED_OR_SERVICES = [AKSES_TERBATAS, AKSES_TERBATAS_LAYANAN];
/** The business-trip staff (spec: SPPD export 1, 12, 14, 13, 15). */
const TRIP_STAFF = [SUPER_ADMIN, ADMIN_SPPD, KEUANGAN_SPPD, PELAPORAN_SPPD, PENGAWAS_SPPD];
const ATTENDANCE_OVERSIGHT = [SUPER_ADMIN, ADMIN_SISTEM, ADMIN_SDM, ADMIN_ABSENSI];

export const POLICY = definePolicies({
  // ── Gates every area uses ────────────────────────────────────────────────────────────────────
  /** Any signed-in user ("any" in the spec). */
  signedIn: {},
  /** The ordinary employee gate (10). */
  employee: { hasRolesId: [PEGAWAI] },
  /** Employees without the restricted role (10, not 8). */
  employeeUnrestricted: { hasRolesId: [PEGAWAI], doesntHaveRolesId: RESTRICTED },
  /** Employees without either restricted role (10, not 8/52). */
  employeeServices: { hasRolesId: [PEGAWAI], doesntHaveRolesId: RESTRICTED_OR_SERVICES },
  /** Anyone but the restricted role (not 8). */
  unrestricted: { doesntHaveRolesId: RESTRICTED },
  /** Anyone but the two restricted roles (not 8/52). */
  servicesUnrestricted: { doesntHaveRolesId: RESTRICTED_OR_SERVICES },
  superAdmin: { hasRolesId: [SUPER_ADMIN] },
  hrAdmin: { hasRolesId: [ADMIN_SDM] },
  hrAdminUnrestricted: { hasRolesId: [ADMIN_SDM], doesntHaveRolesId: RESTRICTED },
  hrAdminServices: { hasRolesId: [ADMIN_SDM], doesntHaveRolesId: RESTRICTED_OR_SERVICES },
  adminOrHr: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  adminOrHrUnrestricted: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM], doesntHaveRolesId: RESTRICTED },
  developer: { hasRolesId: [ADMIN_PENGEMBANGAN] },
  developerUnrestricted: { hasRolesId: [ADMIN_PENGEMBANGAN], doesntHaveRolesId: RESTRICTED },

  // ── Users, audit, platform ───────────────────────────────────────────────────────────────────
  manageUsers: { hasRolesId: [SUPER_ADMIN, ADMIN_USER] },
  /** Confirm a self-registered account before it may approve anything (issue #13). */
  confirmRegistrations: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  readAuditLog: { hasRolesId: [SUPER_ADMIN, ADMIN_PENGEMBANGAN] },
  readOutbox: { hasRolesId: [SUPER_ADMIN, ADMIN_PENGEMBANGAN] },
  /** See and open every user's background jobs and stored files, not only one's own. */
  seeAllJobs: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  manageAllFiles: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  refreshDashboard: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  /** The dashboard's figures over every office (others: their own office and the offices below it). */
  seeAllDashboard: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM, LAPORAN_SDM] },
  manageInfoBoard: { hasRolesId: [ADMIN_INFO] },
  useLinks: { hasRolesId: [PEGAWAI], doesntHaveRolesId: RESTRICTED },
  manageAllLinks: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  useAiAssistant: { hasRolesId: [ADMIN_SISTEM, ADMIN_KPI, ADMIN_SDM] },
  /** AI agents (system prompt, model, allowed tools) are system settings: the system admins manage them. */
  manageAiAgents: { hasRolesId: [ADMIN_SISTEM] },
  /** Undo any approval step, not only one's own last decision (ADR 0011). */
  reverseAnyApproval: { hasRolesId: [SUPER_ADMIN] },

  // ── Employees, positions, ranks ──────────────────────────────────────────────────────────────
  /** Employee pickers (search by name, NPP, position, office). */
  pickEmployees: { hasRolesId: [SUPER_ADMIN, PEGAWAI, ADMIN_SDM] },
  /** See employees' NPPs in lists such as an office's employees (issue #13: guessing registrations). */
  seeEmployeeNpp: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  /** The CV page: one's own CV for everyone but the restricted role. */
  readCv: { doesntHaveRolesId: RESTRICTED },
  /** Read every CV and change its sub-records. */
  manageCv: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM], doesntHaveRolesId: RESTRICTED },
  seeAnyCv: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  managePositions: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM], doesntHaveRolesId: RESTRICTED },
  managePositionRegisters: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  manageRanks: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  manageSanctions: { hasRolesId: [ADMIN_SANKSI] },
  manageSanctionsUnrestricted: { hasRolesId: [ADMIN_SANKSI], doesntHaveRolesId: RESTRICTED },
  readSanctions: { hasRolesId: [ADMIN_SDM, ADMIN_SANKSI] },
  readSanctionsUnrestricted: { hasRolesId: [ADMIN_SDM, ADMIN_SANKSI], doesntHaveRolesId: RESTRICTED },
  manageTraining: { hasRolesId: [ADMIN_DIKLAT] },
  manageTrainingUnrestricted: { hasRolesId: [ADMIN_DIKLAT], doesntHaveRolesId: RESTRICTED },
  readCompetencyGaps: { hasRolesId: [ADMIN_SDM, ADMIN_DIKLAT] },
  manageOutsourcing: { hasRolesId: [ADMIN_OUTSOURCING, ADMIN_SDM] },
  listOutsourcing: { hasRolesId: [ADMIN_OUTSOURCING, ADMIN_SDM, ADMIN_UMUM], doesntHaveRolesId: RESTRICTED },
  /** Qualifications by position, rank and office (spec: /qualification/jabatan, pangkat, kantor: 60 or 57). */
  manageQualifications: { hasRolesId: [ADMIN_OUTSOURCING, ADMIN_SDM] },
  /** With manageQualifications: every office's qualifications, not only one's own office and those below it. */
  seeAllQualifications: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },

  // ── Offices and SOTK ─────────────────────────────────────────────────────────────────────────
  readOffices: { hasRolesId: [PEGAWAI] },
  readOfficeParents: { hasRolesId: [PEGAWAI], doesntHaveRolesId: RESTRICTED },
  manageOffices: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
  readModance: { hasRolesId: [SUPER_ADMIN] },
  readSotk: { hasRolesId: [PEGAWAI] },
  manageSotk: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM, ADMIN_KPI] },
  manageSotkGroups: { hasRolesId: [ADMIN_KPI] },

  // ── Attendance and leave ─────────────────────────────────────────────────────────────────────
  /** See every employee's attendance, reports and delete requests (others: their own). */
  seeAllAttendance: { hasRolesId: ATTENDANCE_OVERSIGHT },
  readAttendance: { hasRolesId: [PEGAWAI, ...ATTENDANCE_OVERSIGHT] },
  manageAttendanceRegisters: { hasRolesId: [ADMIN_ABSENSI, ADMIN_SISTEM] },
  restoreDeletedAttendance: { hasRolesId: [ADMIN_ABSENSI, ADMIN_SISTEM] },
  fixDoubleAttendance: { hasRolesId: [SUPER_ADMIN] },
  /** The `renew` event: rows brought back in line with their delete requests (attendance admins). */
  renewAttendance: { hasRolesId: [ADMIN_ABSENSI, ADMIN_SISTEM] },
  exportAttendance: { hasRolesId: [SUPER_ADMIN, ADMIN_ABSENSI, ADMIN_SISTEM, ADMIN_UMUM, ADMIN_SDM] },
  manageHolidays: { hasRolesId: ATTENDANCE_OVERSIGHT },
  useDeleteRequests: { hasRolesId: [PEGAWAI, ...ATTENDANCE_OVERSIGHT] },
  reviewHealthDeclarations: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM, ADMIN_ABSENSI] },
  readHealthDeclarations: { hasRolesId: [PEGAWAI, SUPER_ADMIN, ADMIN_SDM, ADMIN_ABSENSI] },
  requestLeave: { doesntHaveRolesId: RESTRICTED_OR_SERVICES },
  seeAllLeave: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM, LAPORAN_SDM] },
  exportLeave: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM, ADMIN_ABSENSI, LAPORAN_SDM, ADMIN_UMUM] },

  // ── Business trips and memos ─────────────────────────────────────────────────────────────────
  readTripChart: { hasRolesId: [ADMIN_SPPD, ADMIN_UMUM, LAPORAN_SDM, SUPER_ADMIN] },
  exportTrips: { hasRolesId: TRIP_STAFF },
  // The trip staff who export trips also approve their cost rows (pejalan_biaya update_approval[_all]).
  approveTripCosts: { hasRolesId: TRIP_STAFF },
  manageMemoLetters: { hasRolesId: [ADMIN_UMUM, ADMIN_SDM] },

  // ── KPI, funds targets, workload ─────────────────────────────────────────────────────────────
  manageKpi: { hasRolesId: [ADMIN_KPI] },
  uploadFundsTargets: { hasRolesId: [ADMIN_TARGET_DANA, VERIFIKATOR_TARGET_DANA, ADMIN_KPI] },
  checkFundsBalance: { hasRolesId: [ADMIN_PENGEMBANGAN, ADMIN_TARGET_DANA, VERIFIKATOR_TARGET_DANA, ADMIN_KPI] },
  checkFundsTargets: { hasRolesId: [ADMIN_TARGET_DANA, ADMIN_KPI] },

  // ── Salary ───────────────────────────────────────────────────────────────────────────────────
  manageSalaryDeductions: { hasRolesId: [ADMIN_POTONGAN_GAJI, ADMIN_GAJI] },
  exportSalaryDeductions: { hasRolesId: [SUPER_ADMIN, ADMIN_GAJI, LAPORAN_GAJI] },
  /** Every office's deductions (the list's scope, the admins' office picker): who manages or exports them. */
  seeAllSalaryDeductions: { hasRolesId: [SUPER_ADMIN, ADMIN_POTONGAN_GAJI, ADMIN_GAJI, LAPORAN_GAJI] },
  manageIncome: { hasRolesId: [ADMIN_PENGEMBANGAN, ADMIN_GAJI] },
  readIncome: { hasRolesId: [ADMIN_PENGEMBANGAN, ADMIN_GAJI], doesntHaveRolesId: RESTRICTED_OR_SERVICES },

  // ── Tasks (issue #20, ADR 0044) ──────────────────────────────────────────────────────────────
  /** List every task, create, change and delete tasks (spec: /task 63). Assignees open their own without it. */
  manageTasks: { hasRolesId: [ADMIN_PENGEMBANGAN] },

  // ── Helpdesk and worksheets (issue #20, ADR 0046; employees on work pages: ADR 0045) ───────────
  /** Raise tickets and follow one's own (every employee). */
  raiseHelpdeskTickets: { hasRolesId: [PEGAWAI] },
  /** The helpdesk agents: every ticket, take, assign, answer, change status (spec: /helpdesk/index 63). */
  handleHelpdeskTickets: { hasRolesId: [ADMIN_PENGEMBANGAN] },
  /** Write and read one's own worksheet (every employee). */
  writeOwnWorksheet: { hasRolesId: [PEGAWAI] },
  /** The managers' worksheet views (spec: /pegawai/worksheet/* 63): their own office and the offices below. */
  readWorksheetOffices: { hasRolesId: [ADMIN_PENGEMBANGAN] },
  /** With readWorksheetOffices: every office, not only one's own subtree. */
  seeAllWorksheets: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },

  // ── Surveys and learning (issue #20, ADR 0045) ───────────────────────────────────────────────
  /** Create, publish, read the results of and export surveys (spec: /survey 63). */
  manageSurveys: { hasRolesId: [ADMIN_PENGEMBANGAN] },
  /** Answer the open surveys of one's target groups (every employee). */
  answerSurveys: { hasRolesId: [PEGAWAI] },
  /** Modules, materials, quizzes and their results (spec: /learning/materi/index, /learning/quiz/index 63). */
  manageLearning: { hasRolesId: [ADMIN_PENGEMBANGAN] },
  /** Read materials and take quizzes (every employee; the managers too, to preview). */
  useLearning: { hasRolesId: [PEGAWAI, ADMIN_PENGEMBANGAN] },

  // ── Notifications and officers (issue #19, ADR 0041) ─────────────────────────────────────────
  /** The admin variant of /general/notifikasi: every user's notifications, filtered by user (read only). */
  readAllNotifications: { hasRolesId: [SUPER_ADMIN, ADMIN_USER] },
  /** Add, change and remove the officers (PIC) of /message/officer and /sdm/pic (HR admins). */
  manageOfficers: { hasRolesId: [SUPER_ADMIN, ADMIN_SDM] },
});

export type PolicyName = keyof typeof POLICY;
