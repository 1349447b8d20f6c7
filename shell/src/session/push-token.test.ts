import type { Transport } from './portal-api';
import { registerPushToken, type PushEnvironment } from './push-token';

const SUBSCRIPTION = {
  endpoint: 'https://push.example.org/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPublicKey', auth: 'secret' },
};

const transportWith = (request: jest.Mock) => ({ request }) as unknown as Transport;
const env = (permission: NotificationPermission | undefined, subscription: PushSubscriptionJSON | null) =>
  ({ permission: () => permission, subscription: async () => subscription }) satisfies PushEnvironment;

describe('registerPushToken (store_token_fcm after sign-in)', () => {
  it("sends the browser's push subscription as the spec's store_token_fcm", async () => {
    const request = jest.fn().mockResolvedValue({ message: 'Token tersimpan' });
    await expect(registerPushToken(transportWith(request), env('granted', SUBSCRIPTION))).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: { event: 'store_token_fcm', subscription: SUBSCRIPTION },
    });
  });

  it('sends nothing without permission or without a subscription', async () => {
    const request = jest.fn();
    for (const [permission, subscription] of [
      ['default', SUBSCRIPTION],
      ['denied', SUBSCRIPTION],
      [undefined, SUBSCRIPTION],
      ['granted', null],
      ['granted', { endpoint: 'https://push.example.org/x' }],
    ] as const) {
      await expect(registerPushToken(transportWith(request), env(permission, subscription))).resolves.toBe(false);
    }
    expect(request).not.toHaveBeenCalled();
  });

  it('a refused registration never fails the sign-in', async () => {
    const request = jest.fn().mockRejectedValue(new Error('Data yang dikirim tidak valid'));
    await expect(registerPushToken(transportWith(request), env('granted', SUBSCRIPTION))).resolves.toBe(false);
  });
});
