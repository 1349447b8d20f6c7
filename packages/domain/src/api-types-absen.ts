/** Wire types (server responses and request bodies) of absen; both sides import them from @portal/domain. */
export {};
