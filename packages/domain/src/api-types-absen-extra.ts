/** Wire types (server responses and request bodies) of absen-extra; both sides import them from @portal/domain. */
export {};
