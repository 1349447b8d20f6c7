import { errorLoadRemotePlugin, UNAVAILABLE_ROUTES_MODULE } from './error-load-remote-plugin';
import { isRemoteUnavailable, resetUnavailableRemotes, unavailableOwnerOf } from './unavailable-remotes';

type Hook = (args: Record<string, unknown>) => unknown;
const hook = errorLoadRemotePlugin().errorLoadRemote as unknown as Hook;

describe('errorLoadRemote plugin', () => {
  beforeEach(() => {
    resetUnavailableRemotes();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed ./routes with an empty table and marks the remote unavailable', () => {
    expect(hook({ id: 'mf_absen/routes', lifecycle: 'onLoad', error: new Error('404') })).toBe(
      UNAVAILABLE_ROUTES_MODULE,
    );
    expect(isRemoteUnavailable('mf_absen')).toBe(true);
    expect(isRemoteUnavailable('mf_pegawai')).toBe(false);
  });

  it('lets manifest errors through to the onLoad report', () => {
    expect(
      hook({ id: 'http://x/mf-manifest.json', lifecycle: 'afterResolve', error: new Error('404') }),
    ).toBeUndefined();
    expect(isRemoteUnavailable('http:')).toBe(false);
  });

  it('maps the paths a failed remote owns (and only those) to it', () => {
    hook({ id: 'mf_absen/routes', lifecycle: 'onLoad', error: new Error('down') });
    expect(unavailableOwnerOf('/absen/libur')).toBe('mf_absen');
    expect(unavailableOwnerOf('/pegawai/izin/calendar')).toBe('mf_absen');
    expect(unavailableOwnerOf('/pegawai/umur')).toBeNull();
    expect(unavailableOwnerOf('/home')).toBeNull();
  });

  it('lets a refusal for shared-package versions through, so the page can name the versions', () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @portal/domain does not satisfy the requirement of mf_absen which needs ^2.0.0)',
    );
    expect(hook({ id: 'mf_absen/routes', lifecycle: 'onLoad', error: refusal })).toBeUndefined();
    expect(isRemoteUnavailable('mf_absen')).toBe(false);
  });
});
