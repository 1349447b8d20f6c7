/**
 * Accounts: /api/general/users (own events and, for POLICY.manageUsers, the paged list and the
 * password reset), /api/general/users/x/roles (every role; replacing a user's roles) and the public
 * POST /api/verify (an e-mail / WhatsApp verification link). Spec section 7.
 */
import { Type, type Static } from 'typebox';
import {
  Nullable,
  NullableDateTime,
  NullableInteger,
  NullableString,
  PageQuery,
  Paged,
  Selector,
  SortQuery,
  StringEnum,
} from './common.js';
import { PASSWORD_MAX_LENGTH } from './domain-values.js';

export const USERS_PATH = '/api/general/users';
export const VERIFY_PATH = '/api/verify';

const UserId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

export const RoleOption = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type RoleOption = Static<typeof RoleOption>;
export const RoleOptionsAnswer = Type.Object({ data: Type.Array(RoleOption) });
export type RoleOptionsAnswer = Static<typeof RoleOptionsAnswer>;

export const UserRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: NullableString,
  status: Type.String(),
  is_password_default: Type.Boolean(),
  pegawai_id: NullableInteger,
  pegawai: Type.Union([Type.Object({ id: Type.Integer(), nama: Type.String(), npp: Type.String() }), Type.Null()]),
  roles: Type.Array(RoleOption),
});
export type UserRow = Static<typeof UserRow>;

export const USER_SORT_KEYS = ['name', 'email'] as const;
export type UserSortColumn = (typeof USER_SORT_KEYS)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;

/**
 * By user name unless sorted; search on user name, employee name and NPP. Filters: `role_id` (holds
 * that role), `status`, and `verified` (true: e-mail and WhatsApp both verified; false: either one is not).
 */
export const UserListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(USER_SORT_KEYS),
  role_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_767 })),
  status: Type.Optional(StringEnum(USER_STATUSES)),
  verified: Type.Optional(Type.Boolean({ description: 'Both contacts verified (true) or not (false)' })),
});
export type UserListQuery = Static<typeof UserListQuery>;
export const UserListAnswer = Paged(UserRow);
export type UserListAnswer = Static<typeof UserListAnswer>;

// ---- events of POST /api/general/users (each body is checked by its event) ----------------------

export const UpdatePasswordBody = Type.Object({
  password_old: Password,
  password: Password,
  password_confirmation: Password,
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const UserIdBody = Type.Object({ user_id: UserId });

/** A push token, a web-push subscription (PushSubscription.toJSON()), or both. */
export const PushTokenBody = Type.Object({
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  subscription: Type.Optional(
    Type.Object({
      endpoint: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https://' }),
      expirationTime: Type.Optional(Nullable(Type.Number())),
      keys: Type.Object({
        p256dh: Type.String({ minLength: 1, maxLength: 200 }),
        auth: Type.String({ minLength: 1, maxLength: 100 }),
      }),
    }),
  ),
});
export type PushTokenBody = Static<typeof PushTokenBody>;

/** The current password too: a session alone does not move the recovery address (issue #13). */
export const StoreEmailBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Password,
});
export const StoreWaBody = Type.Object({ phone: Type.String({ minLength: 1, maxLength: 30 }), password: Password });

/** store_token_reset: the caller's own tokens without user_id; another user's needs POLICY.manageUsers. */
export const TokenResetBody = Type.Object({ user_id: Type.Optional(UserId) });
export type TokenResetBody = Static<typeof TokenResetBody>;

export const USER_EVENTS = [
  'store_update_password',
  'store_reset_password',
  'store_confirm_registration',
  'store_token_fcm',
  'store_email',
  'store_wa',
  'store_token_reset',
] as const;
export type UserEvent = (typeof USER_EVENTS)[number];
export const UserEventBody = Type.Object(
  { event: Type.Optional(Selector(USER_EVENTS)) },
  { additionalProperties: true },
);

// ---- POST /api/general/users/x/roles -------------------------------------------------------------

export const UpdateRolesBody = Type.Object({
  user_id: UserId,
  roles: Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }), { maxItems: 100 }),
});
export type UpdateRolesBody = Static<typeof UpdateRolesBody>;
export const ROLE_EVENTS = ['store_update_roles'] as const;
export type RoleEvent = (typeof ROLE_EVENTS)[number];
export const RoleEventBody = Type.Object(
  { event: Type.Optional(Selector(ROLE_EVENTS)) },
  { additionalProperties: true },
);

export const VerifyBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

// ---- GET /api/general/users/x/roles/x/type: every role and how many accounts hold it ------------

export const RoleTypeRow = Type.Object({ id: Type.Integer(), nama: Type.String(), users: Type.Integer() });
export type RoleTypeRow = Static<typeof RoleTypeRow>;
export const RoleTypeAnswer = Type.Object({ data: Type.Array(RoleTypeRow) });
export type RoleTypeAnswer = Static<typeof RoleTypeAnswer>;

// ---- /api/general/users/x/password_reset: accounts waiting to change a reset password; a reset ---

/** Accounts whose password is still the default one (reset, or never changed); search as the user list. */
export const PasswordResetListQuery = Type.Object({ ...PageQuery });
export type PasswordResetListQuery = Static<typeof PasswordResetListQuery>;
export const PasswordResetListAnswer = Paged(UserRow);
export type PasswordResetListAnswer = Static<typeof PasswordResetListAnswer>;
/** The password becomes the user name (flagged default) and every session of the account ends. */
export const PasswordResetBody = Type.Object({ user_id: UserId });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

// ---- /api/general/users/x/verification (role 1): unverified contacts; sending a link ------------

export const CONTACT_CHANNELS = ['email', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const VerificationRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pegawai: Type.Union([Type.Object({ nama: Type.String(), npp: Type.String() }), Type.Null()]),
  email: NullableString,
  email_verified: Type.Boolean(),
  phone: NullableString,
  whatsapp_verified: Type.Boolean(),
  /** When the last verification link went out (any channel), null if never. */
  last_sent_at: NullableDateTime,
});
export type VerificationRow = Static<typeof VerificationRow>;
/** Accounts with an unverified e-mail or WhatsApp number; `channel` narrows to one of them. */
export const VerificationListQuery = Type.Object({
  ...PageQuery,
  channel: Type.Optional(StringEnum(CONTACT_CHANNELS)),
});
export type VerificationListQuery = Static<typeof VerificationListQuery>;
export const VerificationListAnswer = Paged(VerificationRow);
export type VerificationListAnswer = Static<typeof VerificationListAnswer>;
/** Sends a link to the address already on the account (through the outbox). */
export const VerificationSendBody = Type.Object({ user_id: UserId, channel: StringEnum(CONTACT_CHANNELS) });
export type VerificationSendBody = Static<typeof VerificationSendBody>;

// ---- GET /api/general/users/x/online: who has the portal open now (every server process) ---------

export const OnlineRow = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  pegawai_nama: NullableString,
  kantor_nama: NullableString,
  /** The oldest open stream of the user. */
  since: Type.String({ format: 'date-time' }),
  last_seen: Type.String({ format: 'date-time' }),
  /** Open tabs/devices. */
  connections: Type.Integer(),
});
export type OnlineRow = Static<typeof OnlineRow>;
export const OnlineAnswer = Type.Object({ data: Type.Array(OnlineRow), total: Type.Integer() });
export type OnlineAnswer = Static<typeof OnlineAnswer>;

// ---- GET /api/dev/status (role 63): what the /dev page shows of the running server ----------------

export const QueueDepth = Type.Object({
  name: Type.String(),
  /** Waiting to start (jobs) or to be delivered (outbox). */
  waiting: Type.Integer(),
  /** Jobs only: running now. */
  running: Type.Integer(),
  /** The oldest waiting item, null when none waits. */
  oldest_waiting_at: NullableDateTime,
});
export type QueueDepth = Static<typeof QueueDepth>;
export const DevStatusAnswer = Type.Object({
  server: Type.Object({
    node: Type.String(),
    uptime_seconds: Type.Integer(),
    /** Server processes with open push streams right now (each refreshes its presence rows). */
    instances: Type.Integer(),
    realtime_connections: Type.Integer(),
  }),
  database: Type.Object({ version: Type.String(), migrations: Type.Integer(), last_migration: NullableString }),
  jobs: Type.Array(QueueDepth),
  outbox: Type.Array(QueueDepth),
});
export type DevStatusAnswer = Static<typeof DevStatusAnswer>;
