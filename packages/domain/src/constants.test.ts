import {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  IDLE_TIMEOUT_MS,
  LEAVE_REDIRECT_MS,
  MESSAGES,
  MOBILE_BREAKPOINT_PX,
  NAVBAR_SHADOW_SCROLL_PX,
  NOTIFY_MS,
  REFRESH_THRESHOLD_SECONDS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  UPLOAD_URL_MINUTES,
  selectNotFoundMessage,
} from './constants';

describe('constants of spec section 9', () => {
  it('match the spec values', () => {
    expect(IDLE_TIMEOUT_MS).toBe(900000);
    expect(REFRESH_THRESHOLD_SECONDS).toBe(300);
    expect([DEFAULT_PAGE, DEFAULT_PER_PAGE]).toEqual([1, 10]);
    expect([SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS]).toEqual([3, 1000]);
    expect([MOBILE_BREAKPOINT_PX, NAVBAR_SHADOW_SCROLL_PX, UPLOAD_URL_MINUTES]).toEqual([767, 20, 5]);
    expect(NOTIFY_MS).toMatchObject({
      default: 5000,
      sessionEnded: 2000,
      attendanceError: 10000,
      defaultPassword: 15000,
      defaultPasswordHold: 10000,
    });
    expect(LEAVE_REDIRECT_MS).toBe(5000);
  });

  it('carry the exact texts of spec section 8', () => {
    expect(MESSAGES.sessionEnded).toBe('Sesi berakhir, silahkan login kembali');
    expect(MESSAGES.maintenance).toBe('Server lagi maintenance, coba lagi sebentar atau hubungi Divisi SDM');
    expect(MESSAGES.defaultPasswordHold).toBe(
      `${MESSAGES.defaultPassword} Setelah itu baru bisa akses halaman yang lain.`,
    );
    expect(MESSAGES.passwordChanged).toBe('Password sudah diganti, login ulang dengan password baru tersebut');
    expect(MESSAGES.rolesChanged).toBe('Akses Role sudah diganti, silahkan login ulang');
    expect(MESSAGES.unsuccessfulFormDataEvent).toBe('Unsuccessful Form Data Event');
    expect(selectNotFoundMessage('budi')).toBe('"budi" tidak ditemukan');
  });
});
