/** Wire types (server responses and request bodies) of pegawai-cv; both sides import them from @portal/domain. */
export {};
