/** Wire types (server responses and request bodies) of kantor-sotk; both sides import them from @portal/domain. */
export {};
