import { createResource } from './resource';
import { clearSession, saveSession } from './token-store';
import { createTransport } from './transport';
import { fakeFetch } from './testing/fake-fetch';

const NOW = 1_800_000_000_000;

function setup() {
  const fake = fakeFetch((call) => ({ body: { method: call.method, url: call.url } }));
  const transport = createTransport({ fetch: fake.fetch, now: () => NOW });
  return { fake, kantor: createResource<{ id: number; nama: string }>(transport, '/general/kantor/') };
}

beforeEach(() => {
  clearSession();
  saveSession({ access_token: 't', refresh_token: 'r', expires_in: 900 }, NOW);
});

describe('createResource', () => {
  it('lists with a query whose arrays serialise as key[]=', async () => {
    const { fake, kantor } = setup();
    await kantor.list({ event: 'index_options', page: 1, per_page: 10, search: 'Bandung Timur', level_id: [1, 2, 3] });
    expect(fake.calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/general/kantor?event=index_options&page=1&per_page=10&search=Bandung%20Timur&level_id[]=1&level_id[]=2&level_id[]=3',
    });
    expect(fake.calls[0].headers.Authorization).toBe('Bearer t');
  });

  it('shows one record by id, with an optional query', async () => {
    const { fake, kantor } = setup();
    await kantor.show(12);
    await kantor.show('a b', { with: ['parent'] });
    expect(fake.calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/general/kantor/12'],
      ['GET', '/api/general/kantor/a%20b?with[]=parent'],
    ]);
  });

  it('creates, updates (PUT), patches and destroys with the event/action in the body', async () => {
    const { fake, kantor } = setup();
    await kantor.create({ event: 'store_request', nama: 'KCP Dago' });
    await kantor.update(5, { action: 'update_files', nama: 'X' });
    await kantor.patch(5, { is_active: false });
    await kantor.destroy(5);
    expect(fake.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/general/kantor', JSON.stringify({ event: 'store_request', nama: 'KCP Dago' })],
      ['PUT', '/api/general/kantor/5', JSON.stringify({ action: 'update_files', nama: 'X' })],
      ['PATCH', '/api/general/kantor/5', JSON.stringify({ is_active: false })],
      ['DELETE', '/api/general/kantor/5', undefined],
    ]);
    expect(fake.calls[3].headers['Content-Type']).toBeUndefined();
  });

  it('returns the parsed answer', async () => {
    const { kantor } = setup();
    await expect(kantor.destroy(9)).resolves.toEqual({ method: 'DELETE', url: '/api/general/kantor/9' });
  });
});
