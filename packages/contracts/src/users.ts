/**
 * Accounts: /api/general/users (own events and, for POLICY.manageUsers, the paged list and the
 * password reset), /api/general/users/x/roles (every role; replacing a user's roles) and the public
 * POST /api/verify (an e-mail / WhatsApp verification link). Spec section 7.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, PageQuery, Paged, Selector, SortQuery } from './common.js';
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

/** By user name unless sorted; search on user name, employee name and NPP. */
export const UserListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(USER_SORT_KEYS),
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

export const USER_EVENTS = [
  'store_update_password',
  'store_reset_password',
  'store_confirm_registration',
  'store_token_fcm',
  'store_email',
  'store_wa',
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
