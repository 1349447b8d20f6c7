/** Run-time values of @portal/domain used by kantor and SOTK (see platform/domain.ts for why Reflect.get). */
import * as namespace from '@portal/domain';

const domain = (Reflect.get(namespace, 'default') as typeof namespace | undefined) ?? namespace;

export const { SOTK_MESSAGES, SOTK_VERIFIKASI_STATUS } = domain;
