/** Wire types (server responses and request bodies) of izin; both sides import them from @portal/domain. */
export {};
