/** Wire types (server responses and request bodies) of pegawai-options; both sides import them from @portal/domain. */
export {};
