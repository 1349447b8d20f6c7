import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

describe('mf-ai routes', () => {
  it('is a sound route table inside the ai prefixes', () => {
    expect(checkRouteTable(routes, 'mf_ai')).toEqual([]);
  });

  it('opens chat, agent and session to roles 9, 64 or 57 from the menu', () => {
    expect(routes.map((r) => r.path)).toEqual(['/ai/chat', '/ai/agent', '/ai/session']);
    for (const route of routes) {
      expect(route.meta).toMatchObject({ policy: { hasRolesId: [9, 64, 57] }, menu: { group: 'Asisten AI' } });
      expect(route.meta.policy?.doesntHaveRolesId).toBeUndefined();
    }
  });
});
