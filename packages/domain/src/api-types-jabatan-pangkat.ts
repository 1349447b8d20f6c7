/** Wire types (server responses and request bodies) of jabatan-pangkat; both sides import them from @portal/domain. */
export {};
